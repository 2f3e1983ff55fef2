import { productInputSchema, type ProductInput } from '@vitrine/contract/catalog-product-input';
import type { Database } from '../db/client.ts';
import { categories, productSlugRedirects } from '../db/schema/index.ts';
import { toCatalogImage } from '../features/catalog-office/images.ts';
import { saveProduct } from '../features/catalog-office/product-writes.ts';
import type { CatalogDef, ProductDef } from './catalog-types.ts';
import type { Glyph } from './images/glyphs.ts';
import type { Palette } from './images/svg.ts';
import { paint } from './pictures.ts';
import { random, slugify } from './util.ts';

type Context = { db: Database; storeId: string; prefix: string; dir: string; palette: Palette };
type Category = { id: string; glyph: Glyph; color: string };

const HOUR = 3_600_000;

/**
 * The category tree: departments first, then their product categories under them in order,
 * then the service categories (flat: /servicos/{slug}). Every slug the demo always had stays.
 */
async function insertCategories(ctx: Context, catalog: CatalogDef) {
  const departments = await ctx.db
    .insert(categories)
    .values(
      catalog.departments.map((d, position) => ({
        storeId: ctx.storeId,
        kind: 'product' as const,
        slug: d.slug,
        name: d.name,
        position,
      })),
    )
    .returning();
  const parentOf = (slug: string) => {
    const index = catalog.departments.findIndex((d) => d.categories.includes(slug));
    if (index < 0) throw new Error(`seed: category ${slug} is in no department`);
    const department = catalog.departments[index]!;
    return { parentId: departments[index]!.id, position: department.categories.indexOf(slug) };
  };
  const rows = await ctx.db
    .insert(categories)
    .values([
      ...catalog.productCategories.map((c) => ({
        storeId: ctx.storeId,
        kind: 'product' as const,
        slug: c.slug,
        name: c.name,
        ...parentOf(c.slug),
      })),
      ...catalog.serviceCategories.map((c, position) => ({
        storeId: ctx.storeId,
        kind: 'service' as const,
        slug: c.slug,
        name: c.name,
        position,
      })),
    ])
    .returning();
  const byKey = new Map<string, Category>();
  for (const row of rows) {
    const def = catalog.productCategories.find(
      (c) => c.slug === row.slug && row.kind === 'product',
    );
    byKey.set(`${row.kind}:${row.slug}`, {
      id: row.id,
      glyph: def?.glyph ?? 'service',
      color: def?.color ?? '#1f3a5f',
    });
  }
  return byKey;
}

/**
 * Inserts a store's demo catalog: the category tree, then each product and service through
 * the office's own saveProduct (parsed by the contract first), so the seed and the office
 * write one catalog one way.
 */
export async function buildCatalog(ctx: Context, catalog: CatalogDef, now: Date) {
  const byKey = await insertCategories(ctx, catalog);
  const next = random([...ctx.prefix].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
  const items = [
    ...catalog.products.map((def) => ({ def, kind: 'product' as const })),
    ...catalog.services.map((def) => ({
      def: { ...def, brand: '' } as ProductDef,
      kind: 'service' as const,
    })),
  ];
  const deps = { db: ctx.db, now: () => now };
  const actor = { storeId: ctx.storeId, sellerId: null };
  let variations = 0;
  for (const [index, { def, kind }] of items.entries()) {
    const category = byKey.get(`${kind}:${def.category}`);
    if (!category) throw new Error(`seed: unknown category ${def.category}`);
    const code =
      kind === 'product'
        ? `${ctx.prefix}-${String(index + 1).padStart(4, '0')}`
        : `${ctx.prefix}-S${String(index + 1).padStart(3, '0')}`;
    const slug = slugify(def.name);
    const pictures = paint(
      { ...ctx, ...category, glyph: def.glyph ?? category.glyph },
      def,
      kind,
      slug,
    );
    const input = productInput(def, kind, { code, slug, categoryId: category.id, next });
    input.images = [...pictures].map(([color, ref]) => ({
      ...toCatalogImage('', ref),
      ...(color ? { color } : {}),
    }));
    variations += input.variations.length;
    const productId = await saveProduct(deps, actor, productInputSchema.parse(input), {
      // The first entries of a catalog are its newest arrivals.
      createdAt: new Date(now.getTime() - index * 3 * HOUR),
      initialStockReason: 'inventory',
    });
    if (def.formerSlugs?.length) {
      await ctx.db
        .insert(productSlugRedirects)
        .values(def.formerSlugs.map((oldSlug) => ({ storeId: ctx.storeId, oldSlug, productId })));
    }
  }
  return { products: catalog.products.length, services: catalog.services.length, variations };
}

/** A demo entry as the office would send it: options, the colour × size matrix, stock. */
function productInput(
  def: ProductDef,
  kind: 'product' | 'service',
  at: { code: string; slug: string; categoryId: string; next: () => number },
): ProductInput {
  const combos =
    kind === 'service' ? [{ color: undefined, size: undefined, step: 0 }] : combinations(def);
  const stocks = kind === 'service' ? [null] : stockFor(def, combos.length, at.next);
  const sizeName = def.sizes?.name ?? 'Tamanho';
  return {
    kind,
    name: def.name,
    slug: at.slug,
    code: at.code,
    description: def.description,
    brand: def.brand,
    category_id: at.categoryId,
    status: 'active',
    featured: def.featured ?? false,
    options: [
      ...(def.colors?.length && kind === 'product' ? [{ name: 'Cor', values: def.colors }] : []),
      ...(def.sizes?.values.length && kind === 'product'
        ? [{ name: sizeName, values: def.sizes.values }]
        : []),
    ],
    variations: combos.map((v, position) => ({
      code: `${at.code}-${String(position + 1).padStart(2, '0')}`,
      options: {
        ...(v.color ? { Cor: v.color } : {}),
        ...(v.size ? { [sizeName]: v.size } : {}),
      },
      price: Math.round((def.price + v.step) * 100) / 100,
      compare_at_price: def.compareAt ? Math.round((def.compareAt + v.step) * 100) / 100 : null,
      stock: stocks[position] ?? null,
    })),
  };
}

function combinations(def: ProductDef) {
  const colors = def.colors?.length ? def.colors : [undefined];
  const sizes = def.sizes?.values.length ? def.sizes.values : [undefined];
  return colors.flatMap((color) =>
    sizes.map((size, i) => ({ color, size, step: (def.sizes?.step ?? 0) * i })),
  );
}

/** Mostly well stocked, about one in ten sold out; 'low' and 'sold-out' as the entry asks. */
function stockFor(def: ProductDef, count: number, next: () => number): number[] {
  if (def.stock === 'sold-out') return Array.from<number>({ length: count }).fill(0);
  const stocks = Array.from<unknown, number>({ length: count }, () =>
    next() < 0.1 ? 0 : 1 + Math.floor(next() * 40),
  );
  if (def.stock === 'low') stocks[0] = 3;
  if (!stocks.some((stock) => stock > 0)) stocks[count - 1] = 12;
  return stocks;
}
