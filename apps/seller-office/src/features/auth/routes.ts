import type { LoggedAccount } from '@vitrine/contract/auth';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { sellerQuery } from '../../app/seller-area.tsx';
import { LOGIN_PATH } from '../../lib/paths.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { sellerFirstAccessQueryOptions } from '@vitrine/api-client/queries/get-seller-first-access';
import { confirmEmailLink } from './api/confirm-email.ts';
import { returnTarget } from './api/return-target.ts';

/**
 * spec §2 /vendedor/login/*, and the confirmation e-mail's link: public screens. Each names the
 * host's store (loaded with the route); a seller already logged in skips the login.
 */
export function authRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  const store = () => queryClient.ensureQueryData(currentStoreQueryOptions(api));
  return [
    {
      path: LOGIN_PATH,
      loader: async ({ request }: LoaderFunctionArgs) => {
        const seller = await queryClient.ensureQueryData<LoggedAccount | null>(sellerQuery);
        if (seller) throw redirect(returnTarget(new URL(request.url).searchParams));
        await store();
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/login.tsx')).LoginScreen,
      },
    },
    {
      path: `${LOGIN_PATH}/criar-senha/:token`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        await Promise.all([
          store(),
          queryClient.ensureQueryData(sellerFirstAccessQueryOptions(api, params.token ?? '')),
        ]);
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/create-password.tsx')).CreatePasswordScreen,
      },
    },
    {
      path: `${LOGIN_PATH}/recuperar-acesso`,
      loader: async () => {
        await store();
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/recover-access.tsx')).RecoverAccessScreen,
      },
    },
    {
      // The link of a new store's confirmation e-mail (the API's CONFIRM_EMAIL_PATH): public,
      // used up as the screen loads, and never again by itself (a second try says "used").
      path: '/vendedor/confirmar-email/:token',
      loader: async ({ params }: LoaderFunctionArgs) => {
        const [seller] = await Promise.all([
          queryClient.ensureQueryData<LoggedAccount | null>(sellerQuery),
          store(),
        ]);
        return confirmEmailLink(api, queryClient, params.token ?? '', seller);
      },
      shouldRevalidate: () => false,
      lazy: {
        Component: async () => (await import('./screens/confirm-email.tsx')).ConfirmEmailScreen,
      },
    },
    {
      path: `${LOGIN_PATH}/logout`,
      lazy: {
        Component: async () => (await import('./screens/logout.tsx')).LogoutScreen,
      },
    },
  ];
}
