import type { StoreSignUp } from '@vitrine/contract/store-sign-up';
import { STARTER_PAYMENT_RULES } from '@vitrine/domain/payment-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages, sellers, storeHosts, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { createSession } from '../../lib/sessions.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  issueAccountToken,
} from '../auth/account-tokens.ts';
import { findAccount, type Account } from '../auth/accounts.ts';
import { storeLink, storeLinks } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import { confirmEmailEmail } from './email-template.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';
import { emailHasAccount, hostOf, slugTaken } from './reads.ts';
import { slugTakenError } from './slug-check.ts';
import { starterPages } from './starter-pages.ts';

/** Where the confirmation e-mail's link leads: the store's office (its screen comes later). */
export const CONFIRM_EMAIL_PATH = '/vendedor/confirmar-email/';

/** Where the sign-up page posts the office login code: the new store's office (its server). */
export const OFFICE_LOGIN_PATH = '/vendedor/entrar';

const emailInUse = () =>
  conflict('email_in_use', SIGN_UP_MESSAGES.emailInUse, [
    { path: 'email', message: SIGN_UP_MESSAGES.emailInUse },
  ]);

/**
 * Opens a store, in one transaction: the store (a draft: it sells nothing until opened), its
 * host under the platform's domain, its owner (role owner) and the code that logs them in to
 * the office, the starter
 * payment rules, the draft content pages, the consent's audit row, the confirmation link and
 * its e-mail. Any failure leaves none of it. Two sign-ups with one e-mail wait for each other
 * (an advisory lock on the e-mail), so one e-mail never gets two accounts.
 */
