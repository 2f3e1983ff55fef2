import type { Feature } from '../../http/context.ts';
import { registerAddToCart } from './add-route.ts';
import { registerCart } from './routes.ts';

export const registerCartFeature: Feature = (app, deps) => {
  registerAddToCart(app, deps);
  registerCart(app, deps);
};
