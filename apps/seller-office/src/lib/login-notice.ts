// Why the login screen was sent to: `?acesso=` (the server's redirects name it, the screen says it).

export const LOGIN_NOTICE_PARAM = 'acesso';
/** A new store's login code was used, expired, or is another store's (server/login-code.ts). */
export const LOGIN_CODE_REFUSED = 'expirado';
