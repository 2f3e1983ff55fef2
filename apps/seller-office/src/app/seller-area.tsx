import { useSuspenseQuery } from '@tanstack/react-query';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { roleMayUse, type OfficeArea } from '@vitrine/domain/seller-roles';
import { fetchSessionAccount } from '@vitrine/session/browser';
import { sessionQueryKey, useSessionAccount } from '@vitrine/session/react';
import { loginPathFor } from '@vitrine/session/return-path';
import { useEffect, useRef } from 'react';
import {
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import { PreviewButton } from '../features/store-preview/preview-button.tsx';
import { useApi } from '../lib/api-context.tsx';
import { LOGIN_PATH, PATHS } from '../lib/paths.ts';
import type { RouteDeps } from '../lib/route-deps.ts';
import { SuspensionNotice } from './suspension-notice.tsx';

export const sellerQuery = {
  queryKey: sessionQueryKey('seller'),
  queryFn: () => fetchSessionAccount('seller'),
  staleTime: Infinity,
};

/**
 * spec §2 "seller login required": the seller the server validates from the HttpOnly cookie
 * (POST /api/validate_seller on this origin), or the login, remembering the page. The office's
 * server checks the same before it sends the page; this covers navigations inside the app.
 */
export function sellerAreaLoader({ api, queryClient }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const seller = await queryClient.ensureQueryData<LoggedAccount | null>(sellerQuery);
    if (!seller) throw redirect(loginPathFor(LOGIN_PATH, request.url));
    // The seller's role (GET /sellers/me): what the menu shows.
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(currentStoreQueryOptions(api)),
      queryClient.ensureQueryData(sellerProfileQueryOptions(api)),
    ]);
    // The store requires two-step verification and this seller has not turned it on: the API
    // answers nothing else until they do, so every screen but Segurança leads there.
    if (profile.two_factor_setup_required && new URL(request.url).pathname !== PATHS.mySecurity) {
      throw redirect(PATHS.mySecurity);
    }
    return null;
  };
}

/** The menu; an entry with an `area` shows only to the roles that may use it (roleMayUse). */
const NAV: readonly { to: string; label: string; end: boolean; area?: OfficeArea }[] = [
  { to: PATHS.home, label: 'Início', end: true },
  { to: PATHS.sales, label: 'Vendas', end: false },
  { to: PATHS.reports, label: 'Relatórios', end: true, area: 'sales' },
  { to: PATHS.catalog, label: 'Catálogo', end: false, area: 'catalog' },
  { to: PATHS.settings, label: 'Configurações', end: false, area: 'settings' },
  { to: PATHS.coupons, label: 'Cupons', end: false, area: 'coupons' },
  { to: PATHS.cartReminders, label: 'Carrinhos abandonados', end: true, area: 'coupons' },
  { to: PATHS.stockAlerts, label: 'Avise-me', end: true, area: 'coupons' },
  { to: PATHS.team, label: 'Equipe', end: true, area: 'team' },
  { to: PATHS.myData, label: 'Meus dados', end: true },
  { to: PATHS.myPassword, label: 'Minha senha', end: true },
  { to: PATHS.mySecurity, label: 'Segurança', end: true },
];

/** The menu of the seller's role: what it may not use is not offered. */
export function OfficeNav() {
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(useApi()));
  return (
    <nav aria-label="Painel" className="office__nav">
      <ul>
        {NAV.filter((item) => !item.area || roleMayUse(profile.role, item.area)).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every seller screen's frame: the store's suspension by the platform if any, the store, the
 * seller, the menu, and the screen.
 */
export function SellerArea() {
  const api = useApi();
  const { data: store } = useSuspenseQuery(currentStoreQueryOptions(api));
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(api));
  const seller = useSessionAccount('seller');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search, key } = useLocation();
  const main = useRef<HTMLElement>(null);
  const landed = useRef(key);

  // A link inside a screen (a sale's code, "Novo produto") leaves with the screen it was on:
  // the new screen takes the focus, so Tab goes on from its top instead of from <body>. A
  // screen that moved it itself (a saved product's notice), and the menu's links, which stay,
  // keep it; so does the page as it first loads.
  useEffect(() => {
    if (landed.current === key) return;
    landed.current = key;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    main.current?.focus();
  }, [key]);

  // Logged out in another tab (spec §9 polling), or the session ended on the server (revoked,
  // expired: @vitrine/session re-checks it): this tab leaves the seller's data at once. A
  // navigation under way ("Sair") lands first.
  useEffect(() => {
    if (seller !== null || navigation.state !== 'idle') return;
    void navigate(loginPathFor(LOGIN_PATH, `${pathname}${search}`), { replace: true });
  }, [seller, navigation.state, pathname, search, navigate]);

  return (
    <div className="office">
      <a className="office__skip" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SuspensionNotice />
      <header className="office__header">
        <p className="office__store">
          {store.name} <span className="office__tag">Painel do vendedor</span>
        </p>
        {/* A suspended store has no preview: shoppers and its seller see "Loja indisponível". */}
        {store.status !== 'open' && !profile.store_suspension && <PreviewButton />}
        <OfficeNav />
        <div className="office__who">
          {seller && (
            <span>
              {seller.first_name} {seller.last_name}
            </span>
          )}
          <NavLink to={PATHS.logout}>Sair</NavLink>
        </div>
      </header>
      <main id="conteudo" className="office__main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </div>
  );
}