export async function openStore(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>,
  body: StoreSignUp,
) {
  const now = deps.now();
  const host = hostOf(body.slug, deps.config.PLATFORM_DOMAIN);
  const [firstName, ...rest] = body.owner_name.trim().split(/\s+/);
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx: Database) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`store_sign_up:${body.email}`}))`,
      );
      if (await emailHasAccount(tx, body.email)) throw emailInUse();
      if (await slugTaken(tx, body.slug, host)) throw slugTakenError();
      const [store] = await tx
        .insert(stores)
        .values({
          slug: body.slug,
          name: body.store_name,
          status: 'draft',
          // A person's store is sold under their own name; a company's name comes with its
          // legal data, later (the office's checklist).
          legalName: body.document.kind === 'cpf' ? body.owner_name : '',
          cnpj: body.document.kind === 'cnpj' ? body.document.value : '',
          cpf: body.document.kind === 'cpf' ? body.document.value : '',
          email: body.email,
          phone: body.phone,
          paymentDefault: STARTER_PAYMENT_RULES,
          createdAt: now,
        })
        .returning();
      await tx.insert(storeHosts).values({ host, storeId: store!.id });
      const [owner] = await tx
        .insert(sellers)
        .values({
          storeId: store!.id,
          email: body.email,
          firstName: firstName!,
          lastName: rest.join(' '),
          passwordHash,
          phone: body.phone,
          role: 'owner',
          emailConfirmedAt: null,
          createdAt: now,
        })
        .returning();
      await tx.insert(pages).values(
        starterPages({ name: store!.name, email: body.email }).map((page) => ({
          storeId: store!.id,
          ...page,
          published: false,
          inFooter: true,
          updatedAt: now,
        })),
      );
      // The consent (LGPD art. 8: the controller proves it): who accepted what, and when.
      await recordAudit(tx, {
        storeId: store!.id,
        sellerId: owner!.id,
        entity: 'store',
        entityId: store!.id,
        action: 'sign_up',
        before: null,
        after: {
          slug: store!.slug,
          name: store!.name,
          status: store!.status,
          terms_accepted_at: now.toISOString(),
          privacy_accepted_at: now.toISOString(),
        },
      });
      const emailId = await queueConfirmation(tx, deps, store!, owner!);
      // No session here: the page that signed up is on the platform's host, the office on the
      // store's, and a cookie crosses neither. A code the office's server trades for the
      // session (loginWithCode) carries the owner over; it is worth nothing anywhere else.
      const loginCode = await issueAccountToken(tx, {
        storeId: store!.id,
        kind: 'seller',
        purpose: 'office_login',
        accountId: owner!.id,
        now,
      });
      const links = await storeLinks({ config: deps.config, db: tx }, store!.id);
      return {
        store: store!,
        owner: owner!,
        host,
        url: links('/'),
        officeLogin: {
          url: links(OFFICE_LOGIN_PATH, 'seller-office'),
          code: loginCode,
          expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.office_login),
        },
        emailId,
      };
    });
  } catch (error) {
    // A concurrent sign-up took the slug between the check and the insert.
    if (
      isUniqueViolation(error, 'stores_slug_unique') ||
      isUniqueViolation(error, 'store_hosts_pkey')
    ) {
      throw slugTakenError();
    }
    throw error;
  }
}

/** A single-use confirmation link (48 h) and its e-mail, in the caller's transaction. */
export async function queueConfirmation(
  tx: Database,
  deps: Pick<AppDeps, 'config' | 'now' | 'jobs'>,
  store: { id: string; name: string },
  owner: { id: string; email: string; firstName: string },
): Promise<string> {
  const now = deps.now();
  const token = await issueAccountToken(tx, {
    storeId: store.id,
    kind: 'seller',
    purpose: 'confirm_email',
    accountId: owner.id,
    now,
  });
  const link = await storeLink(
    { config: deps.config, db: tx },
    store.id,
    CONFIRM_EMAIL_PATH + token,
    'seller-office',
  );
  const email = confirmEmailEmail({ storeName: store.name, firstName: owner.firstName, link });
  return queueEmail(tx, deps.jobs, { storeId: store.id, to: owner.email, email, now });
}

/**
 * Uses a confirmation link up (of two clicks, one wins) and marks the seller's e-mail as
 * confirmed; false when the link is unknown, used, expired or of another store.
 */
export async function confirmEmail(
  db: Database,
  storeId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx: Database) => {
    // Only a confirmation link: a recover link pasted here is neither accepted nor used up.
    const link = await consumeAccountToken(tx, token, 'seller', storeId, now, ['confirm_email']);
    if (!link) return false;
    const [seller] = await tx
      .update(sellers)
      .set({ emailConfirmedAt: now })
      .where(
        and(
          eq(sellers.id, link.accountId),
          eq(sellers.storeId, storeId),
          isNull(sellers.emailConfirmedAt),
        ),
      )
      .returning({ id: sellers.id });
    if (seller) {
      await recordAudit(tx, {
        storeId,
        sellerId: seller.id,
        entity: 'seller',
        entityId: seller.id,
        action: 'confirm_email',
        before: { email_confirmed_at: null },
        after: { email_confirmed_at: now.toISOString() },
      });
    }
    return true;
  });
}

/**
 * A new confirmation link for a seller whose e-mail is not confirmed yet (the earlier link stops
 * working: issueAccountToken). Returns the e-mail's id and address, or null when the e-mail is
 * already confirmed.
 */
export async function resendConfirmation(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>,
  storeId: string,
  sellerId: string,
): Promise<{ emailId: string; to: string } | null> {
  return deps.db.transaction(async (tx: Database) => {
    const [row] = await tx
      .select({ seller: sellers, store: stores })
      .from(sellers)
      .innerJoin(stores, eq(stores.id, sellers.storeId))
      .where(and(eq(sellers.id, sellerId), eq(sellers.storeId, storeId)));
    if (!row || row.seller.emailConfirmedAt) return null;
    const emailId = await queueConfirmation(tx, deps, row.store, row.seller);
    return { emailId, to: row.seller.email };
  });
}

type Client = { userAgent: string | undefined; ip: string };

/**
 * The office's side of the sign-up's hand-off: uses the login code up (of two tries, one
 * wins) and opens the owner's session at this store, as a login with the password would.
 * Null when the code is unknown, used, expired, or another store's.
 */
export async function loginWithCode(
  deps: Pick<AppDeps, 'db' | 'now'>,
  storeId: string,
  code: string,
  client: Client,
): Promise<{ account: Account; token: string; expiresAt: Date } | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx: Database) => {
    const link = await consumeAccountToken(tx, code, 'seller', storeId, now, ['office_login']);
    const account = link && (await findAccount(tx, 'seller', storeId, link.accountId));
    if (!account) return null;
    const { token, session } = await createSession(tx, {
      storeId,
      kind: 'seller',
      accountId: account.id,
      userAgent: client.userAgent,
      ip: client.ip,
      now,
    });
    return { account, token, expiresAt: session.expiresAt };
  });
}
