import { text } from './common.ts';
import {
  cfopSchema,
  CSOSN_CODES,
  ICMS_CST_CODES,
  icmsCodeSchema,
  municipalityCodeSchema,
  pisCofinsCstSchema,
  stateRegistrationSchema,
} from './fiscal-codes.ts';
import { z } from './zod.ts';

// Configurações → Notas fiscais: what a store needs to issue NF-e (model 55) through the fiscal
// provider. The issuer's CNPJ, razão social, CEP, city and UF are the store's legal data
// (Configurações → Dados legais): answered here to be seen, edited there. Secrets go one way, as
// in the payment settings: the office may send the provider's token and the A1 certificate, the
// API answers whether a token is set and what the certificate says of itself.

export const TAX_REGIMES = ['simples_nacional', 'mei', 'lucro_presumido', 'lucro_real'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABELS = {
  simples_nacional: 'Simples Nacional',
  mei: 'MEI (Microempreendedor Individual)',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
} as const satisfies Record<TaxRegime, string>;
/** Under these the ICMS code is a CSOSN (CRT 1 and 4); else a CST (CRT 3). */
export const usesCsosn = (regime: TaxRegime) => regime === 'simples_nacional' || regime === 'mei';
/** What a store starts with for its regime: CSOSN 102 (no credit) or CST 00; PIS/COFINS 49 or 01. */
export const DEFAULT_TAX_CODES = {
  simples_nacional: { icms_code: '102', pis_cst: '49', cofins_cst: '49' },
  mei: { icms_code: '102', pis_cst: '49', cofins_cst: '49' },
  lucro_presumido: { icms_code: '00', pis_cst: '01', cofins_cst: '01' },
  lucro_real: { icms_code: '00', pis_cst: '01', cofins_cst: '01' },
} as const satisfies Record<TaxRegime, { icms_code: string; pis_cst: string; cofins_cst: string }>;

export const INVOICE_ENVIRONMENTS = ['homologacao', 'producao'] as const;
export const INVOICE_ENVIRONMENT_LABELS = {
  homologacao: 'Homologação (testes, sem valor fiscal)',
  producao: 'Produção',
} as const;
export const ISSUE_MODES = ['automatic', 'manual'] as const;
export const ISSUE_MODE_LABELS = {
  automatic: 'Automática, quando o pagamento é confirmado',
  manual: 'Manual, pedido a pedido',
} as const;

export const providerTokenSchema = text()
  .trim()
  .min(8, { error: 'O token deve ter pelo menos 8 caracteres.' })
  .max(200, { error: 'O token deve ter no máximo 200 caracteres.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'O token tem espaços ou caracteres inválidos.' });

const addressText = (max: number, what: string) =>
  text()
    .trim()
    .max(max, { error: `${what} deve ter no máximo ${max} caracteres.` });

/** PUT /settings/invoices' fields, before their cross-field checks (the office's form extends it). */
export const fiscalSettingsFieldsSchema = z.object({
  invoices_enabled: z.boolean(),
  regime: z.enum(TAX_REGIMES, { error: 'Escolha o regime tributário.' }),
  /** Digits ('' with `state_registration_exempt`). */
  state_registration: z.union([z.literal(''), stateRegistrationSchema]),
  state_registration_exempt: z.boolean(),
  address: z.object({
    street: addressText(60, 'O logradouro'),
    number: addressText(60, 'O número'),
    complement: addressText(60, 'O complemento'),
    district: addressText(60, 'O bairro'),
    municipality_code: z.union([z.literal(''), municipalityCodeSchema]),
  }),
  environment: z.enum(INVOICE_ENVIRONMENTS, { error: 'Escolha o ambiente.' }),
  issue_mode: z.enum(ISSUE_MODES, { error: 'Escolha como as notas são emitidas.' }),
  cfop_same_state: cfopSchema.refine((cfop) => cfop.startsWith('5'), {
    error: 'Dentro do estado o CFOP começa com 5 (ex.: 5.102).',
  }),
  cfop_other_state: cfopSchema.refine((cfop) => cfop.startsWith('6'), {
    error: 'Para outro estado o CFOP começa com 6 (ex.: 6.102).',
  }),
  icms_code: icmsCodeSchema,
  pis_cst: pisCofinsCstSchema,
  cofins_cst: pisCofinsCstSchema,
  /** The provider's API token: absent keeps the stored one, a value replaces it, null removes it. */
  provider_token: providerTokenSchema.nullable().optional(),
});

/** The ICMS code of the regime's kind; no IE with "isenta". */
export function checkFiscalSettings(
  body: Pick<
    z.output<typeof fiscalSettingsFieldsSchema>,
    'regime' | 'icms_code' | 'state_registration' | 'state_registration_exempt'
  >,
  ctx: z.RefinementCtx,
) {
  const csosn = usesCsosn(body.regime);
  if (csosn ? !CSOSN_CODES.includes(body.icms_code) : !ICMS_CST_CODES.includes(body.icms_code)) {
    ctx.addIssue({
      code: 'custom',
      path: ['icms_code'],
      message: csosn
        ? 'No Simples Nacional e no MEI o ICMS vai por CSOSN (3 dígitos, ex.: 102).'
        : 'Fora do Simples Nacional o ICMS vai por CST (2 dígitos, ex.: 00).',
    });
  }
  if (body.state_registration_exempt && body.state_registration !== '') {
    ctx.addIssue({
      code: 'custom',
      path: ['state_registration'],
      message: 'Deixe a inscrição estadual em branco quando a loja for isenta.',
    });
  }
}

/** PUT /settings/invoices: everything but the certificate (its own route). */
export const fiscalSettingsBodySchema = fiscalSettingsFieldsSchema
  .superRefine(checkFiscalSettings)
  .meta({ id: 'FiscalSettingsBody' });
export type FiscalSettingsInput = z.input<typeof fiscalSettingsBodySchema>;
export type FiscalSettingsBody = z.output<typeof fiscalSettingsBodySchema>;

const MAX_PFX_BASE64 = 64 * 1024;

/** PUT /settings/invoices/certificate: the A1 certificate's .pfx/.p12, in base64, and its password. */
export const fiscalCertificateBodySchema = z
  .object({
    file: z
      .string({ error: 'Envie o arquivo do certificado.' })
      .min(1, { error: 'Envie o arquivo do certificado.' })
      .max(MAX_PFX_BASE64, { error: 'O arquivo deve ter no máximo 48 KB.' })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'O arquivo não veio em base64.' }),
    password: text()
      .min(1, { error: 'Informe a senha do certificado.' })
      .max(200, { error: 'A senha deve ter no máximo 200 caracteres.' }),
  })
  .meta({ id: 'FiscalCertificateBody' });
export type FiscalCertificateBody = z.infer<typeof fiscalCertificateBodySchema>;

/** What the A1 certificate says of itself, read at upload; never the file. */
export const fiscalCertificateSchema = z
  .object({
    holder: z.string(),
    /** The CNPJ in its subject, 14 characters. */
    cnpj: z.string(),
    valid_from: z.iso.datetime({ offset: true }),
    valid_until: z.iso.datetime({ offset: true }),
    expired: z.boolean(),
    uploaded_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'FiscalCertificate' });
export type FiscalCertificate = z.infer<typeof fiscalCertificateSchema>;

export const FISCAL_MISSING_FIELDS = [
  'cnpj',
  'legal_data',
  'state_registration',
  'address',
  'municipality_code',
  'certificate',
  'provider_token',
] as const;

export const fiscalSettingsSchema = z
  .object({
    invoices_enabled: z.boolean(),
    regime: z.enum(TAX_REGIMES),
    state_registration: z.string(),
    state_registration_exempt: z.boolean(),
    /** The store's legal data, as the NF-e's issuer: edited in Dados legais. */
    issuer: z.object({
      cnpj: z.string(),
      legal_name: z.string(),
      zip_code: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    address: z.object({
      street: z.string(),
      number: z.string(),
      complement: z.string(),
      district: z.string(),
      municipality_code: z.string(),
    }),
    environment: z.enum(INVOICE_ENVIRONMENTS),
    issue_mode: z.enum(ISSUE_MODES),
    cfop_same_state: z.string(),
    cfop_other_state: z.string(),
    icms_code: z.string(),
    pis_cst: z.string(),
    cofins_cst: z.string(),
    provider_token_set: z.boolean(),
    certificate: fiscalCertificateSchema.nullable(),
    /** What is missing before invoices can be turned on, each with its pt-BR reason. */
    missing: z.array(z.object({ field: z.enum(FISCAL_MISSING_FIELDS), message: z.string() })),
    /** Published products without an NCM: with invoices on, their sales cannot be invoiced. */
    products_without_ncm: z.number().int(),
  })
  .meta({ id: 'FiscalSettings' });
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;
