import type { ParsedProductInput } from '@vitrine/contract/catalog-product-input';
import type { ParsedVariationInput } from '@vitrine/contract/catalog-variations';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariations, type StockReason } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { toCents } from '../../lib/money.ts';
import { recordStockMoves } from '../../lib/stock-ledger.ts';
import {
  orderedVariationIds,
  type ProductRow,
  type VariationRow,
  variationsOf,
} from './product-read.ts';
import type { StoredImage } from './images.ts';
import { firstFree } from '../../lib/slugs.ts';

// The variation matrix of one save: which rows stay (matched by id, else by SKU), which are new,
// which left. A variation that left is deleted when no order holds it, else switched off
// (sold=false) and kept for its orders. Stock is never set here for an existing variation.

type Match = { input: ParsedVariationInput; row: VariationRow | undefined };

function match(input: ParsedVariationInput[], old: VariationRow[]): Match[] {
  const byId = new Map(old.map((row) => [row.id, row]));
  const byCode = new Map(old.map((row) => [row.code, row]));
  const used = new Set<string>();
  return input.map((variation) => {
    const row = variation._id ? byId.get(variation._id) : byCode.get(variation.code ?? '');
    if (variation._id && !row) {
      throw badRequest(
        'variation_unknown',
        'Uma das variações não pertence a este produto. Recarregue a página e tente de novo.',
      );
    }
    if (row && used.has(row.id)) {
      throw badRequest('variation_repeated', `A variação ${row.code} aparece duas vezes.`);
    }
    if (row) used.add(row.id);
    return { input: variation, row };
  });
}

export const SKU_TAKEN = (sku: string) =>
  `O SKU ${sku} já é usado em outro produto desta loja. Escolha outro.`;

/**
 * A 409 sku_taken whose details name the field of each variation holding the SKU
 * (`variations.N.code`, the form's own path), so the form shows it beside that input.
 */
function skuTaken(message: string, sku: string, codes: string[]) {
  const details = codes.flatMap((code, index) =>
    code === sku ? [{ path: `variations.${index}.code`, message }] : [],
  );
  return conflict('sku_taken', message, details);
}

/** The SKU each variation will have: the seller's, its current one, or one made from the code. */
async function assignCodes(tx: Database, product: ProductRow, matches: Match[]) {
  const made = await tx
    .select({ code: productVariations.code })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.storeId, product.storeId),
        like(productVariations.code, `${product.code}-%`),
      ),
    );
  const taken = new Set(made.map((row) => row.code));
  for (const m of matches) if (m.input.code) taken.add(m.input.code);
  const codes = matches.map((m, index) => {
    const code = m.input.code ?? m.row?.code ?? firstFree(`${product.code}-${index + 1}`, taken);
    taken.add(code);
    return code;
  });
  const others = await tx
    .select({ code: productVariations.code })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.storeId, product.storeId),
        inArray(productVariations.code, codes),
        ne(productVariations.productId, product.id),
      ),
    )
    .limit(1);
  if (others[0]) throw skuTaken(SKU_TAKEN(others[0].code), others[0].code, codes);
  return codes;
}

function variationName(kind: ProductRow['kind'], options: Record<string, string>, order: string[]) {
  const values = order.map((name) => options[name]).filter(Boolean);
  return values.join(' / ') || (kind === 'service' ? 'Serviço' : 'Único');
}

function columnsOf(input: ParsedVariationInput, isService: boolean) {
  return {
    options: input.options,
    priceCents: toCents(input.price),
    compareAtPriceCents: input.compare_at_price === null ? null : toCents(input.compare_at_price),
    lowStockThreshold: input.low_stock_threshold,
    sold: input.sold,
    weightGrams: isService ? null : input.weight_grams,
    heightCm: isService ? null : input.height_cm,
    widthCm: isService ? null : input.width_cm,
    lengthCm: isService ? null : input.length_cm,
  };
}

