import { z } from './zod.ts';
import { imageSchema, moneySchema, text } from './common.ts';

// The pieces of a product as the seller writes it: its images, its options and the variations
// their values make.

/**
 * An image of a product: what the storefront renders (src, size, alt) plus, when it was
 * uploaded through the office, the uploaded image's id (its renditions make the srcset), and the
 * colour it shows (the option value "Cor" it belongs to), if any.
 */
export const catalogImageSchema = imageSchema
  .extend({
    alt: text()
      .trim()
      .min(1, 'Descreva a imagem (texto alternativo).')
      .max(200, 'Use no máximo 200 caracteres no texto alternativo.'),
    image_id: z.uuid().optional(),
    color: text().trim().max(60).optional(),
  })
  .meta({ id: 'CatalogImage' });
export type CatalogImage = z.infer<typeof catalogImageSchema>;

const optionText = (what: string) =>
  text().trim().min(1, `Informe ${what}.`).max(60, `Use no máximo 60 caracteres em ${what}.`);

/** An option and its values in the seller's order: { name: "Cor", values: ["Azul", "Verde"] }. */
export const productOptionSchema = z
  .object({
    name: optionText('o nome da opção'),
    values: z
      .array(optionText('o valor da opção'))
      .min(1, 'Informe pelo menos um valor da opção.')
      .max(50, 'Use no máximo 50 valores por opção.'),
  })
  .meta({ id: 'ProductOption' });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A SKU: letters, digits, dot, hyphen, underscore; stored in upper case. */
export const skuSchema = text()
  .trim()
  .min(1, 'Informe o SKU.')
  .max(60, 'Use no máximo 60 caracteres no SKU.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use no SKU só letras, números, ponto, hífen e sublinhado.')
  .transform((value) => value.toUpperCase());

const price = (what: string) =>
  z
    .number(`Informe ${what}.`)
    .pipe(moneySchema)
    .refine((value) => value > 0, `Informe ${what} maior que zero.`)
    .refine((value) => value <= 1_000_000, `Use ${what} de até R$ 1.000.000,00.`);

const centimetres = z
  .number('Informe a medida em cm.')
  .positive('Informe a medida maior que zero.')
  .max(10_000, 'Use no máximo 10.000 cm.')
  .nullable()
  .default(null);

/**
 * A variation as the seller writes it. `_id` names one that exists (absent: a new one). `stock`
 * is the initial count of a new variation only: an existing one's stock changes through a stock
 * adjustment (POST /catalog/variations/{id}/stock), never by saving the product, so a sale made
 * while the form was open is never overwritten. Services carry no stock, weight or dimensions.
 */
export const variationInputSchema = z
  .object({
    _id: z.uuid().optional(),
    /** Absent: made from the product's code and the variation's position. */
    code: skuSchema.optional(),
    options: z.record(z.string(), z.string()).default({}),
    price: price('o preço'),
    compare_at_price: price('o preço "de"').nullable().default(null),
    stock: z
      .number('Informe o estoque.')
      .int('Use um número inteiro de unidades.')
      .min(0, 'O estoque não pode ser negativo.')
      .max(1_000_000, 'Use no máximo 1.000.000 de unidades.')
      .nullable()
      .default(null),
    low_stock_threshold: z
      .number()
      .int('Use um número inteiro de unidades.')
      .min(0, 'O limite de estoque baixo não pode ser negativo.')
      .max(100_000)
      .default(3),
    sold: z.boolean().default(true),
    weight_grams: z
      .number('Informe o peso em gramas.')
      .int('Use o peso em gramas inteiros.')
      .positive('Informe o peso maior que zero.')
      .max(1_000_000, 'Use no máximo 1.000.000 g.')
      .nullable()
      .default(null),
    height_cm: centimetres,
    width_cm: centimetres,
    length_cm: centimetres,
  })
  .refine((v) => v.compare_at_price === null || v.compare_at_price > v.price, {
    message: 'O preço "de" deve ser maior que o preço de venda.',
    path: ['compare_at_price'],
  });
export type VariationInput = z.input<typeof variationInputSchema>;
export type ParsedVariationInput = z.output<typeof variationInputSchema>;
