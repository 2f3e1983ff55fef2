import { redirect, type RouteObject } from 'react-router';
import { BootFallback } from './app/app.tsx';
import { ErrorPage, notFoundLoader } from './app/error-page.tsx';
import { SellerArea, sellerAreaLoader } from './app/seller-area.tsx';
import { SettingsArea } from './app/settings-area.tsx';
import { accountRoutes } from './features/account/routes.ts';
import { bannerRoutes } from './features/banners/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { catalogImportRoutes } from './features/catalog-import/routes.ts';
import { cartRemindersRoutes } from './features/cart-reminders/routes.ts';
import { stockAlertsRoutes } from './features/stock-alerts/routes.ts';
import { couponRoutes } from './features/coupons/routes.ts';
import { freightSettingsRoutes } from './features/freight-settings/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { consoleRoutes } from './features/operator-console/routes.ts';
import { paymentProvidersRoutes } from './features/payment-providers/routes.ts';
import { paymentRulesRoutes } from './features/payment-rules/routes.ts';
import { reportsRoutes } from './features/reports/routes.ts';
import { reviewsRoutes } from './features/reviews/routes.ts';
import { salesRoutes } from './features/sales/routes.ts';
import { storeCreatedRoutes } from './features/store-created/routes.ts';
import { storeIdentityRoutes } from './features/store-identity/routes.ts';
import { storeLegalDataRoutes } from './features/store-legal-data/routes.ts';
import { fiscalSettingsRoutes } from './features/fiscal-settings/routes.ts';
import { storeClosingRoutes } from './features/store-closing/routes.ts';
import { storeDomainsRoutes } from './features/store-domains/routes.ts';
import { storePagesRoutes } from './features/store-pages/routes.ts';
import { teamRoutes } from './features/team/routes.ts';
import { whatsappSettingsRoutes } from './features/whatsapp-settings/routes.ts';
import { onlyFor } from './lib/permissions.tsx';
import { storeHistoryRoutes } from './features/store-history/routes.ts';
import { PATHS } from './lib/paths.ts';
import type { RouteDeps } from './lib/route-deps.ts';

/**
 * Which app a page is: a store's office (the sellers') or the platform's console (the
 * operators', on the platform's own host). The server marks the console's page (server/pages.ts
 * `asConsole`); Vite's dev server marks none, and offers both. The console's route table is
 * small and schema-free; its frame and screens load with their routes.
 */
export type AppArea = 'seller' | 'operator';

/**
 * spec §2, the seller's routes (server/pages.ts lists the same for the server's 404s and its
 * login check). Public: /vendedor/login/*. "Seller login required": the rest, inside
 * SellerArea. Each feature owns its routes; screens load with their route (`lazy`). An area a
 * role may not use (lib/permissions.tsx) answers "Você não tem permissão…". The operators'
 * console (/operador/*) only where `areas` names it.
 */
export function officeRoutes(
  deps: RouteDeps,
  areas: readonly AppArea[] = ['seller'],
): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      HydrateFallback: BootFallback,
      children: [
        ...(areas.includes('seller') ? sellerRoutes(deps) : []),
        ...(areas.includes('operator') ? consoleRoutes(deps) : []),
        { path: '*', loader: notFoundLoader },
      ],
    },
  ];
}

function sellerRoutes(deps: RouteDeps): RouteObject[] {
  return [
    ...authRoutes(deps),
    {
      path: '/vendedor',
      loader: sellerAreaLoader(deps),
      Component: SellerArea,
      errorElement: <ErrorPage />,
      children: [
        ...homeRoutes(deps),
        ...storeCreatedRoutes(deps),
        ...accountRoutes(deps),
        ...salesRoutes(deps),
        ...onlyFor('sales', deps, reportsRoutes(deps)),
        ...onlyFor('catalog', deps, [
          ...catalogRoutes(deps),
          ...catalogImportRoutes(deps),
          ...reviewsRoutes(deps),
        ]),
        {
          // The store's settings, one tab each (app/settings-area.tsx).
          path: 'configuracoes',
          Component: SettingsArea,
          children: [
            { index: true, loader: () => redirect(PATHS.paymentRules) },
            ...onlyFor('settings', deps, [
              ...paymentRulesRoutes(deps),
              ...paymentProvidersRoutes(deps),
              ...storeIdentityRoutes(deps),
              ...storeLegalDataRoutes(deps),
              ...fiscalSettingsRoutes(deps),
              ...storeDomainsRoutes(deps),
              ...freightSettingsRoutes(deps),
              ...whatsappSettingsRoutes(deps),
              ...storePagesRoutes(deps),
              ...bannerRoutes(deps),
            ]),
            ...onlyFor('history', deps, storeHistoryRoutes(deps)),
          ],
        },
        ...onlyFor('coupons', deps, [
          ...couponRoutes(deps),
          ...cartRemindersRoutes(deps),
          ...stockAlertsRoutes(deps),
        ]),
        ...onlyFor('team', deps, teamRoutes(deps)),
        ...onlyFor('store', deps, storeClosingRoutes(deps)),
      ],
    },
  ];
}
