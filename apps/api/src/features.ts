import type { AppDeps, Router } from './http/context.ts';
import { registerAssets } from './features/assets/routes.ts';
import { registerItems } from './features/catalog/item-routes.ts';
import { registerListings } from './features/catalog/listing-routes.ts';
import { registerPages } from './features/pages/routes.ts';
import { registerStores } from './features/stores/routes.ts';
import { accountsCommerceFeatures } from './features/accounts-commerce.ts';

/**
 * Every feature registers its routes here, in one list, so the app and /openapi.json see the
 * same set. A feature module exports `register(app, deps)`.
 */
export type Feature = (app: Router, deps: AppDeps) => void;

export const features: Feature[] = [
  registerStores,
  registerItems,
  registerListings,
  registerPages,
  registerAssets,
  ...accountsCommerceFeatures,
];
