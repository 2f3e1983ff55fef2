import { saoPauloDay } from '@vitrine/domain/dates';
import { isbot } from 'isbot';
import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeVisits, visitMarks, visitSalts } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** Each process's copy of the day's salt, by database (one read a day, not one a visit). */
const salts = new WeakMap<Database, { day: string; salt: string }>();

/**
 * The day's salt: made by the day's first visit, which also deletes every earlier salt and
 * mark (after that, yesterday's visitors cannot be told apart by anyone).
 */
async function saltOf(db: Database, day: string): Promise<string> {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  const [made] = await db
    .insert(visitSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: visitSalts.salt });
  if (made) {
    await db.delete(visitSalts).where(lt(visitSalts.day, day));
    await db.delete(visitMarks).where(lt(visitMarks.day, day));
  }
  const salt =
    made?.salt ??
    (
      await db
        .select({ salt: visitSalts.salt })
        .from(visitSalts)
        .where(sql`${visitSalts.day} = ${day}`)
    )[0]?.salt;
  if (!salt) throw new Error(`no visit salt for ${day}`);
  salts.set(db, { day, salt });
  return salt;
}

/** A crawler, a monitor or a script: not a person's visit (isbot's list, or no agent at all). */
export const isRobot = (userAgent: string | undefined) => !userAgent?.trim() || isbot(userAgent);

/**
 * Counts a visit to `storeId` on the Brasília day of `now`: once per (address, user agent) a
 * day, known only by its salted hash; robots not at all. What is stored: the day's count and
 * the hash, never the address or the agent.
 */
export async function countVisit(
  db: Database,
  visit: { storeId: string; ip: string; userAgent: string | undefined; now: Date },
): Promise<boolean> {
  if (isRobot(visit.userAgent)) return false;
  const day = saoPauloDay(visit.now);
  const salt = await saltOf(db, day);
  const hash = createHash('sha256')
    .update([salt, visit.storeId, visit.ip, visit.userAgent].join('\n'))
    .digest('base64url');
  // One statement: the mark, and the counter moved only when the mark is new.
  const counted = await db.execute(sql`
    with seen as (
      insert into ${visitMarks} (day, hash) values (${day}, ${hash})
      on conflict do nothing
      returning 1
    )
    insert into ${storeVisits} (store_id, day, visits)
    select ${visit.storeId}, ${day}, 1 from seen
    on conflict (store_id, day) do update set visits = ${storeVisits}.visits + 1
    returning visits`);
  return rowsOf(counted).length > 0;
}
