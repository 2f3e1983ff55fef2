import { whatsAppNumber } from '@vitrine/domain/phone';
import type { SaleWhatsapp } from '@vitrine/contract/whatsapp';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  type orders,
  stores,
  type WhatsappMessageKind,
  whatsappMessages,
  whatsappNotices,
  whatsappSettings,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { WHATSAPP_SEND } from '../../jobs/queues.ts';
import { ORDER_PATH, storeLinks } from '../email/links.ts';
import { createWhatsappClient, graphErrorText, WHATSAPP_GRAPH_URL } from './cloud-api.ts';
import { senderOf, type WhatsappSettingsRow } from './settings.ts';

type OrderRow = typeof orders.$inferSelect;

/** What the order's e-mail already read, so the same transaction does not read it again. */
export type WhatsappParts = { storeName: string; firstName: string; link: string };

const TEMPLATE_OF = {
  paid: 'templatePaid',
  shipped: 'templateShipped',
  delivered: 'templateDelivered',
} as const satisfies Record<WhatsappMessageKind, keyof WhatsappSettingsRow>;

/** The template's variables (contract WHATSAPP_TEMPLATE_VARIABLES), in their order. */
function parametersOf(kind: WhatsappMessageKind, order: OrderRow, parts: WhatsappParts) {
  const common = [parts.firstName, order.code, parts.storeName, parts.link];
  return kind === 'shipped' ? [...common, order.trackingCode ?? 'sem código'] : common;
}

async function partsOf(
  db: Database,
  deps: Pick<AppDeps, 'config'>,
  order: OrderRow,
): Promise<WhatsappParts | null> {
  const [[store], [customer], link] = await Promise.all([
    db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId)),
    db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, order.customerId)),
    storeLinks({ config: deps.config, db }, order.storeId),
  ]);
  if (!store || !customer) return null;
  return {
    storeName: store.name,
    firstName: customer.firstName,
    link: link(ORDER_PATH(order.code)),
  };
}

/**
 * Queues `kind`'s WhatsApp message of an order whose shopper opted in at checkout, when the
 * store's messages are on: the row (one per order and kind: a change replayed queues nothing
 * new) and its job, in `db`, the change's transaction. Inside a savepoint: whatever goes wrong
 * here is logged and rolled back alone, never the change nor the e-mail it queued.
 */
export async function queueOrderWhatsapp(
  db: Database,
  deps: Pick<AppDeps, 'config' | 'jobs' | 'logger'>,
  order: OrderRow,
  kind: WhatsappMessageKind,
  known?: WhatsappParts,
): Promise<void> {
  if (!order.whatsappNumber) return;
  const number = order.whatsappNumber;
  try {
    await db.transaction(async (savepoint: Database) => {
      const [settings] = await savepoint
        .select()
        .from(whatsappSettings)
        .where(eq(whatsappSettings.storeId, order.storeId));
      if (!settings?.enabled) return;
      const parts = known ?? (await partsOf(savepoint, deps, order));
      if (!parts) return;
      const [row] = await savepoint
        .insert(whatsappMessages)
        .values({
          storeId: order.storeId,
          orderId: order.id,
          kind,
          toNumber: whatsAppNumber(number),
          template: settings[TEMPLATE_OF[kind]],
          language: settings.language,
          parameters: parametersOf(kind, order, parts),
        })
        .onConflictDoNothing({ target: [whatsappMessages.orderId, whatsappMessages.kind] })
        .returning({ id: whatsappMessages.id });
      if (row) await deps.jobs.enqueue(savepoint, WHATSAPP_SEND, { id: row.id });
    });
  } catch (error) {
    deps.logger.error({ err: error, order: order.id, kind }, 'whatsapp message not queued');
  }
}

/**
 * The job WHATSAPP_SEND: one queued message to the Cloud API. Sent once: a message no longer
 * queued is left alone (a retry after it was taken). A refusal (a 4xx: a template Meta does not
 * know, a number not on WhatsApp, a token revoked) fails it for good, in Meta's words; a
 * service out of reach throws for the queue's retries. The Cloud API takes no idempotency key:
 * a send whose answer was lost in a timeout may reach the shopper twice, never not at all.
 */
