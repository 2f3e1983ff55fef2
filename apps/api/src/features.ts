import type { Feature } from './http/context.ts';
import { registerAddresses } from './features/addresses/routes.ts';
import { registerAssets } from './features/assets/routes.ts';
import { registerBanners } from './features/banners/routes.ts';
import { registerAuth } from './features/auth/routes.ts';
import { registerCatalogOffice } from './features/catalog-office/routes.ts';
import { registerCartFeature } from './features/cart/routes.ts';
import { registerCartReminders } from './features/cart-reminders/routes.ts';
import { registerFiscalSettings } from './features/fiscal-settings/routes.ts';
import { registerWhatsapp } from './features/whatsapp/routes.ts';
import { registerFreight } from './features/freight/routes.ts';
import { registerCatalog } from './features/catalog/routes.ts';
import { registerCatalogCsv } from './features/catalog-csv/routes.ts';
import { registerCep } from './features/cep/routes.ts';
import { registerCheckout } from './features/checkout/routes.ts';
import { registerCoupons } from './features/coupons/routes.ts';
import { registerCustomers } from './features/customers/routes.ts';
import { registerDomains } from './features/domains/routes.ts';
import { registerDevices } from './features/devices/routes.ts';
import { registerEmail } from './features/email/routes.ts';
import { registerFavourites } from './features/favourites/routes.ts';
import { registerStockAlerts } from './features/stock-alerts/routes.ts';
import { registerImages } from './features/images/routes.ts';
import { registerInvoices } from './features/invoices/routes.ts';
import { registerOrders } from './features/orders/routes.ts';
import { registerPages } from './features/pages/routes.ts';
import { registerPayments } from './features/payments/routes.ts';
import { registerPaymentSettings } from './features/payment-settings/routes.ts';
import { registerRefunds } from './features/refunds/routes.ts';
import { registerReviews } from './features/reviews/routes.ts';
import { registerReports } from './features/reports/routes.ts';
import { registerSales } from './features/sales/routes.ts';
import { registerSellers } from './features/sellers/routes.ts';
import { registerStoreIdentity } from './features/store-identity/routes.ts';
import { registerStoreLegalData } from './features/store-legal-data/routes.ts';
import { registerStoreLife } from './features/store-life/routes.ts';
import { registerStorePages } from './features/store-pages/routes.ts';
import { registerStorePreview } from './features/store-preview/routes.ts';
import { registerStoreSignUp } from './features/store-sign-up/routes.ts';
import { registerStoreHistory } from './features/store-history/routes.ts';
import { registerStoreSettings } from './features/store-settings/routes.ts';
import { registerStoreShell } from './features/store-shell/routes.ts';
import { registerStores } from './features/stores/routes.ts';
import { registerTeam } from './features/team/routes.ts';
import { registerTwoFactor } from './features/two-factor/routes.ts';
import { registerOperators } from './features/operators/routes.ts';
import { registerStoreUsage } from './features/store-usage/routes.ts';
import { registerTlsAsk } from './features/tls/routes.ts';
import { registerVisits } from './features/visits/routes.ts';

/**
 * Every feature registers its routes here, in one list, so the app and /openapi.json see the
 * same set, in this order. A new feature adds its `registerX` (a `Feature`) to the list.
 */
export const features: Feature[] = [
  registerStores,
  registerStoreShell,
  registerCatalog,
  registerPages,
  // Before the assets' route: its path is the same shape, and a rendition is not on disk.
  registerImages,
  registerAssets,
  registerAuth,
  registerCustomers,
  registerDevices,
  registerAddresses,
  registerFavourites,
  registerCep,
  registerCartFeature,
  registerCartReminders,
  registerStockAlerts,
  registerReviews,
  registerVisits,
  registerCheckout,
  registerFreight,
  registerCoupons,
  registerOrders,
  registerPayments,
  registerSellers,
  registerStoreIdentity,
  registerStoreLegalData,
  registerStorePages,
  registerBanners,
  registerSales,
  registerRefunds,
  registerReports,
  registerInvoices,
  registerCatalogOffice,
  registerCatalogCsv,
  registerTeam,
  registerTwoFactor,
  registerOperators,
  registerStoreUsage,
  registerStoreSignUp,
  registerStoreLife,
  registerStorePreview,
  registerStoreSettings,
  registerDomains,
  registerPaymentSettings,
  registerFiscalSettings,
  registerWhatsapp,
  registerStoreHistory,
  registerEmail,
  registerTlsAsk,
];
