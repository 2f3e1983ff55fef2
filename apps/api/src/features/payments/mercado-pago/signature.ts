import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/tokens.ts';

/** How far a notification's `ts` may be from our clock: a replay after that is refused. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

export type NotificationParts = {
  /** The `data.id` query parameter of the notification's URL. */
  dataId: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** The `x-signature` header: `ts=<unix time>,v1=<hex HMAC-SHA256>`. */
  signatureHeader: string | undefined;
};

/**
 * The string Mercado Pago signs ("Validar origem da notificação"):
 * `id:[data.id_url];request-id:[x-request-id_header];ts:[ts_header];`, where an alphanumeric
 * data.id is taken in lower case and a value the notification lacks leaves its pair out.
 */
export function notificationManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const id = dataId && /^[a-zA-Z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/**
 * True when `x-signature` is Mercado Pago's HMAC-SHA256 (hex, key: the application's webhook
 * secret) of the manifest above, compared in constant time, and its `ts` is within
 * `toleranceSeconds` of `now` (Mercado Pago writes ts in seconds in its examples and in
 * milliseconds on some topics: both are read).
 */
export function verifyNotificationSignature(
  secret: string,
  parts: NotificationParts,
  now: Date,
  toleranceSeconds = NOTIFICATION_TOLERANCE_SECONDS,
): boolean {
  if (!secret || !parts.signatureHeader) return false;
  const fields = new Map<string, string>();
  for (const pair of parts.signatureHeader.split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) fields.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-fA-F]{64}$/.test(v1)) return false;
  const seconds = ts.length > 11 ? Number(ts) / 1000 : Number(ts);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret)
    .update(notificationManifest(parts.dataId, parts.requestId, ts))
    .digest('hex');
  return safeEqual(v1.toLowerCase(), expected);
}