export async function sendWhatsappMessage(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config' | 'logger' | 'now'>,
  id: string,
): Promise<void> {
  const [message] = await deps.db
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
  if (!message) return;
  const fail = (error: string) =>
    deps.db
      .update(whatsappMessages)
      .set({ status: 'failed', error, updatedAt: deps.now() })
      .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
  const sender = await senderOf(deps, message.storeId);
  if (!sender) {
    await fail('As mensagens por WhatsApp foram desligadas na loja antes do envio.');
    return;
  }
  const client = createWhatsappClient(
    {
      baseUrl: deps.config.WHATSAPP_API_URL ?? WHATSAPP_GRAPH_URL,
      timeoutMs: deps.config.WHATSAPP_TIMEOUT_MS,
      logger: deps.logger,
    },
    sender.row.phoneNumberId,
    sender.accessToken,
  );
  const sent = await client.sendTemplate({
    to: message.toNumber,
    template: message.template,
    language: message.language,
    parameters: message.parameters,
  });
  await deps.db
    .update(whatsappMessages)
    .set({ attempts: sql`${whatsappMessages.attempts} + 1` })
    .where(eq(whatsappMessages.id, id));
  if (sent.ok) {
    await deps.db
      .update(whatsappMessages)
      .set({
        status: 'sent',
        providerMessageId: sent.id,
        sentAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
    // What the webhook heard of it before its id was written here (notices below).
    await applyEarlyNotices(deps, message.storeId, sent.id);
    return;
  }
  if (sent.kind === 'refused') {
    await fail(graphErrorText(sent.body, sent.detail));
    return;
  }
  throw new Error(`whatsapp ${sent.kind}: ${sent.detail}`);
}

/** A notice's status of one message, by Meta's id (`wamid.…`). */
export type WhatsappStatusNotice = { id: string; status: string; error?: string };

/**
 * What the webhook does with a verified notice's statuses. Meta may post what became of a
 * message before the send's answer — its id — is written (sendWhatsappMessage), and such a
 * notice must not be lost: each is written down first (whatsapp_notices), then applied, and
 * let go when its message was known before the apply. The send writes the id, then applies
 * what was written down for it. Whichever comes second sees the other's write, so a notice is
 * applied once its message has its id, in either order, with no lock: applying is only ever
 * forward, so applying one twice changes nothing.
 */
export async function takeWhatsappNotices(
  deps: Pick<AppDeps, 'db' | 'now'>,
  storeId: string,
  statuses: readonly WhatsappStatusNotice[],
): Promise<number> {
  const known = statuses.filter(isKnownNotice);
  if (known.length === 0) return 0;
  const written = await deps.db
    .insert(whatsappNotices)
    .values(
      known.map((one) => ({
        storeId,
        providerMessageId: one.id,
        status: one.status,
        error: one.error ?? null,
      })),
    )
    .returning({ id: whatsappNotices.id, providerMessageId: whatsappNotices.providerMessageId });
  // The messages known now, read after the notices were written and before they are applied:
  // their notices are applied here and let go. A message whose id is written after this read
  // finds its notices written down (the send reads them after writing the id). Asked after the
  // statuses are applied instead, a send writing its id in between would see its notice gone
  // and this apply miss it (ci96, whatsapp.test on PostgreSQL).
  const ids = known.map((one) => one.id);
  const present = await deps.db
    .select({ id: whatsappMessages.providerMessageId })
    .from(whatsappMessages)
    .where(
      and(eq(whatsappMessages.storeId, storeId), inArray(whatsappMessages.providerMessageId, ids)),
    );
  const applied = await applyWhatsappStatuses(deps, storeId, known);
  const settled = new Set(present.map((row) => row.id));
  const done = written.filter((row) => settled.has(row.providerMessageId));
  if (done.length > 0) {
    await deps.db.delete(whatsappNotices).where(
      inArray(
        whatsappNotices.id,
        done.map((row) => row.id),
      ),
    );
  }
  return applied;
}

/** The notices the webhook wrote down for a message before its id was known, applied. */
async function applyEarlyNotices(
  deps: Pick<AppDeps, 'db' | 'now'>,
  storeId: string,
  providerMessageId: string,
) {
  const early = await deps.db
    .delete(whatsappNotices)
    .where(
      and(
        eq(whatsappNotices.storeId, storeId),
        eq(whatsappNotices.providerMessageId, providerMessageId),
      ),
    )
    .returning();
  if (early.length === 0) return;
  early.sort((one, other) => one.createdAt.getTime() - other.createdAt.getTime());
  await applyWhatsappStatuses(
    deps,
    storeId,
    early.map((notice) => ({
      id: notice.providerMessageId,
      status: notice.status,
      ...(notice.error ? { error: notice.error } : {}),
    })),
  );
}

/** How long a notice that named no message is kept (the job WHATSAPP_NOTICES_PRUNE). */
export const WHATSAPP_NOTICE_DAYS = 7;

/**
 * The job WHATSAPP_NOTICES_PRUNE: the notices written down that never found their message (one
 * sent by another app on the store's number), let go after a week.
 */
export async function pruneWhatsappNotices(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - WHATSAPP_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const pruned = await deps.db
    .delete(whatsappNotices)
    .where(lt(whatsappNotices.createdAt, before))
    .returning({ id: whatsappNotices.id });
  return pruned.length;
}

/** How far a message has gone: a notice never moves one back (they may come out of order). */
const RANK = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;

/** A status a notice can move a message to (never back to queued). */
type NoticeStatus = Exclude<keyof typeof RANK, 'queued'>;
const isKnownNotice = (
  notice: WhatsappStatusNotice,
): notice is WhatsappStatusNotice & { status: NoticeStatus } =>
  notice.status in RANK && notice.status !== 'queued';

/**
 * Applies the statuses of a verified notice to the store's own messages (by Meta's id, within
 * the store): each only forward, a failure only to one not yet delivered. Answers how many moved.
 */
async function applyWhatsappStatuses(
  deps: Pick<AppDeps, 'db' | 'now'>,
  storeId: string,
  statuses: readonly WhatsappStatusNotice[],
): Promise<number> {
  const known = statuses.filter(isKnownNotice);
  if (known.length === 0) return 0;
  let applied = 0;
  for (const notice of known) {
    const below =
      notice.status === 'failed'
        ? (['queued', 'sent'] as const)
        : (Object.keys(RANK) as (keyof typeof RANK)[]).filter(
            (status) => status !== 'failed' && RANK[status] < RANK[notice.status],
          );
    const moved = await deps.db
      .update(whatsappMessages)
      .set({
        status: notice.status,
        updatedAt: deps.now(),
        ...(notice.status === 'failed'
          ? { error: notice.error ?? 'Falha informada pelo WhatsApp.' }
          : {}),
      })
      .where(
        and(
          eq(whatsappMessages.storeId, storeId),
          eq(whatsappMessages.providerMessageId, notice.id),
          inArray(whatsappMessages.status, [...below]),
        ),
      )
      .returning({ id: whatsappMessages.id });
    applied += moved.length;
  }
  return applied;
}

/** A sale's WhatsApp updates for its seller (contract saleWhatsappSchema); null: e-mail only. */
export async function saleWhatsappOf(db: Database, order: OrderRow): Promise<SaleWhatsapp | null> {
  if (!order.whatsappNumber || !order.whatsappOptInAt) return null;
  const rows = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, order.id))
    .orderBy(asc(whatsappMessages.createdAt));
  return {
    number: order.whatsappNumber,
    opted_in_at: order.whatsappOptInAt.toISOString(),
    messages: rows.map((row) => ({
      kind: row.kind,
      status: row.status,
      error: row.error,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
