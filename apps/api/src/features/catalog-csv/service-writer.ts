import { productInputSchema } from '@vitrine/contract/catalog-office';
import { cleanStoreHtml } from '@vitrine/server/store-html';
import { eq } from 'drizzle-orm';
import { productVariations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { saveProduct } from '../catalog-office/product-writes.ts';
import { applyStockChange } from '../catalog-office/stock.ts';
import type { CatalogWriter } from './writer.ts';

/**
 * The import's writes through the catalog's one write service (features/catalog-office): the
 * same save, audit and stock ledger as the office's form. Inside the apply's batch transaction
 * (`db`), the save's own transaction is a savepoint.
 */
export function catalogWriter(deps: Pick<AppDeps, 'now' | 'config' | 'jobs'>): CatalogWriter {
  return {
    sanitize: cleanStoreHtml,
    async save(db, actor, input, productId) {
      // A new product counts against the store's limit, as one made in the office.
      const writes = { db, now: deps.now, limits: deps.config, jobs: deps.jobs };
      await saveProduct(writes, actor, productInputSchema.parse(input), {
        ...(productId ? { productId } : {}),
        initialStockReason: 'import',
        createAction: 'import',
      });
    },
    async setStock(db, actor, { variationId, from, to }) {
      // Locked, then compared with the count the plan saw: a sale between the two is never
      // overwritten, and the adjustment records exactly the difference.
      const [row] = await db
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.id, variationId))
        .for('update');
      if (!row || row.stock === null || row.stock === to) return null;
      if (row.stock !== from) return row.stock;
      await applyStockChange(db, actor, variationId, {
        mode: 'absolute',
        quantity: to,
        expected: from,
        reason: 'import',
      });
      return null;
    },
  };
}
