/** spec §2: the seller office's routes. */
export const LOGIN_PATH = '/vendedor/login';
export const HOME_PATH = '/vendedor';
/**
 * Where "Crie sua loja" hands the new owner over (server/login-code.ts); the API's sign-up
 * names the same path (apps/api/src/features/store-sign-up/writes.ts, OFFICE_LOGIN_PATH).
 */
export const OFFICE_LOGIN_PATH = '/vendedor/entrar';
export const PATHS = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  createPassword: (token: string) => `${LOGIN_PATH}/criar-senha/${encodeURIComponent(token)}`,
  recoverAccess: `${LOGIN_PATH}/recuperar-acesso`,
  logout: `${LOGIN_PATH}/logout`,
  myData: '/vendedor/minha-conta/meus-dados',
  myPassword: '/vendedor/minha-conta/minha-senha',
  /** Two-step verification; where a seller the store's requirement holds back is sent. */
  mySecurity: '/vendedor/minha-conta/seguranca',
  /** The catalog as a spreadsheet: export, import (features/catalog-import). */
  catalogSpreadsheet: '/vendedor/catalogo/planilha',
  sales: '/vendedor/minha-conta/minhas-vendas',
  sale: (code: string) => `/vendedor/minha-conta/minhas-vendas/${encodeURIComponent(code)}`,
  /** The catalog's entry (the menu's "Catálogo"): it opens the products. */
  catalog: '/vendedor/catalogo',
  products: '/vendedor/catalogo/produtos',
  newProduct: '/vendedor/catalogo/produtos/novo',
  product: (id: string) => `/vendedor/catalogo/produtos/${encodeURIComponent(id)}`,
  services: '/vendedor/catalogo/servicos',
  newService: '/vendedor/catalogo/servicos/novo',
  service: (id: string) => `/vendedor/catalogo/servicos/${encodeURIComponent(id)}`,
  categories: '/vendedor/catalogo/categorias',
  /** The store's reviews to moderate, and their invitation's settings (issue #37 §3). */
  reviews: '/vendedor/catalogo/avaliacoes',
  /** The store's settings (the menu's "Configurações"): it opens the payment rules. */
  settings: '/vendedor/configuracoes',
  paymentRules: '/vendedor/configuracoes/pagamentos',
  /** Who receives each payment method (the sandbox, the bank's API Pix, Mercado Pago). */
  paymentProviders: '/vendedor/configuracoes/recebimento',
  identity: '/vendedor/configuracoes/identidade',
  /** Who sells (Decreto 7.962/2013): name, CPF/CNPJ, address, e-mail, phone. */
  legalData: '/vendedor/configuracoes/dados-legais',
  /** What the store needs to issue NF-e: regime, IE, address, certificate, provider's token. */
  invoices: '/vendedor/configuracoes/notas-fiscais',
  /** The store's own domains: the records to set, "Verificar", the primary. */
  domains: '/vendedor/configuracoes/dominio',
  /** The store's content pages (/paginas/… on the storefront, and its footer's links). */
  storePages: '/vendedor/configuracoes/paginas',
  newStorePage: '/vendedor/configuracoes/paginas/nova',
  storePage: (id: string) => `/vendedor/configuracoes/paginas/${encodeURIComponent(id)}`,
  /** The home's hero and the slider: the list, a new one, one to edit. */
  banners: '/vendedor/configuracoes/banners',
  newBanner: '/vendedor/configuracoes/banners/novo',
  banner: (id: string) => `/vendedor/configuracoes/banners/${encodeURIComponent(id)}`,
  /** How the store charges freight, and its own table (CEP range × weight → price, days). */
  freight: '/vendedor/configuracoes/frete',
  freightTable: '/vendedor/configuracoes/frete/tabela',
  /** The order updates by the store's WhatsApp Business: the Cloud API, templates, webhook. */
  whatsapp: '/vendedor/configuracoes/whatsapp',
  storeHistory: '/vendedor/configuracoes/historico',
  /** The store's discount coupons (owners and administrators). */
  coupons: '/vendedor/cupons',
  newCoupon: '/vendedor/cupons/novo',
  coupon: (id: string) => `/vendedor/cupons/${encodeURIComponent(id)}`,
  /** The store's reports: a period beside the previous one, and its CSV (whoever sees sales). */
  reports: '/vendedor/relatorios',
  /** The abandoned-cart reminders and the carts reminded (owners and administrators). */
  cartReminders: '/vendedor/carrinhos-abandonados',
  stockAlerts: '/vendedor/avise-me',
  /** The store's sellers and their roles (owners only). */
  team: '/vendedor/equipe',
  /** Closing the store for good: the downloads, then the owner's password (owners only). */
  closeStore: '/vendedor/loja/encerrar',
  /** Just opened by "Crie sua loja": where it answers, the e-mail to confirm. */
  storeCreated: '/vendedor/loja-criada',
  /** The confirmation e-mail's link (apps/api store-sign-up CONFIRM_EMAIL_PATH). */
  confirmEmail: (token: string) => `/vendedor/confirmar-email/${encodeURIComponent(token)}`,
} as const;

/**
 * The platform's operator console, on the office of the platform's own host (PLATFORM_DOMAIN;
 * server/app.ts serves it there only): the sign-in, the authenticator's setup an operator's
 * first sign-in leads to, the stores and each store's page.
 */
export const CONSOLE_PATHS = {
  home: '/operador',
  login: '/operador/entrar',
  twoFactor: '/operador/verificacao',
  store: (id: string) => `/operador/lojas/${encodeURIComponent(id)}`,
} as const;
