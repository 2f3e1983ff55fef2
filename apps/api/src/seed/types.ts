import type { SellerRole } from '@vitrine/domain/seller-roles';

/** A store the demo seed created; handed to seedCommerce so accounts and orders can follow. */
export type SeededStore = {
  id: string;
  slug: string;
  name: string;
  hosts: string[];
};

/** A demo login, printed at start and written in the README. */
export type DemoAccount =
  | { role: 'customer'; storeName: string; email: string; password: string }
  | { role: 'seller'; sellerRole: SellerRole; storeName: string; email: string; password: string }
  /** A seller invited and not yet in: no password until the first-access e-mail's link. */
  | {
      role: 'invited_seller';
      sellerRole: SellerRole;
      storeName: string;
      email: string;
      password: null;
    };
