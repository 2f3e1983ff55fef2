import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, products, productVariations, type ImageRef } from '../db/schema/index.ts';
import { COLORS } from './colors.ts';
import type { Glyph } from './images/glyphs.ts';
import { PRODUCT_SIZE, productSvg, type Palette } from './images/svg.ts';
import { random, slugify, writeAsset } from './util.ts';

// `seed --products N`: a large synthetic catalog for `pnpm bench:api`. Names are
// built from Portuguese words so full-text search has realistic work to do.

const NOUNS: [string, Glyph][] = [
  ['Camiseta', 'shirt'],
  ['Camisa', 'shirt'],
  ['Blusa', 'shirt'],
  ['Jaqueta', 'shirt'],
  ['Calça', 'trousers'],
  ['Bermuda', 'trousers'],
  ['Vestido', 'dress'],
  ['Saia', 'dress'],
  ['Tênis', 'shoe'],
  ['Sandália', 'shoe'],
  ['Bolsa', 'bag'],
  ['Mochila', 'bag'],
  ['Almofada', 'bed'],
  ['Toalha', 'bed'],
  ['Caneca', 'mug'],
  ['Xícara', 'mug'],
  ['Vaso', 'pot'],
  ['Cachepô', 'pot'],
  ['Luminária', 'lamp'],
  ['Quadro', 'frame'],
];
const STYLES = [
  'Básica',
  'Listrada',
  'Estampada',
  'Clássica',
  'Moderna',
  'Rústica',
  'Slim',
  'Vintage',
  'Minimalista',
  'Artesanal',
];
const MATERIALS = [
  'de Algodão',
  'de Linho',
  'de Couro',
  'de Cerâmica',
  'de Bambu',
  'de Lã',
  'de Seda',
  'de Juta',
  'de Vidro',
  'de Madeira',
];
const COLOR_NAMES = Object.keys(COLORS);
const BATCH = 1000;

export async function seedLargeCatalog(
  db: Database,
  options: {
    storeId: string;
    storeDir: string;
    count: number;
    palette: Palette;
    onProgress?: (done: number) => void;
  },
) {
  const cats = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, options.storeId), eq(categories.kind, 'product')));
  // Products go in the tree's leaves: a department holds categories, not products.
  const leaves = cats.filter((c) => !cats.some((other) => other.parentId === c.id));
  if (!leaves.length) throw new Error('seed --products: the store has no product category');
  // One picture per noun, shared by every generated product: 100k files would prove nothing.
  const pictures = new Map<string, ImageRef>(
    NOUNS.map(([noun, glyph]) => {
      const svg = productSvg({ name: noun, glyph, color: '#3b82c4', palette: options.palette });
      const src = writeAsset(options.storeDir, 'generated', `${slugify(noun)}.svg`, svg);
      return [noun, { src, ...PRODUCT_SIZE, alt: noun }];
    }),
  );
  const next = random(options.count);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const run = Date.now().toString(36).toUpperCase();
  const start = Date.now();
  for (let offset = 0; offset < options.count; offset += BATCH) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const variationRows: (typeof productVariations.$inferInsert)[] = [];
    for (let i = offset; i < Math.min(offset + BATCH, options.count); i += 1) {
      const [noun] = pick(NOUNS);
      const color = pick(COLOR_NAMES);
      const name = `${noun} ${pick(STYLES)} ${pick(MATERIALS)} ${color}`;
      const code = `G${run}-${i + 1}`;
      const id = crypto.randomUUID();
      const price = 1990 + Math.floor(next() * 600) * 100;
      productRows.push({
        id,
        storeId: options.storeId,
        kind: 'product' as const,
        code,
        slug: `${slugify(name)}-${code.toLowerCase()}`,
        name,
        description: `${name} feita com cuidado, ${pick(['confortável', 'resistente', 'leve', 'macia', 'durável'])} e ${pick(['fácil de combinar', 'pronta para presente', 'feita no Brasil', 'com garantia de 90 dias'])}.`,
        categoryId: pick(leaves).id,
        brand: pick(['Aurora', 'Passo Leve', 'Ateliê', 'Casa Nova', 'Terra']),
        images: [pictures.get(noun)!],
        createdAt: new Date(start - i * 1000),
      });
      for (const [position, size] of ['P', 'G'].entries()) {
        variationRows.push({
          storeId: options.storeId,
          productId: id,
          code: `${code}-${size}`,
          name: size,
          options: { Cor: color, Tamanho: size },
          priceCents: price + position * 1000,
          stock: Math.floor(next() * 30),
          position,
        });
      }
    }
    // The per-word search tables (migration 0046) are built once at the end, not moved by
    // every batch's products and then again by their variations' prices.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('vitrine.search_words_deferred', 'on', true)`);
      await tx.insert(products).values(productRows);
      await tx.insert(productVariations).values(variationRows);
    });
    options.onProgress?.(Math.min(offset + BATCH, options.count));
  }
  await db.execute(sql`select public.search_words_rebuild(${options.storeId}::uuid)`);
}
