import { isValidCep, normalizeCep } from '@vitrine/domain/cep';
import { cepSchema, VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import { REGIONS } from '@vitrine/domain/cep-ranges';
import {
  FREIGHT_ROW_PROBLEM_MESSAGES,
  freightRowProblems,
  MAX_FREIGHT_DAYS,
} from '@vitrine/domain/freight-table';
import { moneySchema, text } from './common.ts';
import { z } from './zod.ts';

// How a store charges freight, as its seller sets it in the office (Configurações → Frete):
// where parcels leave from, the package used when a variation has no measures, the store's own
// table (CEP range × weight band, VTEX's sheet), free-shipping rules, pickup at the store, and
// quotes from Melhor Envio with the store's token. The token goes one way: the office may send
// a new one, the API never answers it (only whether there is one and its last characters).

const int = (message: string) => z.number({ error: message }).int({ error: message });

/** The package used for a variation without its own weight or measures. */
export const freightPackageSchema = z.object({
  weight_grams: int('Informe o peso em gramas.')
    .min(1, { error: 'O peso deve ser de pelo menos 1 g.' })
    .max(100_000, { error: 'O peso deve ser de no máximo 100 kg.' }),
  height_cm: z
    .number({ error: 'Informe a altura em cm.' })
    .min(0.5, { error: 'A altura deve ser de pelo menos 0,5 cm.' })
    .max(200, { error: 'A altura deve ser de no máximo 200 cm.' }),
  width_cm: z
    .number({ error: 'Informe a largura em cm.' })
    .min(0.5, { error: 'A largura deve ser de pelo menos 0,5 cm.' })
    .max(200, { error: 'A largura deve ser de no máximo 200 cm.' }),
  length_cm: z
    .number({ error: 'Informe o comprimento em cm.' })
    .min(0.5, { error: 'O comprimento deve ser de pelo menos 0,5 cm.' })
    .max(200, { error: 'O comprimento deve ser de no máximo 200 cm.' }),
});
export type FreightPackage = z.infer<typeof freightPackageSchema>;

export const freeShippingRuleSchema = z.object({
  minimum_order: moneySchema,
  /** null: every CEP; otherwise only that region's (from the CEP's state). */
  region: z.enum(REGIONS, { error: 'Região inválida.' }).nullable(),
});

export const pickupSchema = z
  .object({
    enabled: z.boolean(),
    address: text().trim().max(200, { error: 'O endereço deve ter no máximo 200 caracteres.' }),
    hours: text().trim().max(120, { error: 'O horário deve ter no máximo 120 caracteres.' }),
  })
  .superRefine((pickup, context) => {
    if (pickup.enabled && pickup.address === '') {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Informe o endereço de retirada.',
      });
    }
  });

/** Melhor Envio's service ids the store offers (1 PAC, 2 SEDEX, 3 Jadlog .Package…). */
const serviceIdsSchema = z
  .array(int('Serviço inválido.').min(1, { error: 'Serviço inválido.' }), {
    error: 'Escolha os serviços.',
  })
  .max(40, { error: 'No máximo 40 serviços.' })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const melhorEnvioFields = {
  enabled: z.boolean(),
  /** Which of Melhor Envio's environments the token belongs to. */
  environment: z.enum(['sandbox', 'production'], { error: 'Ambiente inválido.' }),
  services: serviceIdsSchema,
  /** Added to each quote: a percentage, then an amount. */
  markup_percent: z
    .number({ error: 'Informe o acréscimo em %.' })
    .min(0, { error: 'O acréscimo não pode ser negativo.' })
    .max(100, { error: 'O acréscimo deve ser de no máximo 100%.' })
    .multipleOf(0.01, { error: 'Use no máximo duas casas decimais.' }),
  markup_amount: moneySchema.max(1000, { error: 'O acréscimo deve ser de no máximo R$ 1.000,00.' }),
  /** Business days added to each carrier's estimate (handling before dispatch). */
  extra_days: int('Informe os dias extras.')
    .min(0, { error: 'Os dias extras não podem ser negativos.' })
    .max(30, { error: 'No máximo 30 dias extras.' }),
};

