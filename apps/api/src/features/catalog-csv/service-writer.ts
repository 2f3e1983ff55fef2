import { productInputSchema } from '@vitrine/contract/catalog-office';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../http/context.ts';
import { products, productVariations, stockAdjustments } from '../../db/schema/index.ts';
import type { CatalogWriter } from './writer.ts';

// INTERIM (until the product write service lands): the seam's writes done here directly.
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function catalogWriter(_deps: AppDeps): CatalogWriter {
  return {
    sanitize: (html) => html,
    async save(db, actor, raw, productId) {
      const input = productInputSchema.parse(raw);
      const slug = input.slug ?? slugify(input.name);
      const code = input.code ?? slug.toUpperCase().slice(0, 60);
      const values = {
        kind: input.kind,
        name: input.name,
        slug,
        code,
        description: input.description,
        brand: input.brand,
        categoryId: input.category_id,
        status: input.status,
        options: input.options,
        updatedAt: new Date(),
      };
      let id = productId;
      if (id) await db.update(products).set(values).where(eq(products.id, id));
      else {
        const [row] = await db
          .insert(products)
          .values({ ...values, storeId: actor.storeId })
          .returning({ id: products.id });
        id = row!.id;
      }
      const keep: string[] = [];
      for (const [position, v] of input.variations.entries()) {
        const fields = {
          code: v.code ?? `${code}-${position + 1}`,
          name: Object.values(v.options).join(' / ') || input.name,
          options: v.options,
          priceCents: Math.round(v.price * 100),
          compareAtPriceCents:
            v.compare_at_price === null ? null : Math.round(v.compare_at_price * 100),
          lowStockThreshold: v.low_stock_threshold,
          sold: v.sold,
          weightGrams: v.weight_grams,
          heightCm: v.height_cm,
          widthCm: v.width_cm,
          lengthCm: v.length_cm,
          position,
        };
        if (v._id) {
          await db.update(productVariations).set(fields).where(eq(productVariations.id, v._id));
          keep.push(v._id);
        } else {
          const [row] = await db
            .insert(productVariations)
            .values({ ...fields, storeId: actor.storeId, productId: id, stock: v.stock })
            .returning({ id: productVariations.id });
          keep.push(row!.id);
        }
      }
      await db
        .delete(productVariations)
        .where(and(eq(productVariations.productId, id), notInArray(productVariations.id, keep)));
    },
    async setStock(db, actor, variationId, to) {
      const [row] = await db
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.id, variationId))
        .for('update');
      const delta = to - (row?.stock ?? 0);
      if (delta === 0) return;
      await db
        .update(productVariations)
        .set({ stock: sql`${to}` })
        .where(eq(productVariations.id, variationId));
      await db.insert(stockAdjustments).values({
        storeId: actor.storeId,
        variationId,
        delta,
        stockAfter: to,
        reason: 'import',
        sellerId: actor.sellerId,
      });
    },
  };
}
