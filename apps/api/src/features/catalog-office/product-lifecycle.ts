import type { ProductStatus } from '@vitrine/contract/catalog-office';
import type { ParsedProductInput } from '@vitrine/contract/catalog-product-input';
import { and, eq } from 'drizzle-orm';
import { orderItems, products } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { fromCents, fromCentsOrNull } from '../../lib/money.ts';
import { toCatalogImage } from './images.ts';
import { fitsOptions, findStoreProduct, variationsOf } from './product-read.ts';
import { productSnapshot } from './product-snapshot.ts';
import { ensureRoom } from '../../lib/store-limits.ts';
import { invoicesEnabled, ncmRequired, needsNcm } from '../../lib/invoices.ts';
import { productFiscalOf } from '../../lib/product-fiscal.ts';
import { type CatalogDeps, saveProduct } from './product-writes.ts';

// Publish, archive, duplicate, delete: the moves around a product's life, each audited.

export const HAS_ORDERS_MESSAGE =
  'Este produto tem pedidos e não pode ser excluído: os pedidos guardam os itens. Arquive-o para tirá-lo da loja.';

export async function setProductStatus(
  deps: CatalogDeps,
  actor: AuditActor,
  id: string,
  status: ProductStatus,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findStoreProduct(tx, actor.storeId, id, { lock: true });
    if (before.status === status) return;
    // A store issuing invoices publishes no goods without an NCM.
    if (needsNcm({ ...before, status }) && (await invoicesEnabled(tx, actor.storeId))) {
      throw ncmRequired();
    }
    // Out of the archive, it counts against the store's limit again.
    if (before.status === 'archived' && deps.limits) {
      await ensureRoom(tx, deps.limits, actor.storeId, 'products');
    }
    await tx.update(products).set({ status, updatedAt: deps.now() }).where(eq(products.id, id));
    await recordAudit(tx, {
      ...actor,
      entity: 'product',
      entityId: id,
      action: 'status',
      before: { status: before.status },
      after: { status },
    });
  });
}

/**
 * A copy as a draft: the same fields and matrix, a new slug and code made from the name, new
 * SKUs (the original's with a suffix), no stock (units are counted, never copied).
 */
export async function duplicateProduct(
  deps: CatalogDeps,
  actor: AuditActor,
  id: string,
): Promise<string> {
  const product = await findStoreProduct(deps.db, actor.storeId, id);
  const variations = (await variationsOf(deps.db, id)).filter((row) =>
    fitsOptions(product.options, row),
  );
  const isService = product.kind === 'service';
  const input: ParsedProductInput = {
    kind: product.kind,
    name: `${product.name} (cópia)`,
    slug: undefined,
    code: undefined,
    description: product.description,
    brand: product.brand,
    category_id: product.categoryId,
    status: 'draft',
    featured: false,
    images: product.images.map((image) => toCatalogImage('', image)),
    options: product.options,
    fiscal: productFiscalOf(product),
    variations: variations.map((row) => ({
      options: row.options,
      price: fromCents(row.priceCents),
      compare_at_price: fromCentsOrNull(row.compareAtPriceCents),
      stock: isService ? null : 0,
      low_stock_threshold: row.lowStockThreshold,
      sold: row.sold,
      weight_grams: row.weightGrams,
      height_cm: row.heightCm,
      width_cm: row.widthCm,
      length_cm: row.lengthCm,
    })),
  };
  return saveProduct(deps, actor, input, { createAction: 'duplicate' });
}

/** Deletes a product no order ever held; one with orders is archived instead (409 says so). */
export async function deleteProduct(deps: CatalogDeps, actor: AuditActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const product = await findStoreProduct(tx, actor.storeId, id, { lock: true });
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) throw conflict('product_has_orders', HAS_ORDERS_MESSAGE);
    const variations = await variationsOf(tx, id);
    await tx.delete(products).where(and(eq(products.id, id), eq(products.storeId, actor.storeId)));
    await recordAudit(tx, {
      ...actor,
      entity: 'product',
      entityId: id,
      action: 'delete',
      before: productSnapshot(product, variations),
      after: null,
    });
  });
}
