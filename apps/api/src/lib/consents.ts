import { MARKETING_EMAILS_WORDING } from '@vitrine/contract/cart-reminders';
import { PRICE_ALERTS_WORDING } from '@vitrine/contract/favourites';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { accountTokens, customerConsents, customers } from '../db/schema/index.ts';
import type { ApiEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { clientIp } from './client-info.ts';
import { hashToken } from './tokens.ts';

// A shopper's e-mail consents (LGPD art. 8): the one in force on the customer's row (since
// when), every change a customer_consents row (when, how, the wording agreed to, from which
// client; withdrawn as easily as given). The favourites' price-drop e-mails and the store's
// marketing e-mails (the abandoned-cart reminders) are separate consents, asked separately,
// and neither is the transactional e-mails' (an order's, an account's), which need none.

export type ConsentPurpose = (typeof customerConsents.$inferSelect)['purpose'];
export type ConsentSource = (typeof customerConsents.$inferSelect)['source'];
export type ConsentClient = { ip: string | null; userAgent: string | null };
type Owner = { storeId: string; customerId: string };

/** The client a consent came from, of any route's context (a session's adds to ApiEnv). */
export function consentClientOf<E extends ApiEnv>(c: Context<E>): ConsentClient {
  const ip = clientIp(c as unknown as Context<ApiEnv>);
  return {
    ip: ip === 'desconhecido' ? null : ip,
    userAgent: c.req.header('user-agent') ?? null,
  };
}

const CONSENTS = {
  price_drop_emails: { column: customers.priceAlertsSince, wording: PRICE_ALERTS_WORDING },
  marketing_emails: { column: customers.marketingEmailsSince, wording: MARKETING_EMAILS_WORDING },
} as const satisfies Record<ConsentPurpose, unknown>;

const sinceKey = {
  price_drop_emails: 'priceAlertsSince',
  marketing_emails: 'marketingEmailsSince',
} as const satisfies Record<ConsentPurpose, keyof typeof customers.$inferSelect>;

/**
 * Turns a consent on or off, and records the change. Asking for the state already in force
 * records nothing and keeps `since`. Answers the state in force (since when; null: off).
 */
export async function setConsent(
  db: Database,
  owner: Owner,
  purpose: ConsentPurpose,
  change: { enabled: boolean; source: ConsentSource; client: ConsentClient; now: Date },
): Promise<Date | null> {
  const { column, wording } = CONSENTS[purpose];
  return db.transaction(async (tx) => {
    const mine = and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId));
    const [current] = await tx.select({ since: column }).from(customers).where(mine).for('update');
    if (!current) throw notFound();
    if ((current.since !== null) === change.enabled) return current.since;
    const since = change.enabled ? change.now : null;
    await tx
      .update(customers)
      .set({ [sinceKey[purpose]]: since })
      .where(mine);
    await tx.insert(customerConsents).values({
      ...owner,
      purpose,
      granted: change.enabled,
      source: change.source,
      wording: change.enabled ? wording : null,
      ip: change.client.ip,
      userAgent: change.client.userAgent?.slice(0, 500) ?? null,
      createdAt: change.now,
    });
    return since;
  });
}

/** The consent in force: since when (null: off); null when the shopper is not of the store. */
export async function consentOf(db: Database, owner: Owner, purpose: ConsentPurpose) {
  const [row] = await db
    .select({ since: CONSENTS[purpose].column })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId)));
  return row ?? null;
}

type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * An e-mail's one-click link: its token (hashed as every token here) names the shopper; it
 * withdraws the consent as often as it is followed, until it expires. The shopper's store, or
 * null when the token alone says it (a mail client's RFC 8058 POST carries no store). An
 * unknown, expired or other store's token: null.
 */
export async function withdrawByToken(
  db: Database,
  input: {
    storeId: string | null;
    token: string;
    tokenPurpose: TokenPurpose;
    purpose: ConsentPurpose;
    client: ConsentClient;
    now: Date;
  },
): Promise<{ since: Date | null } | null> {
  const [row] = await db
    .select({ customerId: accountTokens.accountId, storeId: accountTokens.storeId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        input.storeId === null ? undefined : eq(accountTokens.storeId, input.storeId),
        eq(accountTokens.kind, 'customer'),
        eq(accountTokens.purpose, input.tokenPurpose),
        gt(accountTokens.expiresAt, input.now),
      ),
    );
  if (!row) return null;
  const since = await setConsent(db, row, input.purpose, {
    enabled: false,
    source: 'email_link',
    client: input.client,
    now: input.now,
  });
  return { since };
}
