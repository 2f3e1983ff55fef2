import { text } from './common.ts';
import { z } from './zod.ts';

// Configurações → WhatsApp (issue #37 §5): a store's order updates by the WhatsApp Business
// Cloud API, to shoppers who asked for them at checkout. E-mail stays the default: these go
// besides it, never instead. Secrets go one way, as in the payment settings: the office may send
// the access token and the app secret, the API answers whether each is set.

/** The order updates that go by WhatsApp, each by a template of the store's approved by Meta. */
export const WHATSAPP_UPDATES = ['paid', 'shipped', 'delivered'] as const;
export type WhatsappUpdate = (typeof WHATSAPP_UPDATES)[number];

export const WHATSAPP_UPDATE_LABELS = {
  paid: 'Pagamento confirmado',
  shipped: 'Pedido enviado',
  delivered: 'Pedido entregue',
} as const satisfies Record<WhatsappUpdate, string>;

/**
 * The template's variables, in order, as the API fills them: the same for every update, the
 * tracking code added to the shipped one. What the office shows the seller to write the
 * templates in Meta's WhatsApp Manager.
 */
export const WHATSAPP_TEMPLATE_VARIABLES = {
  paid: ['nome do cliente', 'código do pedido', 'nome da loja', 'link do pedido'],
  shipped: [
    'nome do cliente',
    'código do pedido',
    'nome da loja',
    'link do pedido',
    'código de rastreio',
  ],
  delivered: ['nome do cliente', 'código do pedido', 'nome da loja', 'link do pedido'],
} as const satisfies Record<WhatsappUpdate, readonly string[]>;

/** A text for each template that fits its variables, for the seller to submit to Meta. */
export const WHATSAPP_TEMPLATE_SUGGESTIONS = {
  paid: 'Olá, {{1}}! O pagamento do seu pedido {{2}} na {{3}} foi confirmado. Acompanhe em {{4}}',
  shipped:
    'Olá, {{1}}! Seu pedido {{2}} da {{3}} foi enviado. Acompanhe em {{4}} — rastreio: {{5}}',
  delivered: 'Olá, {{1}}! Seu pedido {{2}} da {{3}} foi entregue. Detalhes em {{4}}',
} as const satisfies Record<WhatsappUpdate, string>;

/** How a message ended up, as the Cloud API's webhook said. */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];
export const WHATSAPP_MESSAGE_STATUS_LABELS = {
  queued: 'Na fila',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
} as const satisfies Record<WhatsappMessageStatus, string>;

/** Meta's rule for a template's name: lower-case letters, digits and underscores. */
const templateNameSchema = text()
  .trim()
  .min(1, { error: 'Informe o nome do modelo.' })
  .max(512, { error: 'O nome do modelo deve ter no máximo 512 caracteres.' })
  .regex(/^[a-z0-9_]+$/, {
    error: 'Use só letras minúsculas, números e _ no nome do modelo, como em pedido_pago.',
  });

/** The ids Meta gives the number and the account: digits. Blank: not set yet. */
const metaId = (what: string) =>
  text()
    .trim()
    .max(32, { error: `${what} deve ter no máximo 32 dígitos.` })
    .regex(/^[0-9]*$/, { error: `${what} tem só números.` });

/** A credential as the seller pastes it from Meta: printable ASCII, no spaces. */
const credential = (what: string) =>
  text()
    .trim()
    .min(8, { error: `${what} deve ter pelo menos 8 caracteres.` })
    .max(1000, { error: `${what} deve ter no máximo 1000 caracteres.` })
    .regex(/^[\x21-\x7e]+$/, { error: `${what} tem espaços ou caracteres inválidos.` });

/** PUT /settings/whatsapp. Secrets: absent keeps the stored one, a value replaces, null removes. */
export const whatsappSettingsBodySchema = z.object({
  enabled: z.boolean(),
  phone_number_id: metaId('O identificador do número'),
  business_account_id: metaId('O identificador da conta'),
  access_token: credential('O token de acesso').nullable().optional(),
  app_secret: credential('A chave secreta do app').nullable().optional(),
  templates: z.object({
    paid: templateNameSchema,
    shipped: templateNameSchema,
    delivered: templateNameSchema,
  }),
  /** The templates' language as Meta names it ('pt_BR'). */
  language: text()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: 'Use o código de idioma do modelo, como pt_BR.' }),
});
export type WhatsappSettingsBody = z.infer<typeof whatsappSettingsBodySchema>;

/** What the updates need before they can be turned on, each with the field to fill. */
export const WHATSAPP_MISSING_FIELDS = ['phone_number_id', 'access_token', 'app_secret'] as const;

export const whatsappSettingsSchema = z.object({
  enabled: z.boolean(),
  phone_number_id: z.string(),
  business_account_id: z.string(),
  access_token_set: z.boolean(),
  app_secret_set: z.boolean(),
  templates: z.object({ paid: z.string(), shipped: z.string(), delivered: z.string() }),
  language: z.string(),
  /** Meta's app is told these: where its webhook goes, and the token it echoes back. */
  webhook: z.object({ url: z.string(), verify_token: z.string() }),
  missing: z.array(z.object({ field: z.enum(WHATSAPP_MISSING_FIELDS), message: z.string() })),
  /** The last 30 days' messages by how they ended up. */
  last_30_days: z.record(z.enum(WHATSAPP_MESSAGE_STATUSES), z.number().int()),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

/** GET/POST /webhooks/whatsapp/{storeId}. */
export const whatsappWebhookParamsSchema = z.object({ storeId: z.uuid() });

/** Meta's handshake (GET): `hub.mode=subscribe`, the verify token, a challenge to echo. */
export const whatsappWebhookVerifySchema = z.object({
  'hub.mode': text().max(40).optional(),
  'hub.verify_token': text().max(200).optional(),
  'hub.challenge': text().max(200).optional(),
});

export const whatsappWebhookAnswerSchema = z.object({
  /** How many of the notice's statuses moved one of the store's messages. */
  applied: z.number().int(),
});

/** The checkout's opt-in wording: what the shopper agreed to, as the API records it. */
export const WHATSAPP_OPT_IN_WORDING =
  'Quero receber as atualizações deste pedido pelo WhatsApp (pagamento, envio e entrega).';

/**
 * A sale's WhatsApp updates, for its seller: the mobile the shopper opted in with and each
 * update queued for it, with how it ended up (Meta's words when it failed). Null: e-mail only.
 */
export const saleWhatsappSchema = z.object({
  /** DDD and number, 11 digits. */
  number: z.string(),
  /** ISO instants. */
  opted_in_at: z.string(),
  messages: z.array(
    z.object({
      kind: z.enum(WHATSAPP_UPDATES),
      status: z.enum(WHATSAPP_MESSAGE_STATUSES),
      error: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type SaleWhatsapp = z.infer<typeof saleWhatsappSchema>;
