import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeHosts } from '../../db/schema/index.ts';

/** How long an answer is kept: a domain verified or removed is seen by Caddy within this. */
export const HOST_ANSWER_MS = 30_000;
/** At most this many names kept (the oldest go first): a flood of names cannot grow memory. */
const KEPT = 10_000;

/**
 * Whether a store answers at a host, each name's answer kept for HOST_ANSWER_MS — yes and no
 * alike, so a burst of handshakes for one name asks the database once.
 */
export function hostAnswers(db: Database, now: () => Date) {
  const kept = new Map<string, { yes: boolean; until: number }>();
  return {
    async has(host: string): Promise<boolean> {
      const at = now().getTime();
      const known = kept.get(host);
      if (known && known.until > at) return known.yes;
      const [row] = await db
        .select({ host: storeHosts.host })
        .from(storeHosts)
        .where(eq(storeHosts.host, host))
        .limit(1);
      kept.delete(host);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(host, { yes: Boolean(row), until: at + HOST_ANSWER_MS });
      return Boolean(row);
    },
  };
}
