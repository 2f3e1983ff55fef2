import type { CategoryListingQuery, ProductKind, SearchQuery } from '@vitrine/contract/catalog';
import type { CatalogListQuery } from '@vitrine/contract/catalog-office';
import type { StoreHistoryQuery } from '@vitrine/contract/store-history';
import type { SaleListQuery } from '@vitrine/contract/sales';
import type { OperatorStoresQuery } from '@vitrine/contract/operators';
import type { OrdersPage } from './endpoints/get-orders.ts';
import type { ServiceListQuery } from './endpoints/list-services.ts';

// Every query key of the API, in one file that imports nothing at run time: a page names a key
// (to fill it, invalidate it, write a mutation's answer under it) without downloading the
// client, ky or a schema. The options that fetch under each key are in queries/.

/**
 * Root of every catalog query key. The store id is part of it: one QueryClient may serve
 * several stores (the storefront's server resolves the store per host), and a product slug
 * means a different product in each. Invalidate this to refresh a store's whole catalog.
 */
export const catalogQueryKey = (storeId: string | undefined) =>
  ['catalog', storeId ?? null] as const;

export const homeQueryKey = (storeId: string | undefined) =>
  [...catalogQueryKey(storeId), 'home'] as const;

export const productQueryKey = (storeId: string | undefined, slug: string) =>
  [...catalogQueryKey(storeId), 'product', slug] as const;

export const serviceQueryKey = (storeId: string | undefined, slug: string) =>
  [...catalogQueryKey(storeId), 'service', slug] as const;

export const searchQueryKey = (storeId: string | undefined, query: SearchQuery) =>
  [...catalogQueryKey(storeId), 'search', query] as const;

export const categoryQueryKey = (
  storeId: string | undefined,
  slug: string,
  query: CategoryListingQuery,
) => [...catalogQueryKey(storeId), 'category', slug, query] as const;

export const servicesQueryKey = (
  storeId: string | undefined,
  categorySlug: string,
  query: ServiceListQuery,
) => [...catalogQueryKey(storeId), 'services', categorySlug, query] as const;

export const pagesQueryKey = (storeId: string | undefined) =>
  [...catalogQueryKey(storeId), 'pages'] as const;

export const pageQueryKey = (storeId: string | undefined, slug: string) =>
  [...catalogQueryKey(storeId), 'page', slug] as const;

export const currentStoreQueryKey = (storeId: string | undefined) =>
  [...catalogQueryKey(storeId), 'store'] as const;

export const storeByHostQueryKey = (host: string) => ['store', 'by-host', host] as const;

/** A CEP's address, by its digits ('01310-100' and '01310100' are one entry). */
export const cepQueryKey = (zipCode: string) => ['cep', zipCode.replace(/\D/g, '')] as const;

// The logged customer's data. Logging out removes everything under ['customer'].

export const cartQueryKey = ['customer', 'cart'] as const;
/** A cart edit makes it stale: the pay page's prices follow the cart. */
export const checkoutQuoteQueryKey = ['customer', 'checkout-quote'] as const;
export const addressesQueryKey = ['customer', 'addresses'] as const;
/** Every order query sits under it: placing an order invalidates the lists. */
export const ordersQueryKey = ['customer', 'orders'] as const;
/** Every page of the orders list (an order just placed is in them; the others' details are not). */
export const ordersListsQueryKey = [...ordersQueryKey, 'list'] as const;
export const ordersListQueryKey = (query: OrdersPage) => [...ordersListsQueryKey, query] as const;
export const orderQueryKey = (code: string) => [...ordersQueryKey, 'detail', code] as const;
export const customerProfileQueryKey = ['customer', 'profile'] as const;
/** A password change or a revoke refreshes the list. */
export const devicesQueryKey = ['customer', 'devices'] as const;
export const customerFirstAccessQueryKey = (token: string) =>
  ['customer', 'first-access', token] as const;
export const validateUserQueryKey = (accessToken: string | undefined) =>
  ['customer', 'validate', accessToken ?? null] as const;

// The logged seller's data. Logging in or out clears everything under ['seller'].

/** Every sales query sits under it: a sale's status move refreshes the lists and the home. */
export const salesQueryKey = ['seller', 'sales'] as const;
export const salesListQueryKey = (query: SaleListQuery) =>
  [...salesQueryKey, 'list', query] as const;
export const saleQueryKey = (code: string) => [...salesQueryKey, 'detail', code] as const;
/** Under the sale's key: a move of the sale (a cancel cancels its note) refreshes it too. */
export const saleInvoiceQueryKey = (code: string) => [...saleQueryKey(code), 'invoice'] as const;
export const salesOverviewQueryKey = [...salesQueryKey, 'overview'] as const;
/** The reports of a period (/vendedor/relatorios): figures of sales, so under their key. */
export const reportQueryKey = (period: { from: string; to: string }) =>
  [...salesQueryKey, 'reports', period.from, period.to] as const;
/**
 * The seller's catalog: every query under it. A product write refreshes the lists, its detail,
 * its history and the low-stock home card; a category write the tree and the lists.
 */
export const officeCatalogQueryKey = ['seller', 'catalog'] as const;
export const catalogProductsQueryKey = [...officeCatalogQueryKey, 'products'] as const;
export const catalogListQueryKey = (query: CatalogListQuery) =>
  [...catalogProductsQueryKey, 'list', query] as const;
export const catalogProductQueryKey = (id: string) =>
  [...catalogProductsQueryKey, 'detail', id] as const;
export const catalogProductHistoryQueryKey = (id: string, page: number) =>
  [...catalogProductsQueryKey, 'history', id, page] as const;
export const categoryTreeQueryKey = (kind: ProductKind | undefined) =>
  [...officeCatalogQueryKey, 'categories', kind ?? null] as const;
