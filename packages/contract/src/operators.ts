import { emailSchema } from '@vitrine/domain';
import { daySchema, moneySchema, paginated, pageQuerySchema, text } from './common.ts';
import { storeChecklistSchema } from './store-life.ts';
import { storeDomainSchema } from './domains.ts';
import { z } from './zod.ts';

// The platform's operator console (its own staff, on the platform's host): every store with
// its figures, a store's page, suspending one (and reactivating it), each action recorded.

/** What the console filters by: the store's status, or suspended whatever its status. */
export const OPERATOR_STORE_STATES = ['draft', 'open', 'paused', 'suspended', 'closed'] as const;
export type OperatorStoreState = (typeof OPERATOR_STORE_STATES)[number];
export const OPERATOR_STORE_STATE_LABELS = {
  draft: 'Em construção',
  open: 'Aberta',
  paused: 'Em pausa',
  suspended: 'Suspensa',
  closed: 'Encerrada',
} as const satisfies Record<OperatorStoreState, string>;

export const operatorStoreStateSchema = z.enum(OPERATOR_STORE_STATES);

/** An operator's sign-in: the password and, always, the authenticator's code. */
export const operatorLoginBodySchema = z.object({
  email: emailSchema.max(254),
  password: text().min(1, 'Informe a senha.').max(256),
  code: text().trim().max(32, 'Código inválido.').optional(),
});

export const operatorSchema = z
  .object({
    _id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** Not yet signed in with a code: only turning two-step verification on is open. */
    two_factor_setup_required: z.boolean(),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof operatorSchema>;

export const operatorStoresQuerySchema = pageQuerySchema.extend({
  /** Name, slug, a host of the store, or its owner's e-mail. */
  q: text().trim().max(120).optional(),
  state: operatorStoreStateSchema.optional(),
  /** Created on or after / before this day (aaaa-mm-dd). */
  created_from: daySchema('Use a data no formato AAAA-MM-DD.').optional(),
  created_to: daySchema('Use a data no formato AAAA-MM-DD.').optional(),
  sort: z.enum(['created_desc', 'revenue_desc', 'name']).default('created_desc'),
});
export type OperatorStoresQuery = z.input<typeof operatorStoresQuerySchema>;

const suspensionSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  reason: z.string(),
});

export const operatorStoreRowSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    /** Where shoppers find it: its primary domain, or its platform address. */
    host: z.string(),
    status: z.enum(['draft', 'open', 'paused', 'closed']),
    suspension: suspensionSchema.nullable(),
    created_at: z.iso.datetime({ offset: true }),
    /** Paid orders in the last 30 days, and what they came to. */
    orders_30d: z.number().int(),
    revenue_30d: moneySchema,
    /** Products and services not archived. */
    products: z.number().int(),
    /** The bytes of its images' renditions. */
    image_bytes: z.number().int(),
  })
  .meta({ id: 'OperatorStoreRow' });
export type OperatorStoreRow = z.infer<typeof operatorStoreRowSchema>;

export const operatorStoresSchema = paginated(operatorStoreRowSchema).meta({
  id: 'OperatorStores',
});
export type OperatorStores = z.infer<typeof operatorStoresSchema>;

export const operatorActionSchema = z.object({
  _id: z.uuid(),
  action: z.enum(['suspend', 'reactivate']),
  /** The operator's name (null: one removed since). */
  operator_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OperatorAction = z.infer<typeof operatorActionSchema>;

export const operatorStoreSchema = operatorStoreRowSchema
  .extend({
    owners: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        two_factor: z.boolean(),
      }),
    ),
    team_size: z.number().int(),
    domains: z.array(storeDomainSchema.pick({ domain: true, status: true, primary: true })),
    checklist: storeChecklistSchema.shape.steps,
    /** Every operator action on it, newest first. */
    actions: z.array(operatorActionSchema),
    /** What the store may hold (settings), beside what it holds. */
    limits: z.object({
      products: z.number().int(),
      image_bytes: z.number().int(),
      team: z.number().int(),
    }),
  })
  .meta({ id: 'OperatorStore' });
export type OperatorStore = z.infer<typeof operatorStoreSchema>;

export const operatorStoreParamsSchema = z.object({ id: z.uuid('Loja não encontrada.') });

export const SUSPENSION_REASON_MAX = 500;
/** The reason goes to the owner by e-mail and shows in the office: words, not a code. */
export const suspendStoreBodySchema = z.object({
  reason: text()
    .trim()
    .min(10, 'Explique o motivo em pelo menos 10 caracteres: o dono da loja vai lê-lo.')
    .max(SUSPENSION_REASON_MAX, `Use até ${SUSPENSION_REASON_MAX} caracteres.`),
});
