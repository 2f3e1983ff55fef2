import { storeIdOf } from './fixtures.ts';

// A store opened by "Crie sua loja" (apps/storefront's platform pages, PLATFORM_DOMAIN's
// default vitrine.localhost): its addresses and what the demo gives its seller by e-mail and
// at the bank, read through the API's demo-only routes (the outbox, the demo bank's portal).

export const PLATFORM = 'vitrine.localhost';

export const platformUrl = (path: string) =>
  `http://${PLATFORM}:${process.env.E2E_STORE_PORT}${path}`;

/** The office on a store's host. */
export const officeAt = (host: string, path: string) =>
  `http://${host}:${process.env.E2E_OFFICE_PORT}${path}`;

/** The storefront on a store's host. */
export const shopAt = (host: string, path: string) =>
  `http://${host}:${process.env.E2E_STORE_PORT}${path}`;

/** The newest confirmation link the API wrote to `to` (DEMO_MODE's outbox of the new store). */
export async function confirmationPath(to: string, host: string): Promise<string> {
  const response = await fetch(
    `${process.env.E2E_API_URL}/dev/outbox?to=${encodeURIComponent(to)}`,
    { headers: { 'x-store-id': await storeIdOf(host) } },
  );
  const { items } = (await response.json()) as { items: { text: string; template: string }[] };
  const mail = items.find((item) => item.template === 'confirm_email');
  const path = /\/vendedor\/confirmar-email\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!path) throw new Error(`no confirmation link for ${to}: ${JSON.stringify(items)}`);
  return path;
}

export type DemoBankPixApi = {
  base_url: string;
  token_path: string;
  client_id: string;
  client_secret: string;
  certificate_pem: string;
  ca_pem: string;
};

/** What the demo bank's portal gives a store for its API Pix (GET /dev/demo-bank/pix-api). */
export async function demoBankPixApi(): Promise<DemoBankPixApi> {
  const response = await fetch(`${process.env.E2E_API_URL}/dev/demo-bank/pix-api`);
  if (!response.ok) throw new Error(`demo bank: ${response.status} ${await response.text()}`);
  return (await response.json()) as DemoBankPixApi;
}
