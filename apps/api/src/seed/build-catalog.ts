import type { Database } from '../db/client.ts';
import {
  categories,
  products,
  productSlugRedirects,
  productVariations,
} from '../db/schema/index.ts';
import { toCents } from '../lib/money.ts';
import type { CatalogDef, ProductDef } from './catalog-types.ts';
import type { Glyph } from './images/glyphs.ts';
import type { Palette } from './images/svg.ts';
import { paint } from './pictures.ts';
import { random, slugify } from './util.ts';

type Context = { db: Database; storeId: string; prefix: string; dir: string; palette: Palette };
type Category = { id: string; glyph: Glyph; color: string };

const HOUR = 3_600_000;

/** Inserts a store's demo catalog: categories, products with variations, services, pictures. */
export async function buildCatalog(ctx: Context, catalog: CatalogDef, now: Date) {
  // The tree first: departments, then the categories under them, each in the catalog's order.
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
  const departmentId = (slug: string) => {
    const found = departments.find((d) => d.slug === slug);
    if (!found) throw new Error(`seed: unknown department ${slug}`);
    return found.id;
  };
  const rows = await ctx.db
    .insert(categories)
    .values([
      ...catalog.productCategories.map((c) => ({
        storeId: ctx.storeId,
        kind: 'product' as const,
        slug: c.slug,
        name: c.name,
        parentId: departmentId(c.department),
        position: catalog.productCategories
          .filter((other) => other.department === c.department)
          .indexOf(c),
      })),
      ...catalog.serviceCategories.map((c) => ({
        storeId: ctx.storeId,
        kind: 'service' as const,
        slug: c.slug,
        name: c.name,
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
  const next = random([...ctx.prefix].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
  const items = [
    ...catalog.products.map((def) => ({ def, kind: 'product' as const })),
    ...catalog.services.map((def) => ({
      def: { ...def, brand: '' } as ProductDef,
      kind: 'service' as const,
    })),
  ];
  const productRows = [];
  const variationRows = [];
  const redirectRows = [];
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
    const productId = crypto.randomUUID();
    productRows.push({
      id: productId,
      storeId: ctx.storeId,
      kind,
      code,
      slug,
      name: def.name,
      description: def.description,
      categoryId: category.id,
      brand: def.brand,
      images: [...pictures.values()],
      featured: def.featured ?? false,
      // The first entries of a catalog are its newest arrivals.
      createdAt: new Date(now.getTime() - index * 3 * HOUR),
    });
    redirectRows.push(
      ...(def.formerSlugs ?? []).map((oldSlug) => ({ storeId: ctx.storeId, oldSlug, productId })),
    );
    const variations =
      kind === 'service' ? [{ color: undefined, size: undefined, step: 0 }] : combinations(def);
    const stocks = kind === 'service' ? [null] : stockFor(def, variations.length, next);
    variationRows.push(
      ...variations.map((v, position) => ({
        storeId: ctx.storeId,
        productId,
        code: `${code}-${String(position + 1).padStart(2, '0')}`,
        name:
          [v.color, v.size].filter(Boolean).join(' / ') ||
          (kind === 'service' ? 'Serviço' : 'Único'),
        options: {
          ...(v.color ? { Cor: v.color } : {}),
          ...(v.size ? { [def.sizes?.name ?? 'Tamanho']: v.size } : {}),
        },
        priceCents: toCents(def.price + v.step),
        compareAtPriceCents: def.compareAt ? toCents(def.compareAt + v.step) : null,
        stock: stocks[position] ?? null,
        images: [pictures.get(v.color ?? '') ?? [...pictures.values()][0]!],
        position,
      })),
    );
  }
  await ctx.db.insert(products).values(productRows);
  await ctx.db.insert(productVariations).values(variationRows);
  if (redirectRows.length) await ctx.db.insert(productSlugRedirects).values(redirectRows);
  return {
    products: catalog.products.length,
    services: catalog.services.length,
    variations: variationRows.length,
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
