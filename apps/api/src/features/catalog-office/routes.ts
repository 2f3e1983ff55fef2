import type { Feature } from '../../http/context.ts';
import { registerCatalogCategories } from './category-routes.ts';
import { registerCatalogHistory } from './history-routes.ts';
import { registerCatalogProducts } from './product-routes.ts';
import { registerCatalogStock } from './stock-routes.ts';

/** The seller's catalog (office): products and services, categories, stock, history. */
export const registerCatalogOffice: Feature = (app, deps) => {
  registerCatalogProducts(app, deps);
  registerCatalogHistory(app, deps);
  registerCatalogCategories(app, deps);
  registerCatalogStock(app, deps);
};
