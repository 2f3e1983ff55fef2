import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, type AccountKind } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

type Purpose = (typeof accountTokens.$inferSelect)['purpose'];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/**
 * A first-access link waits a week for the new customer; a recover link is short-lived; a new
 * store's owner confirms the e-mail within two days (the office sends another on request). The
 * office login code of a sign-up is used by the sign-up page itself, at once: minutes. A
 * preview grant only has to cross from the office to the storefront (two minutes); the preview
 * it opens lasts an afternoon's work on the store.
 */
export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<Purpose, number>> = {
  first_access: 7 * 24 * HOUR,
  recover: 2 * HOUR,
  confirm_email: 48 * HOUR,
  office_login: 5 * MINUTE,
  preview_grant: 2 * MINUTE,
  preview: 4 * HOUR,
  // A price-drop e-mail's one-click unsubscribe (features/favourites): read long after it came.
  price_alerts_unsubscribe: 365 * 24 * HOUR,
  // A marketing e-mail's (features/cart-reminders), the same.
  marketing_unsubscribe: 365 * 24 * HOUR,
};

/** A new one-time link; earlier unused links of the same purpose stop working. */
export async function issueAccountToken(
  db: Database,
  input: { storeId: string; kind: AccountKind; purpose: Purpose; accountId: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(accountTokens.kind, input.kind),
          eq(accountTokens.accountId, input.accountId),
          eq(accountTokens.purpose, input.purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      storeId: input.storeId,
      kind: input.kind,
      purpose: input.purpose,
      accountId: input.accountId,
      tokenHash: hashToken(token),
      expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]),
      createdAt: input.now,
    });
  });
  return token;
}

/**
 * The links that set a password. A link of another purpose (an e-mail confirmation) never
 * does: the create-password page neither accepts it nor uses it up.
 */
export const PASSWORD_PURPOSES = ['first_access', 'recover'] as const;
type PasswordPurpose = (typeof PASSWORD_PURPOSES)[number];
type TokenRow<P extends Purpose> = typeof accountTokens.$inferSelect & { purpose: P };

function live(
  token: string,
  kind: AccountKind,
  storeId: string,
  now: Date,
  purposes: readonly Purpose[],
) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.kind, kind),
    eq(accountTokens.storeId, storeId),
    inArray(accountTokens.purpose, [...purposes]),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** The account a usable link points to, without using it up (the create-password page). */
export async function peekAccountToken<P extends Purpose = PasswordPurpose>(
  db: Database,
  token: string,
  kind: AccountKind,
  storeId: string,
  now: Date,
  purposes: readonly P[] = PASSWORD_PURPOSES as readonly Purpose[] as readonly P[],
): Promise<TokenRow<P> | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(live(token, kind, storeId, now, purposes))
    .limit(1);
  return (row as TokenRow<P> | undefined) ?? null;
}

/** Uses the link up atomically: of two concurrent submits, one wins. */
export async function consumeAccountToken<P extends Purpose = PasswordPurpose>(
  db: Database,
  token: string,
  kind: AccountKind,
  storeId: string,
  now: Date,
  purposes: readonly P[] = PASSWORD_PURPOSES as readonly Purpose[] as readonly P[],
): Promise<TokenRow<P> | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(token, kind, storeId, now, purposes))
    .returning();
  return (row as TokenRow<P> | undefined) ?? null;
}
