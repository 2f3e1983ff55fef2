import { useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { roleMayUse, type OfficeArea } from '@vitrine/domain/seller-roles';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useApi } from './api-context.tsx';
import type { RouteDeps } from './route-deps.ts';

// What the logged seller's role lets them open. The role is the API's (GET /sellers/me, read
// from the database there); the API refuses the same areas with 403 `role_forbidden`, so
// hiding here is for the seller's sake, not the store's safety.

/** The router's answer to a screen the role may not open: ErrorPage says so in pt-BR. */
export const FORBIDDEN_STATUS = 403;

/** Whether the logged seller's role may use `area` (the menu, the home's cards). */
export function useMayUse(area: OfficeArea): boolean {
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(useApi()));
  return roleMayUse(profile.role, area);
}

/** True for the API's refusal of a role (a role changed while the page was open). */
export function isRoleRefusal(error: unknown): boolean {
  const refusal = toApiError(error);
  return refusal.status === FORBIDDEN_STATUS && refusal.code === 'role_forbidden';
}

/**
 * The routes of an area, each loader first checking the role: a seller who may not use it gets
 * the "Você não tem permissão" screen, and none of the area's data is asked for. Each route
 * checks on its own (not a parent route's loader) because a parent's loader runs beside its
 * children's, not before them.
 */
export function onlyFor(
  area: OfficeArea,
  { api, queryClient }: RouteDeps,
  routes: RouteObject[],
): RouteObject[] {
  return routes.map((route) => {
    const loader = route.loader;
    return {
      ...route,
      loader: async (args: LoaderFunctionArgs) => {
        const profile = await queryClient.ensureQueryData(sellerProfileQueryOptions(api));
        if (!roleMayUse(profile.role, area)) {
          throw data('Sem permissão', { status: FORBIDDEN_STATUS });
        }
        return typeof loader === 'function' ? loader(args) : null;
      },
    } as RouteObject;
  });
}
