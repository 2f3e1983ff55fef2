/** spec §2: the seller office's routes. */
export const LOGIN_PATH = '/vendedor/login';
export const HOME_PATH = '/vendedor';
export const PATHS = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  createPassword: (token: string) => `${LOGIN_PATH}/criar-senha/${encodeURIComponent(token)}`,
  recoverAccess: `${LOGIN_PATH}/recuperar-acesso`,
  logout: `${LOGIN_PATH}/logout`,
  myData: '/vendedor/minha-conta/meus-dados',
  myPassword: '/vendedor/minha-conta/minha-senha',
  /** The catalog as a spreadsheet: export, import (features/catalog-import). */
  catalogSpreadsheet: '/vendedor/catalogo/planilha',
  sales: '/vendedor/minha-conta/minhas-vendas',
  sale: (code: string) => `/vendedor/minha-conta/minhas-vendas/${encodeURIComponent(code)}`,
} as const;
