/** An e-mail the API wrote to its outbox (DEMO_MODE's /dev/outbox), newest first. */
export type SentEmail = { to: string; subject: string; text: string; template: string };

async function storeIdOf(host: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_API_URL}/stores/by-host?host=${host}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** The e-mails sent to `to` by the store of `host`, newest first. */
export async function emailsTo(to: string, host = 'localhost'): Promise<SentEmail[]> {
  const response = await fetch(
    `${process.env.E2E_API_URL}/dev/outbox?to=${encodeURIComponent(to)}`,
    { headers: { 'x-store-id': await storeIdOf(host) } },
  );
  if (!response.ok) throw new Error(`/dev/outbox: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { items: SentEmail[] }).items;
}

/** The create-password path an e-mail links to (spec §2 /login/criar-senha/{token}). */
export function createPasswordPath(email: SentEmail | undefined): string {
  const path = /\/login\/criar-senha\/[A-Za-z0-9_-]+/.exec(email?.text ?? '')?.[0];
  if (!path) throw new Error(`no create-password link in: ${email?.text}`);
  return path;
}

/** A sign-up straight on the API (a pending account: no password yet), from its own address. */
export async function signUpOnApi(email: string, host = 'localhost') {
  const response = await fetch(`${process.env.E2E_API_URL}/customers/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-store-id': await storeIdOf(host),
      // Its own address for the API's per-address sign-up limit (see fixtures.ts).
      'x-forwarded-for': '198.51.100.251',
    },
    body: JSON.stringify({ first_name: 'Pendente', last_name: 'Teste', email }),
  });
  if (response.status !== 202) throw new Error(`sign-up: ${response.status}`);
}
