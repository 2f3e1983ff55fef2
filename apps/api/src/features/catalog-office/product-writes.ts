import type { ParsedProductInput } from '@vitrine/contract/catalog-product-input';
import { cleanStoreHtml } from '@vitrine/server/store-html';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  products,
  productSlugRedirects,
  type StockReason,
} from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { ensureRoom, type StoreLimits } from '../../lib/store-limits.ts';
import { invoicesEnabled, ncmRequired, needsNcm } from '../../lib/invoices.ts';
import { fiscalColumnsOf, NO_FISCAL } from '../../lib/product-fiscal.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { FAVOURITES_PRICE_CHECK } from '../../jobs/queues.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { imageRefsFor } from '../images/refs.ts';
import { toStoredImage } from './images.ts';
import { saveMatrix, SKU_TAKEN } from './product-matrix.ts';
import { findStoreProduct, type ProductRow, variationsOf } from './product-read.ts';
import { productSnapshot } from './product-snapshot.ts';
import { firstFree, slugify } from '../../lib/slugs.ts';

// The one way a product or service is written: the office's create and edit, the duplicate,
// the CSV import and the demo seed all call saveProduct, so they cannot drift apart. No HTTP
// here: callers pass who writes (store, seller) and the parsed contract input.

/**
 * `limits`: the store's limits (STORE_MAX_*), where a write may add a product; absent: none.
 * `jobs`: where a price change queues its favourites' check (features/favourites/price-drop.ts);
 * absent (the demo seed, a duplicate): no product of theirs is anyone's favourite yet.
 */
export type CatalogDeps = {
  db: Database;
  now: () => Date;
  limits?: StoreLimits;
  jobs?: JobSender;
};

export type SaveProductOptions = {
  /** The product to replace; absent: a new one. */
  productId?: string;
  /**
   * The store's assets base (assetsBaseUrl) when the images come from the office: each must be
   * an upload of this store or one the product already has. Absent: the API's own callers.
   */
  assetsBase?: string;
  /** The reason of a new variation's initial stock row ('receipt'; 'import' from a CSV). */
  initialStockReason?: StockReason;
  /** The audit action of a new product ('create'; 'duplicate', 'import'). */
  createAction?: string;
  /** A new product's creation time (the demo seed spreads its arrivals); default now. */
  createdAt?: Date;
};

export const CATALOG_MESSAGES = {
  slugTaken: (slug: string) =>
    `O endereço "${slug}" já é usado por outro produto desta loja. Escolha outro.`,
  codeTaken: (code: string) => `O código ${code} já é usado por outro produto desta loja.`,
  changed:
    'Este produto foi alterado por outra pessoa desde que você abriu esta tela. Recarregue a página para ver as mudanças antes de salvar.',
  category: 'Categoria não encontrada nesta loja.',
  kind: 'Não é possível transformar um produto em serviço (ou o contrário).',
} as const;

async function checkCategory(tx: Database, storeId: string, input: ParsedProductInput) {
  if (input.category_id === null) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.id, input.category_id),
        eq(categories.storeId, storeId),
        eq(categories.kind, input.kind),
      ),
    );
  if (!row) throw badRequest('category_not_found', CATALOG_MESSAGES.category);
}

/** A made name gets the first free suffix; a name the seller chose is refused when taken. */
async function chooseUnique(
  tx: Database,
  storeId: string,
  column: typeof products.slug | typeof products.code,
  wanted: { value: string; made: boolean },
  exceptId: string | undefined,
  refuse: () => Error,
) {
  const rows = await tx
    .select({ value: column })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        or(eq(column, wanted.value), like(column, `${wanted.value}-%`)),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  const taken = rows.map((row) => row.value);
  if (!wanted.made && taken.includes(wanted.value)) throw refuse();
  return firstFree(wanted.value, taken);
}

/** Creates (no productId) or replaces a product and its matrix, audited, in one transaction. */
export async function saveProduct(
  deps: CatalogDeps,
  actor: AuditActor,
  input: ParsedProductInput,
  options: SaveProductOptions = {},
): Promise<string> {
  try {
    return await deps.db.transaction((tx) =>
      write(tx, deps.now(), actor, input, { ...options, limits: deps.limits, jobs: deps.jobs }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'products_store_slug_uq')) {
      throw conflict('slug_taken', CATALOG_MESSAGES.slugTaken(input.slug ?? slugify(input.name)));
    }
    if (isUniqueViolation(error, 'products_store_code_uq')) {
      throw conflict('code_taken', CATALOG_MESSAGES.codeTaken(input.code ?? ''));
    }
    if (isUniqueViolation(error, 'variations_store_code_uq')) {
      throw conflict('sku_taken', SKU_TAKEN(input.variations.map((v) => v.code ?? '').join(', ')));
    }
    throw error;
  }
}

