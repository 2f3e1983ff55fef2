import { STORE_CHECKLIST_STEPS } from '@vitrine/domain/store-checklist';
import { text } from './common.ts';
import type { ORDER_STATUSES } from './orders.ts';
import { saleSummarySchema } from './sales.ts';
import { storeStatusSchema } from './store-sign-up.ts';
import { z } from './zod.ts';

// A store's life after sign-up (its owner's alone): the first-run checklist, opening once the
// required steps hold, a pause with a message to shoppers, reopening, and closing for good
// after the downloads and the owner's password.

export const storeChecklistStepSchema = z.enum(STORE_CHECKLIST_STEPS);
export type StoreChecklistStepCode = z.infer<typeof storeChecklistStepSchema>;

/** A step as the office draws it and a refusal lists it: its code and its pt-BR label. */
export const checklistStepRefSchema = z.object({
  code: storeChecklistStepSchema,
  label: z.string(),
});

export const storeChecklistSchema = z
  .object({
    status: storeStatusSchema,
    /** What shoppers read while the store is paused (null: the standard notice). */
    pause_message: z.string().nullable(),
    /** When it was closed (null: it is not). */
    closed_at: z.string().nullable(),
    steps: z.array(
      checklistStepRefSchema.extend({
        /** Needed to open (identity is advised, not required). */
        required: z.boolean(),
        /** From the store's data now, never from a click. */
        done: z.boolean(),
      }),
    ),
    /** The required steps not done: none, and a draft store may open. */
    missing: z.array(storeChecklistStepSchema),
  })
  .meta({ id: 'StoreChecklist' });
export type StoreChecklist = z.infer<typeof storeChecklistSchema>;

/** 409 `store_not_ready`'s details: what is missing, each step with its label. */
export const storeNotReadyDetailsSchema = z.object({ missing: z.array(checklistStepRefSchema) });

export const PAUSE_MESSAGE_MAX = 280;

export const storePauseBodySchema = z
  .object({
    /** To shoppers while paused ("Voltamos dia 10!"); blank: the standard notice. */
    message: text()
      .trim()
      .max(PAUSE_MESSAGE_MAX, {
        error: `A mensagem deve ter no máximo ${PAUSE_MESSAGE_MAX} caracteres.`,
      })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .meta({ id: 'StorePauseBody' });
export type StorePauseInput = z.input<typeof storePauseBodySchema>;

export const storeCloseBodySchema = z
  .object({ password: text().min(1, { error: 'Digite sua senha.' }).max(128) })
  .meta({ id: 'StoreCloseBody' });
export type StoreCloseBody = z.infer<typeof storeCloseBodySchema>;

/** Where the store is now, as each move answers. */
export const storeStateSchema = z
  .object({
    status: storeStatusSchema,
    pause_message: z.string().nullable(),
    closed_at: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'StoreState' });
export type StoreState = z.infer<typeof storeStateSchema>;

/** Orders that end with one of these are finished; any other keeps a store from closing. */
export const FINISHED_ORDER_STATUSES = [
  'entregue',
  'cancelado',
  'expirado',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** 409 `store_has_unfinished_orders`'s details: the orders to finish first (at most 100). */
export const unfinishedOrdersDetailsSchema = z.object({
  total: z.number().int(),
  orders: z.array(
    saleSummarySchema.pick({
      code: true,
      status: true,
      status_label: true,
      created_at: true,
      total: true,
      customer_name: true,
    }),
  ),
});
export type UnfinishedOrders = z.infer<typeof unfinishedOrdersDetailsSchema>;
