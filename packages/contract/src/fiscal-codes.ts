import { IBGE_UF_CODES } from '@vitrine/domain/fiscal/uf-codes';
import { cnpjSchema } from '@vitrine/domain/schemas';
import type { StateSigla } from '@vitrine/domain/states';
import { text } from './common.ts';
import { z } from './zod.ts';

// The codes an NF-e (model 55) names its goods and taxes by, as a seller types them: formats
// only (the tables of valid NCMs and CESTs are the provider's and SEFAZ's to judge). The rules of
// issuing (which CFOP for which sale, the access key) live in @vitrine/domain/fiscal.

const digits = (value: string) => value.replace(/[.\-\s]/g, '');

/** NCM: 8 digits, typed with or without its dots (6109.10.00); stored as digits. */
export const NCM_MESSAGE = 'O NCM tem 8 dígitos (ex.: 6109.10.00).';
export const ncmSchema = text()
  .trim()
  .transform(digits)
  .pipe(z.string().regex(/^\d{8}$/, { error: NCM_MESSAGE }));

/** CEST: 7 digits (28.038.00), only for goods under substituição tributária. */
export const CEST_MESSAGE = 'O CEST tem 7 dígitos (ex.: 28.038.00).';
export const cestSchema = text()
  .trim()
  .transform(digits)
  .pipe(z.string().regex(/^\d{7}$/, { error: CEST_MESSAGE }));

/**
 * The goods' origin for ICMS (the first digit of its CST, "Tabela A"), with its official
 * wording (Ajuste SINIEF 20/12 and later); the product editor's select reads these.
 */
export const PRODUCT_ORIGINS = [
  { code: 0, label: '0 – Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8' },
  { code: 1, label: '1 – Estrangeira – Importação direta, exceto a indicada no código 6' },
  {
    code: 2,
    label: '2 – Estrangeira – Adquirida no mercado interno, exceto a indicada no código 7',
  },
  {
    code: 3,
    label:
      '3 – Nacional, mercadoria ou bem com Conteúdo de Importação superior a 40% e inferior ou igual a 70%',
  },
  {
    code: 4,
    label:
      '4 – Nacional, cuja produção tenha sido feita em conformidade com os processos produtivos básicos de que tratam as legislações citadas nos Ajustes',
  },
  {
    code: 5,
    label: '5 – Nacional, mercadoria ou bem com Conteúdo de Importação inferior ou igual a 40%',
  },
  {
    code: 6,
    label:
      '6 – Estrangeira – Importação direta, sem similar nacional, constante em lista da CAMEX e gás natural',
  },
  {
    code: 7,
    label:
      '7 – Estrangeira – Adquirida no mercado interno, sem similar nacional, constante em lista da CAMEX e gás natural',
  },
  { code: 8, label: '8 – Nacional, mercadoria ou bem com Conteúdo de Importação superior a 70%' },
] as const;
export const ORIGIN_MESSAGE = 'A origem é um código de 0 a 8.';
export const originSchema = z
  .number({ error: ORIGIN_MESSAGE })
  .int({ error: ORIGIN_MESSAGE })
  .min(0, { error: ORIGIN_MESSAGE })
  .max(8, { error: ORIGIN_MESSAGE });

/** CFOP: 4 digits, the first 1–7 (entradas 1–3, saídas 5–7); typed with or without the dot. */
export const CFOP_MESSAGE = 'O CFOP tem 4 dígitos (ex.: 5.102).';
export const cfopSchema = text()
  .trim()
  .transform(digits)
  .pipe(z.string().regex(/^[1-7]\d{3}$/, { error: CFOP_MESSAGE }));

/** CSOSN (Simples Nacional and MEI, CRT 1 and 4), the NF-e layout's list. */
export const CSOSN_CODES = ['101', '102', '103', '201', '202', '203', '300', '400', '500', '900'];
/** ICMS CST (Regime Normal, CRT 3). */
export const ICMS_CST_CODES = [
  '00',
  '02',
  '10',
  '15',
  '20',
  '30',
  '40',
  '41',
  '50',
  '51',
  '53',
  '60',
  '61',
  '70',
  '90',
];
/** PIS and COFINS CST (the same table for both). */
export const PIS_COFINS_CST_CODES = [
  ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '49'],
  ...['50', '51', '52', '53', '54', '55', '56', '60', '61', '62', '63', '64', '65', '66', '67'],
  ...['70', '71', '72', '73', '74', '75', '98', '99'],
];
export const ICMS_CODE_MESSAGE = 'Informe um CSOSN (3 dígitos) ou um CST do ICMS (2 dígitos).';
export const icmsCodeSchema = text()
  .trim()
  .refine((code) => CSOSN_CODES.includes(code) || ICMS_CST_CODES.includes(code), {
    error: ICMS_CODE_MESSAGE,
  });
export const PIS_COFINS_MESSAGE = 'Informe um CST de PIS/COFINS da tabela (ex.: 49, 99).';
export const pisCofinsCstSchema = text()
  .trim()
  .refine((code) => PIS_COFINS_CST_CODES.includes(code), { error: PIS_COFINS_MESSAGE });

