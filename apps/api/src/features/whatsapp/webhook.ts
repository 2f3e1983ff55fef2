import { eq } from 'drizzle-orm';
import { whatsappSettings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { verifyWebhookSignature, webhookNoticeSchema } from './cloud-api.ts';
import { takeWhatsappNotices } from './messages.ts';
import { whatsappSecretContext } from './settings.ts';

/**
 * Meta's handshake for the store's webhook (GET with `hub.mode=subscribe`): the challenge is
 * echoed only for the store's own verify token. Null: refused.
 */
export async function verifyWhatsappWebhook(
  deps: Pick<AppDeps, 'db'>,
  storeId: string,
  query: { mode?: string; token?: string; challenge?: string },
): Promise<string | null> {
  if (query.mode !== 'subscribe' || !query.token || query.challenge === undefined) return null;
  const [row] = await deps.db
    .select({ verifyToken: whatsappSettings.verifyToken })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.storeId, storeId));
  if (!row?.verifyToken || !safeEqual(query.token, row.verifyToken)) return null;
  return query.challenge;
}

export type WhatsappNoticeOutcome =
  { outcome: 'unauthorized' } | { outcome: 'applied'; applied: number };

/**
 * A notice (POST): its `X-Hub-Signature-256` must be the store's app secret's over the very
 * bytes received, else nothing is read (401). Then the statuses of the store's number move the
 * store's messages they name (messages.ts); anything else in it is let be.
 */
export async function receiveWhatsappNotice(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>,
  storeId: string,
  signature: string | undefined,
  raw: string,
): Promise<WhatsappNoticeOutcome> {
  const [row] = await deps.db
    .select({
      secret: whatsappSettings.appSecretSealed,
      phoneNumberId: whatsappSettings.phoneNumberId,
    })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.storeId, storeId));
  if (!row?.secret) return { outcome: 'unauthorized' };
  const secret = deps.secrets.open(row.secret, whatsappSecretContext(storeId, 'app_secret'));
  if (!verifyWebhookSignature(secret, raw, signature)) return { outcome: 'unauthorized' };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { outcome: 'applied', applied: 0 };
  }
  const notice = webhookNoticeSchema.safeParse(body);
  if (!notice.success) return { outcome: 'applied', applied: 0 };
  const statuses = notice.data.entry
    .flatMap((entry) => entry.changes)
    .filter(
      (change) =>
        change.field === 'messages' &&
        (!change.value.metadata || change.value.metadata.phone_number_id === row.phoneNumberId),
    )
    .flatMap((change) => change.value.statuses ?? [])
    .map((status) => {
      const error = status.errors?.[0];
      return {
        id: status.id,
        status: status.status,
        ...(error
          ? { error: [error.code, error.title ?? error.message].filter(Boolean).join(': ') }
          : {}),
      };
    });
  return { outcome: 'applied', applied: await takeWhatsappNotices(deps, storeId, statuses) };
}
