import type { Feature } from '../../http/context.ts';
import { registerAccountRoutes } from '../auth/account-routes.ts';
import { registerValidateRoute } from '../auth/validate-routes.ts';
import { registerSellerProfile } from './profile-routes.ts';

const TAG = 'Vendedores';

/**
 * spec §2 /vendedor/login/* and /vendedor/minha-conta/*; §7 POST /api/validate_seller and
 * POST {auth service}/api/sellers/logout. Sellers are invited (seed or back office), not
 * signed up: a seller without a password gets a first-access link from recover-access.
 */
export const registerSellers: Feature = (app, deps) => {
  registerAccountRoutes(app, deps, 'seller', {
    base: '/sellers',
    logout: '/api/sellers/logout',
    tag: TAG,
  });
  registerValidateRoute(app, deps, 'seller', '/api/validate_seller', TAG);
  registerSellerProfile(app, deps);
};