/** Inscrição estadual: 2 to 14 digits, typed with its punctuation or not (each UF its own). */
export const IE_MESSAGE = 'A inscrição estadual tem de 2 a 14 dígitos.';
export const stateRegistrationSchema = text()
  .trim()
  .transform((value) => value.replace(/[.\-/\s]/g, ''))
  .pipe(z.string().regex(/^\d{2,14}$/, { error: IE_MESSAGE }));

/** IBGE municipality code: 7 digits, its first two the UF's (35… São Paulo). */
export const MUNICIPALITY_CODE_MESSAGE = 'O código IBGE do município tem 7 dígitos.';
export const municipalityCodeSchema = text()
  .trim()
  .regex(/^\d{7}$/, { error: MUNICIPALITY_CODE_MESSAGE });

const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).default(null);

/**
 * A product's fiscal data in its body (POST/PUT /catalog/products). NCM '' is "not given" (a
 * store issuing invoices cannot publish it so); the CFOP and codes empty use the store's.
 */
export const productFiscalInputSchema = z
  .object({
    ncm: z.union([z.literal(''), ncmSchema]).default(''),
    origin: originSchema.default(0),
    cest: optional(cestSchema),
    cfop: optional(cfopSchema),
    icms_code: optional(icmsCodeSchema),
    pis_cst: optional(pisCofinsCstSchema),
    cofins_cst: optional(pisCofinsCstSchema),
  })
  .meta({ id: 'ProductFiscalInput' });
export type ProductFiscalInput = z.input<typeof productFiscalInputSchema>;
export type ParsedProductFiscal = z.output<typeof productFiscalInputSchema>;

/** As the office reads it back. */
export const productFiscalSchema = z
  .object({
    ncm: z.string(),
    origin: z.number().int(),
    cest: z.string().nullable(),
    cfop: z.string().nullable(),
    icms_code: z.string().nullable(),
    pis_cst: z.string().nullable(),
    cofins_cst: z.string().nullable(),
  })
  .meta({ id: 'ProductFiscal' });
export type ProductFiscal = z.infer<typeof productFiscalSchema>;

/**
 * The rule of a store issuing invoices: goods (not services: an NF-e model 55 carries no
 * services) are published only with an NCM. The API holds it on every save; the office warns.
 */
export const needsNcm = (product: { kind?: string; status?: string; ncm?: string }) =>
  (product.kind ?? 'product') === 'product' && product.status === 'active' && !product.ncm;

/** 409 `product_ncm_required`: publishing without an NCM while the store issues invoices. */
export const NCM_REQUIRED_MESSAGE =
  'Esta loja emite notas fiscais: informe o NCM do produto antes de publicá-lo.';

/** Whether a municipality's IBGE code belongs to the UF (its first two digits). */
export const municipalityInState = (code: string, state: string) =>
  /^\d{7}$/.test(code) && IBGE_UF_CODES[state as StateSigla] === code.slice(0, 2);

/** How a company buyer stands for ICMS (the NF-e's `indIEDest`: 1, 2 and 9). */
export const IE_KINDS = ['contribuinte', 'isento', 'nao_contribuinte'] as const;
export type IeKind = (typeof IE_KINDS)[number];
export const IE_KIND_LABELS = {
  contribuinte: 'Contribuinte do ICMS (tem inscrição estadual)',
  isento: 'Contribuinte isento de inscrição estadual',
  nao_contribuinte: 'Não contribuinte do ICMS',
} as const satisfies Record<IeKind, string>;

export const BUYER_COMPANY_MESSAGES = {
  legalName: 'Informe a razão social da empresa (de 2 a 120 caracteres).',
  ieKind: 'Diga se a empresa é contribuinte do ICMS.',
  stateRegistration: 'Informe a inscrição estadual da empresa.',
} as const;

/**
 * A shopper buying as a company (POST /orders `company`), for the NF-e's recipient: its CNPJ
 * (alphanumeric too), razão social and ICMS standing; the IE only for a contribuinte.
 */
export const buyerCompanySchema = z
  .object({
    cnpj: cnpjSchema,
    legal_name: text()
      .trim()
      .min(2, { error: BUYER_COMPANY_MESSAGES.legalName })
      .max(120, { error: BUYER_COMPANY_MESSAGES.legalName }),
    ie_kind: z.enum(IE_KINDS, { error: BUYER_COMPANY_MESSAGES.ieKind }),
    state_registration: z.union([z.literal(''), stateRegistrationSchema]).default(''),
  })
  .superRefine((company, ctx) => {
    if (company.ie_kind === 'contribuinte' && !company.state_registration) {
      ctx.addIssue({
        code: 'custom',
        path: ['state_registration'],
        message: BUYER_COMPANY_MESSAGES.stateRegistration,
      });
    }
  })
  .transform((company) => ({
    ...company,
    state_registration: company.ie_kind === 'contribuinte' ? company.state_registration : '',
  }));
export type BuyerCompanyInput = z.input<typeof buyerCompanySchema>;
export type BuyerCompany = z.output<typeof buyerCompanySchema>;
