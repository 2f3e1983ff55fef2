import { toReceivedPix } from './convert.ts';
import { webhookBodySchema } from './schemas.ts';
import type { ReceivedPix } from './types.ts';

/**
 * The PSP's callback, `POST {webhookUrl}/pix` with `{ pix: [ … ] }`: one notice may carry
 * several pix, and the same pix again with `devolucoes` once a refund reaches DEVOLVIDO or
 * NAO_REALIZADO. Null when the body is not that shape (the route answers 400).
 */
export function parseWebhook(body: unknown): ReceivedPix[] | null {
  const parsed = webhookBodySchema.safeParse(body);
  return parsed.success ? parsed.data.pix.map(toReceivedPix) : null;
}

/**
 * A received pix pays an order only when it names the order's charge and carries exactly its
 * total: a pix of another txid, without txid, or of another amount (a payer who typed a
 * different value where the PSP lets them) pays nothing and is left to the seller.
 */
export function pixPaysOrder(
  pix: Pick<ReceivedPix, 'txid' | 'amountCents'>,
  order: { txid: string; totalCents: number },
): boolean {
  return pix.txid === order.txid && pix.amountCents === order.totalCents;
}
