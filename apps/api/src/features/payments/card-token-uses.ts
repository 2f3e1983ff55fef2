import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardTokenUses } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { CARD_TOKEN_TTL_MS } from './sandbox/card-tokens.ts';

/**
 * Marks a card token used, inside the order's transaction: true the first time, false when an
 * order already paid with it. The primary key settles two concurrent orders with one token (the
 * second waits for the first's transaction and finds the row); a declined card rolls its order
 * back, mark included, and stays declined on a retry.
 */
export async function claimCardToken(
  tx: Database,
  input: { storeId: string; token: string; now: Date },
): Promise<boolean> {
  // Older marks belong to tokens that have expired themselves: nothing left to guard.
  await tx.delete(cardTokenUses).where(lt(cardTokenUses.expiresAt, input.now));
  const claimed = await tx
    .insert(cardTokenUses)
    .values({
      tokenHash: hashToken(input.token),
      storeId: input.storeId,
      usedAt: input.now,
      expiresAt: new Date(input.now.getTime() + CARD_TOKEN_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ tokenHash: cardTokenUses.tokenHash });
  return claimed.length > 0;
}
