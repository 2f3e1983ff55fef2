import { phoneSchema, requiredText } from '@vitrine/domain';
import { storeColorProblems } from '@vitrine/domain/store-colors';
import { text } from './common.ts';
import { storeDataSchema } from './stores.ts';
import { z } from './zod.ts';

// The store's identity as its sellers edit it in the office (Configurações → Identidade): what
// the storefront shows in its header, footer and colours, and the tag manager it loads (spec §1).
// The logo has its own upload; the pix key and payment rules have their own screens, and so
// do the legal data (name or company name, CPF/CNPJ, address, e-mail, phone: store-legal-data).

/**
 * Blank (or missing), or what `schema` accepts: a field a store may leave empty. A union with
 * '' would answer a wrong value with zod's bare "Entrada inválida", not the field's own message.
 */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      schema.optional(),
    )
    .transform((value): string => value ?? '');

const INSTAGRAM = /^@?[A-Za-z0-9._]{1,30}$/;
const TAG_MANAGER = /^GTM-[A-Z0-9]{1,12}$/;

export const storeIdentityBodySchema = z
  .object({
    name: requiredText().max(60, { error: 'O nome da loja deve ter no máximo 60 caracteres.' }),
    description: text()
      .trim()
      .max(300, { error: 'A descrição deve ter no máximo 300 caracteres.' })
      .default(''),
    colors: z.object({ primary: text(), secondary: text() }),
    /** spec §1: blank, or the Google Tag Manager container id (GTM-XXXXXXX). */
    tag_manager_id: optional(
      text()
        .trim()
        .toUpperCase()
        .regex(TAG_MANAGER, { error: 'Use o código do contêiner do Tag Manager (GTM-XXXXXXX).' }),
    ),
    contact: z.object({
      whatsapp: optional(phoneSchema),
      instagram: optional(
        text()
          .trim()
          .regex(INSTAGRAM, { error: 'Use o nome do perfil, como @minhaloja.' })
          .transform((handle) => handle.replace(/^@/, '')),
      ),
    }),
  })
  .superRefine((identity, context) => {
    // The storefront paints with these colours: a pair it could not be read in is refused.
    for (const problem of storeColorProblems(identity.colors)) {
      context.addIssue({
        code: 'custom',
        path: ['colors', problem.field],
        message: problem.message,
      });
    }
  })
  .meta({ id: 'StoreIdentityBody' });

export type StoreIdentityInput = z.input<typeof storeIdentityBodySchema>;

/** PUT /settings/identity/logo: an image this store uploaded (POST /images). */
export const storeLogoBodySchema = z
  .object({ image_id: z.uuid({ error: 'Envie a imagem do logo de novo.' }) })
  .meta({ id: 'StoreLogoBody' });
export type StoreLogoBody = z.infer<typeof storeLogoBodySchema>;

/** The logo as the header shows it: its address and size in pixels. */
export const storeLogoSchema = z
  .object({ src: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'StoreLogo' });
export type StoreLogo = z.infer<typeof storeLogoSchema>;

/** The identity as stored (the body's output, and the logo): what GET and PUT answer. */
export const storeIdentitySchema = storeDataSchema
  .pick({ name: true, description: true, colors: true })
  // Blank when none (the public store data says null). The logo has its own routes.
  .extend({
    tag_manager_id: z.string(),
    logo: storeLogoSchema.nullable(),
    contact: storeDataSchema.shape.contact.pick({ whatsapp: true, instagram: true }),
  })
  .meta({ id: 'StoreIdentity' });

export type StoreIdentity = z.infer<typeof storeIdentitySchema>;
