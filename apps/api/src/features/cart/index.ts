import type { Router } from '../../http/context.ts';
import { registerAddToCart } from './add-route.ts';
import { registerCart } from './routes.ts';

export function registerCartFeature(app: Router) {
  registerAddToCart(app);
  registerCart(app);
}
