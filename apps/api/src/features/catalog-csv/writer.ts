import type { ProductInput } from '@vitrine/contract/catalog-office';
import type { Database } from '../../db/client.ts';

/** Who an import writes as: its store and the seller who confirmed it (the audit's who). */
export type ImportActor = { storeId: string; sellerId: string | null };

/**
 * How an import writes the catalog: through the product write service the office's form uses
 * (one path for every product write, with its audit), never a second one. `db` is the apply's
 * batch transaction.
 */
export type CatalogWriter = {
  /** The description as the save stores it, to tell a file's unchanged text from a change. */
  sanitize: (html: string) => string;
  save: (
    db: Database,
    actor: ImportActor,
    input: ProductInput,
    productId: string | null,
  ) => Promise<void>;
  /**
   * Sets a variation's stock from `from` to `to` with an 'import' adjustment. Returns null when
   * set, or the count found instead of `from` (a sale or an adjustment came first: nothing set).
   */
  setStock: (
    db: Database,
    actor: ImportActor,
    change: { variationId: string; from: number; to: number },
  ) => Promise<number | null>;
};
