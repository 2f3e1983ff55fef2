import { PIX_KEY_TYPES, normalizePixKey, type PixKeyType } from '@vitrine/domain/refunds';
import { cpfSchema, nameSchema } from '@vitrine/domain/schemas';
import { z } from './zod.ts';
import { moneySchema, text } from './common.ts';

// The refunds of a paid order: the whole order when the seller cancels it, returned items in
// part. A card or pix payment goes back through the provider that charged it; a boleto has no
// account to go back to, so its shopper says where to receive (a pix key or a bank account)
// and the store transfers it.

export const REFUND_STATUSES = [
  'aguardando_dados',
  'em_processamento',
  'devolvido',
  'nao_realizado',
] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  aguardando_dados: 'Aguardando dados para devolução',
  em_processamento: 'Em processamento',
  devolvido: 'Devolvido',
  nao_realizado: 'Não realizado',
};

/** `cancel`: the whole order, cancelled; `return`: items the shopper gave back. */
export const REFUND_KINDS = ['cancel', 'return'] as const;
export const REFUND_KIND_LABELS = {
  cancel: 'Cancelamento',
  return: 'Devolução de itens',
} as const satisfies Record<(typeof REFUND_KINDS)[number], string>;

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};
export const BANK_ACCOUNT_TYPES = ['corrente', 'poupanca'] as const;
export const BANK_ACCOUNT_TYPE_LABELS = {
  corrente: 'Conta corrente',
  poupanca: 'Conta poupança',
} as const satisfies Record<(typeof BANK_ACCOUNT_TYPES)[number], string>;

export const REFUND_DESTINATION_MESSAGES = {
  pixKey: 'Chave pix inválida para o tipo escolhido.',
  bank: 'Informe o código do banco com 3 números (ex.: 001).',
  agency: 'Informe a agência com até 5 números, sem o dígito.',
  account: 'Informe a conta com o dígito, como 12345-6.',
} as const;

/** Where a boleto's refund goes, as the shopper gives it (stored normalised). */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('pix'),
      key_type: z.enum(PIX_KEY_TYPES),
      key: text().trim().min(1, 'Informe a chave pix.').max(100),
    })
    .transform((value, context) => {
      const key = normalizePixKey(value.key_type, value.key);
      if (key === null) {
        context.addIssue({
          code: 'custom',
          message: REFUND_DESTINATION_MESSAGES.pixKey,
          path: ['key'],
          input: value.key,
        });
        return z.NEVER;
      }
      return { ...value, key };
    }),
  z.object({
    kind: z.literal('bank'),
    bank: text()
      .trim()
      .regex(/^\d{3}$/, REFUND_DESTINATION_MESSAGES.bank),
    agency: text()
      .trim()
      .regex(/^\d{1,5}$/, REFUND_DESTINATION_MESSAGES.agency),
    account: text()
      .trim()
      .regex(/^\d{1,12}-?[\dXx]$/, REFUND_DESTINATION_MESSAGES.account)
      .transform((value) => value.replace('-', '').toUpperCase()),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    holder_name: nameSchema,
    holder_cpf: cpfSchema,
  }),
]);
export type RefundDestination = z.output<typeof refundDestinationSchema>;

/** The destination as stored and answered (normalised: digits, the key as the DICT holds it). */
export const refundDestinationViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pix'), key_type: z.enum(PIX_KEY_TYPES), key: z.string() }),
  z.object({
    kind: z.literal('bank'),
    bank: z.string(),
    agency: z.string(),
    account: z.string(),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    holder_name: z.string(),
    holder_cpf: z.string(),
  }),
]);
export type RefundDestinationInput = z.input<typeof refundDestinationSchema>;

export const refundItemSchema = z.object({
  code: z.string(),
  variation: z.string(),
  name: z.string(),
  variation_name: z.string(),
  quantity: z.number().int(),
});

export const refundSchema = z.object({
  _id: z.uuid(),
  amount: moneySchema,
  status: refundStatusSchema,
  status_label: z.string(),
  kind: z.enum(REFUND_KINDS),
  /** The returned items (empty for a cancellation: the whole order). */
  items: z.array(refundItemSchema),
  /** The seller's reason, when given. */
  reason: z.string().nullable(),
  /** `provider`: back through who charged it; `transfer`: the store transfers it (boleto). */
  via: z.enum(['provider', 'transfer']),
  /** The boleto shopper's pix key or account: shown only to the store's sellers and them. */
  destination: refundDestinationViewSchema.nullable(),
  /** Why the provider did not refund it (pt-BR, as the provider said). */
  failure_reason: z.string().nullable(),
  /** The seller may send it again (the provider failed or refused it). */
  retryable: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

const reason = text()
  .trim()
  .min(3, 'Descreva o motivo com pelo menos 3 caracteres.')
  .max(300, 'Use no máximo 300 caracteres no motivo.');

/**
 * POST /sales/{code}/refunds: items the shopper returned (by product and variation code), how
 * many of each; `restock` puts them back in stock. The amount is the server's (domain
 * refunds.ts returnRefundCents), never the client's.
 */
export const createReturnBodySchema = z.object({
  items: z
    .array(
      z.object({
        code: text().min(1).max(64),
        variation: text().max(64),
        quantity: z.number().int().min(1, 'Devolva pelo menos 1 unidade.').max(10_000),
      }),
    )
    .min(1, 'Escolha pelo menos um item para devolver.')
    .max(200),
  restock: z.boolean().default(false),
  reason: reason.optional(),
});
export type CreateReturnBody = z.input<typeof createReturnBodySchema>;

export const refundParamSchema = z.object({
  code: text().min(1).max(32),
  id: z.uuid('Reembolso não encontrado.'),
});

/** What needs the most attention first: a failure, then missing data, then work in progress. */
const ATTENTION: readonly RefundStatus[] = [
  'nao_realizado',
  'aguardando_dados',
  'em_processamento',
  'devolvido',
];

/** The order's refunds in one word (null: none), the one needing attention first. */
export function combinedRefundStatus(statuses: readonly RefundStatus[]): RefundStatus | null {
  return ATTENTION.find((status) => statuses.includes(status)) ?? null;
}

/** An order's refunds as its payment line reads them: their status, and whether all of it. */
export const refundStateSchema = z.object({ status: refundStatusSchema, whole: z.boolean() });
export type RefundState = z.infer<typeof refundStateSchema>;

const WHOLE_LABELS: Record<RefundStatus, string> = {
  aguardando_dados: 'Reembolso aguardando dados',
  em_processamento: 'Reembolso em processamento',
  devolvido: 'Reembolsado',
  nao_realizado: 'Reembolso não realizado',
};
const PART_LABELS: Record<RefundStatus, string> = {
  aguardando_dados: 'Pago, reembolso parcial aguardando dados',
  em_processamento: 'Pago, reembolso parcial em processamento',
  devolvido: 'Pago, reembolsado em parte',
  nao_realizado: 'Pago, reembolso parcial não realizado',
};

/** "Reembolsado", "Pago, reembolso parcial em processamento"… */
export function refundStateLabel(state: RefundState): string {
  return (state.whole ? WHOLE_LABELS : PART_LABELS)[state.status];
}
