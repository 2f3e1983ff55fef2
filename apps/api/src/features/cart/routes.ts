import type { Feature } from '../../http/context.ts';
import { registerAddToCart } from './add-routes.ts';
import { registerCart } from './cart-routes.ts';

export const registerCartFeature: Feature = (app, deps) => {
  registerAddToCart(app, deps);
  registerCart(app, deps);
};