export type MatrixOptions = {
  actor: AuditActor;
  initialStockReason: StockReason;
  /** The product's images as stored: each variation shows those of its colour. */
  images: StoredImage[];
};

const fold = (text: string) => text.trim().toLocaleLowerCase('pt-BR');

/**
 * The images tagged with one of the variation's option values (its colour), in order. When no
 * image carries a colour, undefined: a variation keeps the pictures it had (a catalog written
 * before images had colours).
 */
function imagesOf(images: StoredImage[], options: Record<string, string>) {
  if (!images.some((image) => image.color)) return undefined;
  const values = new Set(Object.values(options).map(fold));
  return images.filter((image) => image.color !== undefined && values.has(fold(image.color)));
}

export async function saveMatrix(
  tx: Database,
  product: ProductRow,
  input: ParsedProductInput,
  old: VariationRow[],
  options: MatrixOptions,
): Promise<VariationRow[]> {
  const matches = match(input.variations, old);
  const codes = await assignCodes(tx, product, matches);
  const kept = new Set(matches.flatMap((m) => (m.row ? [m.row.id] : [])));
  const left = old.filter((row) => !kept.has(row.id));
  const ordered = await orderedVariationIds(
    tx,
    left.map((row) => row.id),
  );
  const deletable = left.filter((row) => !ordered.has(row.id)).map((row) => row.id);
  if (deletable.length)
    await tx.delete(productVariations).where(inArray(productVariations.id, deletable));
  const retired = left.filter((row) => ordered.has(row.id));
  const retiredCodes = new Set(retired.map((row) => row.code));
  const clash = codes.find((code) => retiredCodes.has(code));
  if (clash) {
    const message = `O SKU ${clash} é de uma variação retirada deste produto que tem pedidos. Escolha outro.`;
    throw skuTaken(message, clash, codes);
  }
  if (retired.length) {
    await tx
      .update(productVariations)
      .set({ sold: false })
      .where(
        inArray(
          productVariations.id,
          retired.map((row) => row.id),
        ),
      );
  }
  // A SKU moving between two kept variations would collide midway: park the moving ones first.
  for (const [index, m] of matches.entries()) {
    if (m.row && m.row.code !== codes[index]) {
      await tx
        .update(productVariations)
        .set({ code: `~${m.row.id}` })
        .where(eq(productVariations.id, m.row.id));
    }
  }
  const isService = product.kind === 'service';
  const optionOrder = input.options.map((option) => option.name);
  const inserts: (typeof productVariations.$inferInsert)[] = [];
  for (const [position, m] of matches.entries()) {
    const code = codes[position]!;
    const values = {
      ...columnsOf(m.input, isService),
      code,
      name: variationName(product.kind, m.input.options, optionOrder),
      position,
    };
    const images = imagesOf(options.images, m.input.options);
    if (m.row) {
      await tx
        .update(productVariations)
        .set({ ...values, ...(images ? { images } : {}) })
        .where(eq(productVariations.id, m.row.id));
      continue;
    }
    inserts.push({
      ...values,
      images: images ?? [],
      storeId: product.storeId,
      productId: product.id,
      stock: isService ? null : (m.input.stock ?? 0),
    });
  }
  // The new variations in one statement: the variations' statement triggers (price range,
  // shelf facets) then run once for the product, not once per variation.
  const inserted = inserts.length
    ? await tx
        .insert(productVariations)
        .values(inserts)
        .returning({ id: productVariations.id, code: productVariations.code })
    : [];
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));
  const moves = inserts
    .filter((row) => row.stock)
    .map((row) => ({
      storeId: product.storeId,
      variationId: idOf.get(row.code)!,
      delta: row.stock!,
      stockAfter: row.stock!,
      reason: options.initialStockReason,
      note: 'Estoque inicial.',
      sellerId: options.actor.sellerId,
    }));
  await recordStockMoves(tx, moves);
  return variationsOf(tx, product.id);
}
