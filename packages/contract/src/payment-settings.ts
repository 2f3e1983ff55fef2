import { normalizePixKey, PIX_KEY_TYPES, type PixKeyType } from '@vitrine/domain/pix-key';
import { text } from './common.ts';
import { z } from './zod.ts';

// Who receives a store's payments, as its seller sets it in the office (Configurações →
// Contas de recebimento): per method (pix, card, boleto) the sandbox, the store's bank through
// the Banco Central's API Pix, or its Mercado Pago account, with their credentials. Secrets go
// one way: the office may send new ones, the API answers only hints (a secret's last
// characters, a certificate's subject and expiry). Certificates travel as the file's bytes in
// base64: the API judges them (PEM or PKCS#12) and keeps PEM.

export const PIX_PROVIDERS = ['sandbox', 'pix_api', 'mercado_pago'] as const;
export const CARD_PROVIDERS = ['sandbox', 'mercado_pago'] as const;
export const BOLETO_PROVIDERS = ['sandbox', 'mercado_pago'] as const;
export type PixProvider = (typeof PIX_PROVIDERS)[number];
export type PaymentProviderName = PixProvider;

/** The providers a seller can test ("Testar conexão"): the sandbox needs no account. */
export const TESTABLE_PROVIDERS = ['pix_api', 'mercado_pago'] as const;

const MAX_FILE_BASE64 = 64 * 1024;

/** A file's bytes in base64, as the browser read them. */
const fileSchema = z
  .string({ error: 'Envie o arquivo.' })
  .min(1, { error: 'Envie o arquivo.' })
  .max(MAX_FILE_BASE64, { error: 'O arquivo deve ter no máximo 48 KB.' })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'O arquivo não veio em base64.' });

/** A credential as the seller pastes it: it goes into an HTTP header, printable ASCII only. */
const credential = (name: string, min = 1) =>
  text()
    .trim()
    .min(min, { error: `Informe ${name}.` })
    .max(2000, {
      error: `${name[0]!.toUpperCase()}${name.slice(1)} deve ter no máximo 2000 caracteres.`,
    })
    .regex(/^[\x21-\x7e]+$/, {
      error: `${name[0]!.toUpperCase()}${name.slice(1)} tem espaços ou caracteres inválidos.`,
    });

const baseUrlSchema = text()
  .trim()
  .max(300, { error: 'A URL deve ter no máximo 300 caracteres.' })
  .refine((url) => url === '' || (URL.canParse(url) && url.startsWith('https://')), {
    error: 'Use o endereço https:// da API Pix do seu banco.',
  })
  .transform((url) => url.replace(/\/+$/, ''));

const tokenPathSchema = text()
  .trim()
  .regex(/^\/[\x21-\x7e]{0,199}$/, {
    error: 'O caminho do token começa com / (ex.: /oauth/token).',
  });

/**
 * The client certificate the PSP issued: a .p12/.pfx (with its password) or a PEM holding the
 * certificate, with the key in the same file or in `key_file`.
 */
