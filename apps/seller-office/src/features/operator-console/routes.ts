import { operatorQueryOptions } from '@vitrine/api-client/queries/get-operator';
import { operatorStoreQueryOptions } from '@vitrine/api-client/queries/get-operator-store';
import { operatorStoresQueryOptions } from '@vitrine/api-client/queries/get-operator-stores';
import { loginPathFor } from '@vitrine/session/return-path';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ErrorPage } from '../../app/error-page.tsx';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import { CONSOLE_PATHS } from '../../lib/paths.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { consoleReturnTarget, operatorSessionQuery } from './session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The platform operators' console (on the platform's own host only: src/main.tsx, and
 * server/pages.ts lists the same paths). The sign-in is public; the rest needs an operator,
 * and one who has not turned two-step verification on yet finds only its setup (the API
 * answers nothing else). Every screen, and the frame, loads with its route, and this file
 * imports no schema: a seller's first download holds none of the console (the office's initial
 * JS, apps/seller-office README).
 */
export function consoleRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  // The frame's check, run by each screen's loader too: React Router runs a route's loaders
  // side by side, and a screen's data is not asked for before the operator may see it.
  const admitted = async (request: Request) => {
    const operator = await queryClient.ensureQueryData(operatorSessionQuery);
    if (!operator) throw redirect(loginPathFor(CONSOLE_PATHS.login, request.url));
    // Kept until something invalidates it (turning the authenticator on does): then asked again.
    const me = await queryClient.fetchQuery({ ...operatorQueryOptions(api), staleTime: Infinity });
    const onSetup = new URL(request.url).pathname.startsWith(CONSOLE_PATHS.twoFactor);
    if (me.two_factor_setup_required && !onSetup) throw redirect(CONSOLE_PATHS.twoFactor);
    // Turned on already (its recovery codes were shown once, on the setup's own screen).
    if (!me.two_factor_setup_required && onSetup) throw redirect(CONSOLE_PATHS.home);
  };
  return [
    {
      path: CONSOLE_PATHS.login,
      loader: async ({ request }: LoaderFunctionArgs) => {
        const operator = await queryClient.ensureQueryData(operatorSessionQuery);
        if (operator) throw redirect(consoleReturnTarget(new URL(request.url).searchParams));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/login.tsx')).ConsoleLoginScreen,
      },
    },
    {
      path: CONSOLE_PATHS.home,
      loader: async ({ request }: LoaderFunctionArgs) => {
        await admitted(request);
        return null;
      },
      // Every move inside the console checks again (from the cache: no request).
      shouldRevalidate: () => true,
      ErrorBoundary: ErrorPage,
      lazy: {
        Component: async () => (await import('./components/console-frame.tsx')).ConsoleFrame,
      },
      children: [
        {
          index: true,
          loader: async ({ request }: LoaderFunctionArgs) => {
            await admitted(request);
            const { readStoresView, storesApiQuery } = await import('./list-query.ts');
            const view = readStoresView(new URL(request.url).searchParams);
            await queryClient.ensureQueryData(
              operatorStoresQueryOptions(api, storesApiQuery(view)),
            );
            return null;
          },
          shouldRevalidate: listShouldRevalidate,
          lazy: {
            Component: async () => (await import('./screens/stores.tsx')).StoresScreen,
          },
        },
        {
          path: 'verificacao',
          lazy: {
            Component: async () => (await import('./screens/two-factor.tsx')).TwoFactorScreen,
          },
        },
        {
          path: 'lojas/:id',
          loader: async ({ request, params }: LoaderFunctionArgs) => {
            await admitted(request);
            // Not a store's id at all (a uuid, as the contract's operatorStoreParamsSchema): the
            // page does not exist (the API would answer 400).
            const id = params.id ?? '';
            if (!UUID.test(id)) throw data(null, { status: 404 });
            await queryClient.ensureQueryData(operatorStoreQueryOptions(api, id));
            return null;
          },
          lazy: {
            Component: async () => (await import('./screens/store.tsx')).StoreScreen,
          },
        },
      ],
    },
  ];
}
