import type { Feature } from '../../http/context.ts';
import { registerSellerCoupons } from './seller-routes.ts';
import { registerCartCoupon } from './shopper-routes.ts';

export const registerCoupons: Feature = (app, deps) => {
  registerCartCoupon(app, deps);
  registerSellerCoupons(app, deps);
};
