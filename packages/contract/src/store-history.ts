import { auditHistorySchema } from './catalog-audit.ts';
import { pageQuerySchema } from './common.ts';
import { z } from './zod.ts';

// The store's "Histórico": every audit_log row of the store, newest first, by kind of thing
// changed. A feature that starts recording a new entity adds it here with its pt-BR name.

export const STORE_HISTORY_ENTITIES = [
  'product',
  'category',
  'payment_rules',
  'store',
  'seller',
  'freight_settings',
  'freight_table',
  'payment_settings',
  'page',
  'banner',
  'coupon',
  'sale',
  'refund',
  'store_domain',
  'fiscal_settings',
  'invoice',
  'cart_reminder_settings',
  'stock_alert_settings',
  'review',
  'review_settings',
  'whatsapp_settings',
] as const;
export type StoreHistoryEntity = (typeof STORE_HISTORY_ENTITIES)[number];
export const STORE_HISTORY_ENTITY_LABELS = {
  product: 'Produto ou serviço',
  category: 'Categoria',
  payment_rules: 'Regras de pagamento',
  store: 'Identidade da loja',
  seller: 'Equipe',
  freight_settings: 'Frete',
  freight_table: 'Tabela de frete',
  payment_settings: 'Contas de recebimento',
  page: 'Página de conteúdo',
  banner: 'Banner',
  coupon: 'Cupom',
  sale: 'Venda',
  refund: 'Reembolso',
  store_domain: 'Domínio',
  fiscal_settings: 'Notas fiscais',
  invoice: 'Nota fiscal de venda',
  cart_reminder_settings: 'Carrinhos abandonados',
  stock_alert_settings: 'Avise-me quando chegar',
  review: 'Avaliação',
  review_settings: 'Avaliações',
  whatsapp_settings: 'WhatsApp',
} as const satisfies Record<StoreHistoryEntity, string>;

export const storeHistoryQuerySchema = pageQuerySchema.extend({
  /** Only this kind of thing (absent: everything). */
  entity: z.enum(STORE_HISTORY_ENTITIES).optional(),
});
export type StoreHistoryQuery = z.infer<typeof storeHistoryQuerySchema>;

export const storeHistorySchema = auditHistorySchema;