export const certificateUploadSchema = z.object({
  file: fileSchema,
  key_file: fileSchema.optional(),
  password: text().max(200, { error: 'A senha deve ter no máximo 200 caracteres.' }).optional(),
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

const pixApiFields = {
  base_url: baseUrlSchema,
  token_path: tokenPathSchema,
  scope: text()
    .trim()
    .max(500, { error: 'Os escopos devem ter no máximo 500 caracteres.' })
    .regex(/^[\x20-\x7e]*$/, { error: 'Os escopos têm caracteres inválidos.' }),
  client_id: text()
    .trim()
    .max(500, { error: 'O client id deve ter no máximo 500 caracteres.' })
    .regex(/^[\x21-\x7e]*$/, { error: 'O client id tem espaços ou caracteres inválidos.' }),
};

/** PUT: each secret absent keeps the stored one, a value replaces it, null removes it. */
const pixApiBodySchema = z.object({
  ...pixApiFields,
  client_secret: credential('o client secret').nullable().optional(),
  certificate: certificateUploadSchema.nullable().optional(),
  /** The PSP's CA (PEM or DER) when its server certificate is not from a public authority. */
  ca_file: fileSchema.nullable().optional(),
});

const mercadoPagoBodySchema = z.object({
  public_key: text()
    .trim()
    .max(200, { error: 'A public key deve ter no máximo 200 caracteres.' })
    .regex(/^[\x21-\x7e]*$/, { error: 'A public key tem espaços ou caracteres inválidos.' }),
  access_token: credential('o access token', 10).nullable().optional(),
  webhook_secret: credential('a assinatura secreta', 8).nullable().optional(),
});

export const paymentMethodsSchema = z.object({
  pix: z.enum(PIX_PROVIDERS, { error: 'Provedor inválido.' }),
  card: z.enum(CARD_PROVIDERS, { error: 'Provedor inválido.' }),
  boleto: z.enum(BOLETO_PROVIDERS, { error: 'Provedor inválido.' }),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** What the office shows of a stored certificate: enough to recognise it, nothing secret. */
export const certificateSummarySchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  expired: z.boolean(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** GET /settings/payments and the answer of its PUT. */
export const paymentSettingsSchema = z
  .object({
    methods: paymentMethodsSchema,
    /** The store's pix key as the DICT holds it ('' for none): its charges are paid to it. */
    pix_key: z.string(),
    /** Its type, read from the key's form (null for none). */
    pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
    pix_api: z.object({
      ...pixApiFields,
      /** '••••a1b2', or null when none is stored; never the secret. */
      client_secret_hint: z.string().nullable(),
      certificate: certificateSummarySchema.nullable(),
      ca: certificateSummarySchema.nullable(),
      /** Whether pix can be given to it now. */
      complete: z.boolean(),
    }),
    mercado_pago: z.object({
      public_key: z.string(),
      access_token_hint: z.string().nullable(),
      webhook_secret_hint: z.string().nullable(),
      complete: z.boolean(),
    }),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * PUT /settings/payments. A method may go to a provider only when its credentials are
 * complete (checked by the API, which knows what is stored).
 */
export const paymentSettingsBodySchema = z
  .object({
    methods: paymentMethodsSchema,
    pix_api: pixApiBodySchema,
    mercado_pago: mercadoPagoBodySchema,
  })
  .meta({ id: 'PaymentSettingsBody' });
export type PaymentSettingsBody = z.input<typeof paymentSettingsBodySchema>;

/**
 * POST /settings/payments/test ("Testar conexão"): each field absent uses what is stored, so
 * the seller may test before saving. Nothing is saved.
 */
export const paymentConnectionTestBodySchema = z
  .discriminatedUnion('provider', [
    z.object({
      provider: z.literal('pix_api'),
      pix_api: z
        .object({
          ...pixApiFields,
          client_secret: credential('o client secret'),
          certificate: certificateUploadSchema,
          ca_file: fileSchema,
        })
        .partial()
        .optional(),
    }),
    z.object({
      provider: z.literal('mercado_pago'),
      mercado_pago: z
        .object({ access_token: credential('o access token', 10).optional() })
        .optional(),
    }),
  ])
  .meta({ id: 'PaymentConnectionTestBody' });
export type PaymentConnectionTestBody = z.input<typeof paymentConnectionTestBodySchema>;

/** Why a connection test failed, as a word for the apps; `message` says it in pt-BR. */
export const CONNECTION_FAILURES = [
  'certificate_refused',
  'server_untrusted',
  'credentials_refused',
  'timeout',
  'unavailable',
] as const;

export const paymentConnectionTestSchema = z
  .discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), message: z.string() }),
    z.object({ ok: z.literal(false), reason: z.enum(CONNECTION_FAILURES), message: z.string() }),
  ])
  .meta({ id: 'PaymentConnectionTest' });
export type PaymentConnectionTest = z.infer<typeof paymentConnectionTestSchema>;

/** Why a typed pix key is not one of its type (pt-BR, on the key's field). */
export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  cpf: 'CPF inválido: confira os 11 números.',
  cnpj: 'CNPJ inválido: confira os 14 números ou letras.',
  email: 'E-mail inválido: use um endereço como nome@exemplo.com.br, com até 77 caracteres.',
  phone: 'Informe um celular com DDD, como (11) 91234-5678.',
  random: 'A chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000.',
};

/**
 * PUT /settings/payments/pix-key: the store's own pix key, judged by its type's DICT format
 * (CPF/CNPJ with check digits, e-mail, +55 mobile, random UUID) and stored as the DICT holds it.
 */
export const pixKeyBodySchema = z
  .object({
    type: z.enum(PIX_KEY_TYPES, { error: 'Escolha o tipo da chave Pix.' }),
    key: text()
      .trim()
      .min(1, { error: 'Informe a chave Pix.' })
      .max(100, { error: 'A chave Pix deve ter no máximo 100 caracteres.' }),
  })
  .transform((value, context) => {
    const key = normalizePixKey(value.type, value.key);
    if (key === null) {
      context.addIssue({
        code: 'custom',
        message: PIX_KEY_MESSAGES[value.type],
        path: ['key'],
        input: value.key,
      });
      return z.NEVER;
    }
    return { type: value.type, key };
  })
  .meta({ id: 'PixKeyBody' });
export type PixKeyBody = z.input<typeof pixKeyBodySchema>;
