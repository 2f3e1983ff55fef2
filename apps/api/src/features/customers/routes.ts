import type { Feature } from '../../http/context.ts';
import { registerAccountRoutes } from '../auth/account-routes.ts';
import { registerValidateRoute } from '../auth/validate-routes.ts';
import { registerProfile } from './profile-routes.ts';
import { registerSignUp } from './sign-up-routes.ts';

const TAG = 'Contas de clientes';

/** spec §2 /login/* and /minha-conta/meus-dados, /minha-senha; §7 POST /api/validate_user. */
export const registerCustomers: Feature = (app, deps) => {
  registerSignUp(app, deps);
  registerAccountRoutes(app, deps, 'customer', {
    base: '/customers',
    logout: '/customers/logout',
    tag: TAG,
  });
  registerValidateRoute(app, deps, 'customer', '/api/validate_user', TAG);
  registerProfile(app, deps);
};
