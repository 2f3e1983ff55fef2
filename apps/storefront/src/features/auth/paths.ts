// The sign-in screens' paths (spec §2 /login/*); /login and /login/logout are in lib/paths.ts,
// which other features link to.
export const SIGN_UP_PATH = '/login/cadastro';
export const ACCOUNT_CREATED_PATH = '/login/conta-criada';
export const AWAIT_ACCOUNT_PATH = '/login/aguardar-conta';
export const RECOVER_ACCESS_PATH = '/login/recuperar-acesso';
export const createPasswordPath = (token: string) =>
  `/login/criar-senha/${encodeURIComponent(token)}`;

/** The e-mail a screen hands to the next one (router state, never the address bar). */
export type EmailState = { email?: string } | null;
