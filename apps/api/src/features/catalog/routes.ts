import type { Feature } from '../../http/context.ts';
import { registerItems } from './item-routes.ts';
import { registerListings } from './listing-routes.ts';
import { registerShelves } from './shelf-routes.ts';

/** The storefront's public catalog: a product or service by slug, listings and search, shelves. */
export const registerCatalog: Feature = (app, deps) => {
  registerItems(app, deps);
  registerListings(app, deps);
  registerShelves(app, deps);
};