export const stockHistoryQueryKey = (variationId: string, page: number) =>
  [...catalogProductsQueryKey, 'stock-history', variationId, page] as const;
export const lowStockQueryKey = [...catalogProductsQueryKey, 'low-stock'] as const;
/** The catalog's spreadsheet imports: the latest ones, and each by id (its progress). */
export const catalogImportsQueryKey = [...officeCatalogQueryKey, 'imports'] as const;
export const catalogImportQueryKey = (id: string) => [...catalogImportsQueryKey, id] as const;
/** A page of what an import's check found it will do, by outcome. */
export const catalogImportRowsQueryKey = (id: string, outcome: string, page: number) =>
  [...catalogImportQueryKey(id), 'rows', outcome, page] as const;
/** The logged seller's own data, with their role (what the office shows and hides). */
export const sellerProfileQueryKey = ['seller', 'profile'] as const;
/** The store's coupons (owners and administrators): the list's pages and each coupon. */
export const couponsQueryKey = ['seller', 'coupons'] as const;
export const couponsPageQueryKey = (page: number) => [...couponsQueryKey, 'list', page] as const;
export const couponQueryKey = (id: string) => [...couponsQueryKey, 'detail', id] as const;
/** The store's team (owners only). */
export const teamQueryKey = ['seller', 'team'] as const;
/** What the store holds beside its limits (the office's home). */
export const storeUsageQueryKey = ['seller', 'store-usage'] as const;
/** The logged seller's two-step verification (Minha conta → Segurança). */
export const twoFactorQueryKey = ['seller', 'two-factor'] as const;
/** The seller's store identity (Configurações → Identidade). */
export const storeIdentityQueryKey = ['settings', 'identity'] as const;
/** The store's banners as the seller manages them (Configurações → Banners). */
export const sellerBannersQueryKey = ['seller', 'settings', 'banners'] as const;
/** The store's settings the seller edits (office "Configurações"). */
export const paymentRulesQueryKey = ['seller', 'settings', 'payment-rules'] as const;
/** How the store charges freight (Configurações → Frete), and its own table. */
export const freightSettingsQueryKey = ['seller', 'settings', 'freight'] as const;
export const freightTableQueryKey = [...freightSettingsQueryKey, 'table'] as const;
/** The store's first-run checklist and status (the office's home, for owners and admins). */
export const storeChecklistQueryKey = ['seller', 'store', 'checklist'] as const;
/** The store's legal data (Configurações → Dados legais). */
export const storeLegalDataQueryKey = ['seller', 'settings', 'legal-data'] as const;
/** The store's own domains (Configurações → Domínio). */
export const storeDomainsQueryKey = ['seller', 'settings', 'domains'] as const;
/** Who receives the store's payments (Configurações → Contas de recebimento). */
export const paymentSettingsQueryKey = ['seller', 'settings', 'payments'] as const;
export const fiscalSettingsQueryKey = ['seller', 'settings', 'invoices'] as const;
/** The store's order updates by WhatsApp (Configurações → WhatsApp). */
export const whatsappSettingsQueryKey = ['seller', 'settings', 'whatsapp'] as const;
/** Marketing → Carrinhos abandonados: the reminders' settings, and the carts reminded. */
export const cartRemindersQueryKey = ['seller', 'settings', 'cart-reminders'] as const;
export const abandonedCartsPageQueryKey = (page: number) =>
  ['seller', 'abandoned-carts', page] as const;
/** Marketing → Avise-me: the factor, and the variations most asked for. */
export const stockAlertSettingsQueryKey = ['seller', 'settings', 'stock-alerts'] as const;
export const askedVariationsPageQueryKey = (page: number) =>
  ['seller', 'stock-alert-variations', page] as const;
/** Catálogo → Avaliações: the store's reviews by status, and their settings. */
export const officeReviewsQueryKey = ['seller', 'reviews'] as const;
export const officeReviewsPageQueryKey = (query: { page: number; status?: string }) =>
  [...officeReviewsQueryKey, query] as const;
export const reviewSettingsQueryKey = ['seller', 'settings', 'reviews'] as const;
/** The store's "Histórico": every write refreshes it (a page of it is under this key). */
export const storeHistoryQueryKey = ['seller', 'history'] as const;
export const storeHistoryPageQueryKey = (query: StoreHistoryQuery) =>
  [...storeHistoryQueryKey, query] as const;
/** The seller's store on the platform and their e-mail's state: a confirmation refreshes it. */
export const sellerStoreQueryKey = ['seller', 'store'] as const;
export const sellerFirstAccessQueryKey = (token: string) =>
  ['seller', 'first-access', token] as const;
export const validateSellerQueryKey = (accessToken: string | undefined) =>
  ['seller', 'validate', accessToken ?? null] as const;

/** DEMO_MODE's outbox: one per store. */
export const outboxQueryKey = (storeId: string | undefined, to: string | undefined) =>
  ['dev', 'outbox', storeId ?? null, to ?? null] as const;
/** The store's content pages as the office edits them (Configurações → Páginas). */
export const storePagesQueryKey = ['settings', 'pages'] as const;

// The console's (the platform's operators): everything under ['operator'], which a sign-in or a
// sign-out of an operator clears.

/** The signed-in operator (GET /operator/me). */
export const operatorQueryKey = ['operator', 'me'] as const;
/** Every page of the stores list: a suspension or a reactivation refetches them. */
export const operatorStoresListsQueryKey = ['operator', 'stores', 'list'] as const;
export const operatorStoresListQueryKey = (query: OperatorStoresQuery) =>
  [...operatorStoresListsQueryKey, query] as const;
export const operatorStoreQueryKey = (id: string) => ['operator', 'stores', 'detail', id] as const;