async function write(
  tx: Database,
  now: Date,
  actor: AuditActor,
  input: ParsedProductInput,
  options: SaveProductOptions & {
    limits?: StoreLimits | undefined;
    jobs?: JobSender | undefined;
  },
): Promise<string> {
  const { storeId } = actor;
  const existing = options.productId
    ? await findStoreProduct(tx, storeId, options.productId, { lock: true })
    : null;
  // A new product counts against the store's limit (an archived one does not).
  if (!existing && options.limits && input.status !== 'archived') {
    await ensureRoom(tx, options.limits, storeId, 'products');
  }
  if (
    existing &&
    input.expected_updated_at &&
    existing.updatedAt.getTime() !== new Date(input.expected_updated_at).getTime()
  ) {
    throw conflict('product_changed', CATALOG_MESSAGES.changed);
  }
  if (existing && existing.kind !== input.kind)
    throw badRequest('kind_mismatch', CATALOG_MESSAGES.kind);
  const oldVariations = existing ? await variationsOf(tx, existing.id) : [];
  await checkCategory(tx, storeId, input);
  const slug = await chooseUnique(
    tx,
    storeId,
    products.slug,
    input.slug
      ? { value: input.slug, made: false }
      : { value: existing?.slug ?? (slugify(input.name) || 'produto'), made: !existing },
    existing?.id,
    () => conflict('slug_taken', CATALOG_MESSAGES.slugTaken(input.slug ?? '')),
  );
  const code = await chooseUnique(
    tx,
    storeId,
    products.code,
    input.code
      ? { value: input.code, made: false }
      : { value: existing?.code ?? slug.toUpperCase().slice(0, 40), made: !existing },
    existing?.id,
    () => conflict('code_taken', CATALOG_MESSAGES.codeTaken(input.code ?? '')),
  );
  // The office's images are checked to be this store's (an upload, or one the product had);
  // the API's own callers pass images the catalog already holds.
  const images = options.assetsBase
    ? await imageRefsFor(
        tx,
        { storeId, base: options.assetsBase, current: existing?.images ?? [] },
        input.images,
      )
    : input.images.map(toStoredImage);
  // Absent from the input, the stored fiscal data stays (a form or file without them).
  const fiscal = input.fiscal ? fiscalColumnsOf(input.fiscal) : (existing ?? NO_FISCAL);
  if (needsNcm({ ...input, ncm: fiscal.ncm }) && (await invoicesEnabled(tx, storeId))) {
    throw ncmRequired();
  }
  const values = {
    kind: input.kind,
    code,
    slug,
    name: input.name,
    description: cleanStoreHtml(input.description),
    brand: input.brand,
    categoryId: input.category_id,
    status: input.status,
    featured: input.featured,
    images,
    options: input.kind === 'service' ? [] : input.options,
    ncm: fiscal.ncm,
    origin: fiscal.origin,
    cest: fiscal.cest,
    fiscalCfop: fiscal.fiscalCfop,
    fiscalIcmsCode: fiscal.fiscalIcmsCode,
    fiscalPisCst: fiscal.fiscalPisCst,
    fiscalCofinsCst: fiscal.fiscalCofinsCst,
    updatedAt: now,
  };
  const [product] = existing
    ? await tx.update(products).set(values).where(eq(products.id, existing.id)).returning()
    : await tx
        .insert(products)
        .values({ ...values, storeId, createdAt: options.createdAt ?? now })
        .returning();
  if (!product) throw new Error('product write returned nothing');
  await moveSlug(tx, product, existing?.slug);
  const variations = await saveMatrix(tx, product, input, oldVariations, {
    images: values.images,
    actor,
    initialStockReason: options.initialStockReason ?? 'receipt',
  });
  if (existing && options.jobs) await checkFavouritesOnPriceChange(tx, options.jobs, existing);
  await recordAudit(tx, {
    ...actor,
    entity: 'product',
    entityId: product.id,
    action: existing ? 'update' : (options.createAction ?? 'create'),
    before: existing ? productSnapshot(existing, oldVariations) : null,
    after: productSnapshot(product, variations),
  });
  return product.id;
}

/**
 * The shelf price (the cheapest sold variation, kept by migration 0010's triggers) after the
 * matrix was saved: changed, the product's favourites are measured against it by a job queued
 * in this transaction (features/favourites/price-drop.ts: a drop e-mailed once to each shopper
 * who asked). Up or down alike: a rise moves the favourites' marks up, so a later fall is news.
 */
async function checkFavouritesOnPriceChange(tx: Database, jobs: JobSender, before: ProductRow) {
  const [after] = await tx
    .select({ price: products.shelfPriceCents })
    .from(products)
    .where(eq(products.id, before.id));
  if (!after || after.price === before.shelfPriceCents) return;
  await jobs.enqueue(
    tx,
    FAVOURITES_PRICE_CHECK,
    { productId: before.id },
    { singletonKey: before.id },
  );
}

/**
 * The old URL answers 301 to the new one (the storefront reads product_slug_redirects); a
 * slug a product takes is its own again, never a redirect to another.
 */
async function moveSlug(tx: Database, product: ProductRow, oldSlug: string | undefined) {
  await tx
    .delete(productSlugRedirects)
    .where(
      and(
        eq(productSlugRedirects.storeId, product.storeId),
        eq(productSlugRedirects.oldSlug, product.slug),
      ),
    );
  if (oldSlug === undefined || oldSlug === product.slug) return;
  await tx
    .insert(productSlugRedirects)
    .values({ storeId: product.storeId, oldSlug, productId: product.id })
    .onConflictDoUpdate({
      target: [productSlugRedirects.storeId, productSlugRedirects.oldSlug],
      set: { productId: sql`excluded.product_id`, createdAt: sql`now()` },
    });
}
