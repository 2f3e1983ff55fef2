import type { Feature } from '../features.ts';
import { registerAddresses } from './addresses/routes.ts';
import { registerAuth } from './auth/index.ts';
import { registerCartFeature } from './cart/index.ts';
import { registerCep } from './cep/routes.ts';
import { registerCheckout } from './checkout/routes.ts';
import { registerCustomers } from './customers/index.ts';
import { registerDevices } from './devices/routes.ts';
import { registerEmail } from './email/index.ts';
import { registerOrders } from './orders/routes.ts';
import { registerPayments } from './payments/index.ts';
import { registerSales } from './sales/routes.ts';
import { registerSellers } from './sellers/index.ts';

/** The accounts and commerce half of the API, in the order /openapi.json lists them. */
export const accountsCommerceFeatures: Feature[] = [
  registerAuth,
  registerCustomers,
  registerDevices,
  registerAddresses,
  registerCep,
  registerCartFeature,
  registerCheckout,
  registerOrders,
  registerPayments,
  registerSellers,
  registerSales,
  registerEmail,
];
