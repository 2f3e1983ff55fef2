import { requiredText } from '@vitrine/domain';
import { text } from './common.ts';
import { z } from './zod.ts';

// The store's content pages as its sellers edit them (Configurações → Páginas): the storefront
// shows a published one at /paginas/{slug} (spec §2) and links those chosen for the footer.

export const PAGE_TITLE_MAX = 80;
export const PAGE_SLUG_MAX = 80;
export const PAGE_HTML_MAX = 100_000;
export const PAGE_FOOTER_POSITION_MAX = 999;

/** The API's slug rule: lower-case letters and digits between single hyphens. */
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageSlugSchema = text()
  .trim()
  .max(PAGE_SLUG_MAX, { error: `Use no máximo ${PAGE_SLUG_MAX} caracteres no endereço.` })
  .regex(PAGE_SLUG, {
    error: 'Use só letras minúsculas, números e hífens no endereço, como trocas-e-devolucoes.',
  });

export const pageInputSchema = z
  .object({
    title: requiredText().max(PAGE_TITLE_MAX, {
      error: `Use no máximo ${PAGE_TITLE_MAX} caracteres no título.`,
    }),
    /** Absent or blank: made from the title (and made unique in the store). */
    slug: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        pageSlugSchema.optional(),
      )
      .transform((slug) => slug ?? ''),
    /** HTML from the office's rich-text editor; the API cleans it by the product descriptions' rules. */
    html: text()
      .max(PAGE_HTML_MAX, { error: 'Use no máximo 100.000 caracteres no texto da página.' })
      .default(''),
    published: z.boolean().default(true),
    in_footer: z.boolean().default(true),
    footer_position: z
      .number({ error: 'Informe a posição no rodapé.' })
      .int({ error: 'Use um número inteiro na posição.' })
      .min(0, { error: 'A posição no rodapé vai de 0 a 999.' })
      .max(PAGE_FOOTER_POSITION_MAX, { error: 'A posição no rodapé vai de 0 a 999.' })
      .default(0),
  })
  .meta({ id: 'StorePageInput' });
export type StorePageInput = z.input<typeof pageInputSchema>;
export type ParsedStorePageInput = z.output<typeof pageInputSchema>;

export const pageIdParamsSchema = z.object({ id: z.uuid('Página não encontrada.') });

/** A page as the office edits it (the HTML as stored: already cleaned). */
export const storePageSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    html: z.string(),
    published: z.boolean(),
    in_footer: z.boolean(),
    footer_position: z.number().int(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StorePage' });
export type StorePage = z.infer<typeof storePageSchema>;

/** Every page of the store, drafts too, in the footer's order. */
export const storePageListSchema = z
  .object({ items: z.array(storePageSchema) })
  .meta({ id: 'StorePageList' });
export type StorePageList = z.infer<typeof storePageListSchema>;
