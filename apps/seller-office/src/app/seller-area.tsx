import { useSuspenseQuery } from '@tanstack/react-query';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { fetchSessionAccount } from '@vitrine/session/browser';
import { sessionQueryKey, useSessionAccount } from '@vitrine/session/react';
import { loginPathFor } from '@vitrine/session/return-path';
import { useEffect } from 'react';
import {
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import { useApi } from '../lib/api-context.tsx';
import { LOGIN_PATH, PATHS } from '../lib/paths.ts';
import type { RouteDeps } from '../lib/route-deps.ts';

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
    await queryClient.ensureQueryData(currentStoreQueryOptions(api));
    return null;
  };
}

const NAV = [
  { to: PATHS.home, label: 'Início', end: true },
  { to: PATHS.sales, label: 'Vendas', end: false },
  { to: PATHS.catalog, label: 'Catálogo', end: false },
  { to: PATHS.settings, label: 'Configurações', end: false },
  { to: PATHS.myData, label: 'Meus dados', end: true },
  { to: PATHS.myPassword, label: 'Minha senha', end: true },
] as const;

/** Every seller screen's frame: the store, the seller, the menu, and the screen. */
export function SellerArea() {
  const api = useApi();
  const { data: store } = useSuspenseQuery(currentStoreQueryOptions(api));
  const seller = useSessionAccount('seller');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();

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
      <header className="office__header">
        <p className="office__store">
          {store.name} <span className="office__tag">Painel do vendedor</span>
        </p>
        <nav aria-label="Painel" className="office__nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="office__who">
          {seller && (
            <span>
              {seller.first_name} {seller.last_name}
            </span>
          )}
          <NavLink to={PATHS.logout}>Sair</NavLink>
        </div>
      </header>
      <main id="conteudo" className="office__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
