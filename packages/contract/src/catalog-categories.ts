import { z } from './zod.ts';
import { text } from './common.ts';
import { productKindSchema, slugSchema } from './catalog.ts';

// The seller's category tree: departments (no parent) holding categories, each level ordered
// by `position`. Products and services have trees of their own (`kind`).

const categoryFields = {
  _id: z.uuid(),
  kind: productKindSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parent_id: z.uuid().nullable(),
  position: z.number().int(),
  /** Products (or services) filed directly under it. */
  products_count: z.number().int(),
};

export const categoryLeafSchema = z.object(categoryFields).meta({ id: 'CategoryLeaf' });
export type CategoryLeaf = z.infer<typeof categoryLeafSchema>;

/** A department and its categories (two levels: department → category). */
export const categoryNodeSchema = z
  .object({ ...categoryFields, children: z.array(categoryLeafSchema) })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryTreeQuerySchema = z.object({ kind: productKindSchema.optional() });
export const categoryTreeSchema = z
  .object({ items: z.array(categoryNodeSchema) })
  .meta({ id: 'CategoryTree' });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

const name = text()
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres.')
  .max(80, 'Use no máximo 80 caracteres no nome.');
const description = text().trim().max(2000, 'Use no máximo 2.000 caracteres na descrição.');
/** A department (null) or the department it goes under (a category cannot hold another). */
const parentId = z.uuid('Departamento inválido.').nullable();
/** Its place among its siblings, from 0; past the end: last. */
const position = z.number().int().min(0, 'Posição inválida.');

export const categoryCreateBodySchema = z.object({
  kind: productKindSchema.default('product'),
  name,
  /** Absent or empty: made from the name. Unique per kind in the store. */
  slug: z
    .union([z.literal(''), slugSchema])
    .optional()
    .transform((slug) => slug || undefined),
  description: description.default(''),
  parent_id: parentId.default(null),
  position: position.optional(),
});
export type CategoryCreateBody = z.input<typeof categoryCreateBodySchema>;
export type ParsedCategoryCreateBody = z.output<typeof categoryCreateBodySchema>;

/** Rename, change the slug, move under another department (or to the top), reorder. */
export const categoryUpdateBodySchema = z
  .object({
    name: name.optional(),
    slug: slugSchema.optional(),
    description: description.optional(),
    parent_id: parentId.optional(),
    position: position.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nada a alterar.',
  });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBodySchema>;
export type ParsedCategoryUpdateBody = z.output<typeof categoryUpdateBodySchema>;

export const categoryIdParamsSchema = z.object({ id: z.uuid('Categoria não encontrada.') });
