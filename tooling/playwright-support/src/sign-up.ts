// A store as anyone opens it ("Crie sua loja", POST /platform/stores on the API), for the
// browser tests of both apps that start from a new store rather than a demo one.

/** The API's default platform domain (PLATFORM_DOMAIN): Chromium resolves every *.localhost here. */
export const PLATFORM_DOMAIN = 'vitrine.localhost';
export const SIGN_UP_PASSWORD = 'Senha@123';

let serial = Math.floor(Math.random() * 200);

export type SignedUpStore = {
  id: string;
  name: string;
  slug: string;
  /** `{slug}.{PLATFORM_DOMAIN}`, the host its storefront and office answer on. */
  host: string;
  email: string;
  password: string;
  /** The one-time code the sign-up hands the office (POST /sellers/login-code). */
  officeCode: string;
};

/**
 * Signs a store up through the API at `apiUrl`, each from an address of its own (TEST-NET-2,
 * RFC 5737: only a header), so the sign-up's per-address limit counts each test apart.
 * `overrides` changes the body's fields (a CNPJ, a name).
 */
export async function signUpStore(
  apiUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<SignedUpStore> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial.toString(36)}`;
  const body = {
    owner_name: 'Ana Beatriz Souza',
    email: `ana-${tag}@exemplo.com.br`,
    password: SIGN_UP_PASSWORD,
    document: '390.533.447-05',
    phone: '(11) 91234-5678',
    store_name: `Ateliê da Ana ${tag}`,
    slug: `atelie-${tag}`,
    accept_terms: true,
    accept_privacy: true,
    ...overrides,
  };
  const response = await fetch(`${apiUrl}/platform/stores`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${(serial % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${await response.text()}`);
  const answer = (await response.json()) as {
    store: { _id: string };
    office_login: { code: string };
  };
  return {
    id: answer.store._id,
    name: body.store_name,
    slug: body.slug,
    host: `${body.slug}.${PLATFORM_DOMAIN}`,
    email: body.email,
    password: body.password,
    officeCode: answer.office_login.code,
  };
}

/** The owner's bearer token for the API: the sign-up's office code traded at the store. */
export async function ownerToken(apiUrl: string, store: SignedUpStore): Promise<string> {
  const response = await fetch(`${apiUrl}/sellers/login-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': store.id },
    body: JSON.stringify({ code: store.officeCode }),
  });
  if (response.status !== 200) throw new Error(`login code: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
