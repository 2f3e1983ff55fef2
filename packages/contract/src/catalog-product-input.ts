import { z } from './zod.ts';
import { instantSchema, text } from './common.ts';
import { productKindSchema, slugSchema } from './catalog.ts';
import {
  catalogImageSchema,
  type ParsedVariationInput,
  type ProductOption,
  productOptionSchema,
  skuSchema,
  variationInputSchema,
} from './catalog-variations.ts';
import { productFiscalInputSchema } from './fiscal-codes.ts';

// The one body that creates a product or service (POST /catalog/products) and replaces it
// (PUT /catalog/products/{id}); the CSV import builds the same input per product.

const STATUSES = ['draft', 'active', 'archived'] as const;

export const productInputSchema = z
  .object({
    kind: productKindSchema.default('product'),
    name: text()
      .trim()
      .min(2, 'O nome deve ter pelo menos 2 caracteres.')
      .max(160, 'Use no máximo 160 caracteres no nome.'),
    /** Absent or empty: made from the name (and made unique in the store). */
    slug: z
      .union([z.literal(''), slugSchema])
      .optional()
      .transform((slug) => slug || undefined),
    /** The product's code (cart payload `code`); absent: made from the slug. */
    code: skuSchema.optional(),
    /** HTML from the rich-text editor; sanitised by the API with the content pages' rules. */
    description: text().max(20_000, 'Use no máximo 20.000 caracteres na descrição.').default(''),
    brand: text().trim().max(80, 'Use no máximo 80 caracteres na marca.').default(''),
    category_id: z.uuid('Categoria inválida.').nullable().default(null),
    status: z.enum(STATUSES).default('draft'),
    featured: z.boolean().default(false),
    images: z.array(catalogImageSchema).max(30, 'Use no máximo 30 imagens.').default([]),
    options: z.array(productOptionSchema).max(3, 'Use no máximo 3 opções.').default([]),
    variations: z
      .array(variationInputSchema)
      .min(1, 'Informe pelo menos uma variação.')
      .max(300, 'Use no máximo 300 variações.'),
    /**
     * NCM, origin, CEST and the product's own CFOP and tax codes (an NF-e's item). Absent: kept
     * as stored on a replace, the defaults (no NCM, origin 0) on a create.
     */
    fiscal: productFiscalInputSchema.optional(),
    /** The `updated_at` the form loaded: a product changed since then is refused (409). */
    expected_updated_at: instantSchema().optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    checkOptions(input.options, issue);
    if (input.kind === 'service') checkService(input.options, input.variations, issue);
    else checkProductVariations(input.variations, issue);
    checkMatrix(input.options, input.variations, issue);
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

type Issue = (message: string, path: (string | number)[]) => void;

function checkOptions(options: ProductOption[], issue: Issue) {
  const names = new Set<string>();
  options.forEach((option, index) => {
    const name = option.name.toLocaleLowerCase('pt-BR');
    if (names.has(name)) issue(`A opção "${option.name}" aparece duas vezes.`, ['options', index]);
    names.add(name);
    const values = new Set<string>();
    option.values.forEach((value, v) => {
      const key = value.toLocaleLowerCase('pt-BR');
      if (values.has(key))
        issue(`O valor "${value}" aparece duas vezes.`, ['options', index, 'values', v]);
      values.add(key);
    });
  });
}

function checkService(options: ProductOption[], variations: ParsedVariationInput[], issue: Issue) {
  if (options.length > 0) issue('Serviços não têm opções.', ['options']);
  if (variations.length !== 1) issue('Um serviço tem uma única oferta.', ['variations']);
  variations.forEach((v, index) => {
    for (const field of ['stock', 'weight_grams', 'height_cm', 'width_cm', 'length_cm'] as const) {
      if (v[field] !== null)
        issue('Serviços não têm estoque, peso nem medidas.', ['variations', index, field]);
    }
  });
}

function checkProductVariations(variations: ParsedVariationInput[], issue: Issue) {
  variations.forEach((v, index) => {
    if (v._id === undefined && v.stock === null) {
      issue('Informe o estoque inicial.', ['variations', index, 'stock']);
    }
  });
}

/** Each variation names one value of every option, no two the same, no SKU twice. */
function checkMatrix(options: ProductOption[], variations: ParsedVariationInput[], issue: Issue) {
  const combos = new Set<string>();
  const skus = new Set<string>();
  variations.forEach((v, index) => {
    const path = ['variations', index];
    const keys = Object.keys(v.options);
    const unknown = keys.find((key) => !options.some((o) => o.name === key));
    if (unknown !== undefined)
      issue(`A opção "${unknown}" não existe no produto.`, [...path, 'options']);
    for (const option of options) {
      const value = v.options[option.name];
      if (value === undefined) issue(`Escolha um valor de "${option.name}".`, [...path, 'options']);
      else if (!option.values.includes(value)) {
        issue(`"${value}" não é um valor de "${option.name}".`, [...path, 'options']);
      }
    }
    const combo = JSON.stringify(options.map((o) => v.options[o.name] ?? null));
    if (combos.has(combo)) issue('Duas variações com os mesmos valores.', [...path, 'options']);
    combos.add(combo);
    if (v.code !== undefined) {
      if (skus.has(v.code)) issue(`O SKU ${v.code} aparece em duas variações.`, [...path, 'code']);
      skus.add(v.code);
    }
  });
}