/** A Melhor Envio token as the seller pastes it (a header value: printable ASCII only). */
const melhorEnvioTokenSchema = text()
  .trim()
  .min(20, { error: 'O token parece incompleto: copie-o inteiro do Melhor Envio.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'O token tem espaços ou caracteres inválidos.' })
  .max(4000, { error: 'O token deve ter no máximo 4000 caracteres.' });

const settingsFields = {
  /** Where parcels leave from; '' until the seller sets it. */
  origin_cep: text()
    .trim()
    .refine((cep) => cep === '' || isValidCep(cep), { error: VALIDATION_MESSAGES.cep })
    .transform(normalizeCep),
  default_package: freightPackageSchema,
  own_table: z.object({ enabled: z.boolean() }),
  free_shipping: z.array(freeShippingRuleSchema).max(10, { error: 'No máximo 10 regras.' }),
  pickup: pickupSchema,
};

/** GET /settings/freight and the answer of its PUT. */
export const freightSettingsSchema = z
  .object({
    ...settingsFields,
    own_table: z.object({ enabled: z.boolean(), rows: z.number().int() }),
    melhor_envio: z.object({
      ...melhorEnvioFields,
      /** Whether a token is stored, and its last characters ('••••a1b2'); never the token. */
      token_set: z.boolean(),
      token_hint: z.string().nullable(),
    }),
  })
  .meta({ id: 'FreightSettings' });
export type FreightSettings = z.infer<typeof freightSettingsSchema>;

/**
 * PUT /settings/freight. `melhor_envio.token`: absent keeps the stored one, a string replaces
 * it, null removes it. Turning Melhor Envio on needs a token and the origin CEP; turning the
 * own table on needs rows (checked by the API, which knows what is stored).
 */
export const freightSettingsBodySchema = z
  .object({
    ...settingsFields,
    melhor_envio: z.object({
      ...melhorEnvioFields,
      token: melhorEnvioTokenSchema.nullable().optional(),
    }),
  })
  .superRefine((settings, context) => {
    if (settings.melhor_envio.enabled && settings.origin_cep === '') {
      context.addIssue({
        code: 'custom',
        path: ['origin_cep'],
        message: 'Informe o CEP de origem para cotar com o Melhor Envio.',
      });
    }
    if (settings.melhor_envio.enabled && settings.melhor_envio.services.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['melhor_envio', 'services'],
        message: 'Escolha ao menos um serviço.',
      });
    }
  });
export type FreightSettingsBody = z.input<typeof freightSettingsBodySchema>;

/** One row of the store's own table, in reais and grams (VTEX's sheet, read by the API). */
export const freightTableRowSchema = z
  .object({
    zip_start: cepSchema,
    zip_end: cepSchema,
    weight_start_grams: z.number().int().min(0),
    weight_end_grams: z.number().int().min(0),
    price: moneySchema,
    days: z.number().int().min(0).max(MAX_FREIGHT_DAYS),
  })
  .superRefine((row, context) => {
    const problems = freightRowProblems({
      zipStart: row.zip_start,
      zipEnd: row.zip_end,
      weightStartGrams: row.weight_start_grams,
      weightEndGrams: row.weight_end_grams,
      priceCents: Math.round(row.price * 100),
      days: row.days,
    });
    for (const problem of problems) {
      context.addIssue({ code: 'custom', message: FREIGHT_ROW_PROBLEM_MESSAGES[problem] });
    }
  });
export type FreightTableRowInput = z.input<typeof freightTableRowSchema>;

/** The most rows a table may hold: a state-by-weight sheet of every CEP range fits many times. */
export const MAX_FREIGHT_TABLE_ROWS = 5000;

/** GET and PUT /settings/freight/table. */
export const freightTableSchema = z
  .object({
    rows: z.array(freightTableRowSchema).max(MAX_FREIGHT_TABLE_ROWS, {
      error: `A tabela pode ter no máximo ${MAX_FREIGHT_TABLE_ROWS} faixas.`,
    }),
  })
  .meta({ id: 'FreightTable' });
export type FreightTable = z.infer<typeof freightTableSchema>;

/**
 * POST /settings/freight/test ("Testar token"): each field absent uses what is stored, so the
 * seller may test a token before saving it. The token, like everywhere, goes one way.
 */
export const freightTokenTestBodySchema = z
  .object({
    token: melhorEnvioTokenSchema.optional(),
    environment: melhorEnvioFields.environment.optional(),
    origin_cep: settingsFields.origin_cep.optional(),
  })
  .meta({ id: 'FreightTokenTestBody' });
export type FreightTokenTestBody = z.input<typeof freightTokenTestBodySchema>;

/** Whether Melhor Envio quoted with the token: the services it named, or why not (pt-BR). */
export const freightTokenTestSchema = z
  .discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), services: z.array(z.string()) }),
    z.object({ ok: z.literal(false), reason: z.string() }),
  ])
  .meta({ id: 'FreightTokenTest' });
export type FreightTokenTest = z.infer<typeof freightTokenTestSchema>;
