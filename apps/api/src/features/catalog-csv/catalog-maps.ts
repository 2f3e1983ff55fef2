import type { StoredProduct } from './plan.ts';
import type { ImportRow } from './read-rows.ts';

// The stored products a file's rows may touch, as maps by what a row names them by. No
// database here (stored.ts reads them): the check's worker thread builds these too.

/**
 * The store's products the rows name, by product code, by slug or through a SKU. Codes and SKUs
 * are keyed in upper case, as the contract's skuSchema stores them (a row's "cam-1" is CAM-1).
 */
export type StoredCatalog = {
  byId: Map<string, StoredProduct>;
  byCode: Map<string, StoredProduct>;
  bySlug: Map<string, StoredProduct>;
  bySku: Map<string, StoredProduct>;
};

/** The keys a set of rows names products by (each as written and in upper case). */
export type StoredKeys = { skus: string[]; codes: string[]; slugs: string[] };

export const emptyCatalog = (): StoredCatalog => ({
  byId: new Map(),
  byCode: new Map(),
  bySlug: new Map(),
  bySku: new Map(),
});

/** Adds products (read whole, with every variation) to `catalog`; one read twice counts once. */
export function addToCatalog(catalog: StoredCatalog, found: StoredProduct[]): void {
  for (const product of found) {
    if (catalog.byId.has(product.id)) continue;
    catalog.byId.set(product.id, product);
    catalog.byCode.set(product.code.toUpperCase(), product);
    catalog.bySlug.set(product.slug, product);
    for (const variation of product.variations) {
      catalog.bySku.set(variation.code.toUpperCase(), product);
    }
  }
}

/** The keys of `rows` (each as written and in upper case: older rows may not be upper case). */
export function keysOf(rows: ImportRow[], slugs: (string | undefined)[]): StoredKeys {
  const both = (key: 'sku' | 'code') =>
    rows.flatMap((row) => (row[key] ? [row[key], row[key].toUpperCase()] : []));
  return {
    skus: both('sku'),
    codes: both('code'),
    slugs: slugs.filter((slug): slug is string => !!slug),
  };
}
