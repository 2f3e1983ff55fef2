import type { DomainProblem, StoreDomain, StoreDomains } from '@vitrine/contract/domains';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { getDomain } from 'tldts';
import type { Database } from '../../db/client.ts';
import { sellers, storeDomains, storeHosts, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { storeLink } from '../email/links.ts';
import { queueEmails } from '../email/outbox.ts';
import type { Email } from '../email/templates.ts';
import { domainDetachedEmail, domainFailingEmail } from './email-templates.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { normalizeHost } from '../../lib/host.ts';
import type { Config } from '../../config.ts';
import {
  dnsChecker,
  proofName,
  recordsFor,
  type DnsCheck,
  type DomainTarget,
} from './dns-check.ts';
import { DOMAIN_MESSAGES as M } from './messages.ts';

/** The audit log's name for a store's own domain (entity id: the row's). */
export const DOMAIN_ENTITY = 'store_domain';
/** Days a verified domain whose records are gone is still served (shown on the screen). */
export const GRACE_DAYS = 7;
const MAX_DOMAINS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DomainSettings = { platformDomain: string; platformAddresses: string[] };

/** What the domains' rules read of the settings, and their DNS questions. */
export function domainsOf(config: Config): { settings: DomainSettings; check: DnsCheck } {
  return {
    settings: {
      platformDomain: config.PLATFORM_DOMAIN,
      platformAddresses: config.PLATFORM_ADDRESSES,
    },
    check: dnsChecker({ servers: config.DNS_SERVERS, timeoutMs: config.DNS_TIMEOUT_MS }),
  };
}
type Row = typeof storeDomains.$inferSelect;

const LABELS = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * A domain as typed, checked: a host name under a public suffix (tldts' copy of the Public
 * Suffix List), not the platform's own, and — an apex, which cannot be a CNAME — only when the
 * platform's addresses are set. Answers the name and where it must point.
 */
export function domainOf(
  typed: string,
  slug: string,
  settings: DomainSettings,
): { domain: string; target: DomainTarget } {
  const domain = normalizeHost(typed.replace(/^https?:\/\//i, '').replace(/\/.*$/, ''));
  const registrable = LABELS.test(domain) ? getDomain(domain) : null;
  if (!registrable) throw badRequest('invalid_domain', M.invalid);
  const platform = settings.platformDomain;
  if (domain === platform || domain.endsWith(`.${platform}`)) {
    throw badRequest('platform_domain', M.platform);
  }
  if (domain === registrable && !settings.platformAddresses.length) {
    throw badRequest('apex_unsupported', M.apexUnsupported(domain));
  }
  return { domain, target: targetOf(domain, slug, settings) };
}

/**
 * Where a domain must point: a subdomain, by CNAME to the store's platform host; an apex, to the
 * platform's addresses. A stored apex is not refused if the addresses are unset later: it asks
 * for none, and its check finds its A/AAAA records wrong.
 */
function targetOf(domain: string, slug: string, settings: DomainSettings): DomainTarget {
  return domain === getDomain(domain)
    ? { kind: 'addresses', addresses: settings.platformAddresses }
    : { kind: 'cname', host: `${slug}.${settings.platformDomain}` };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function problemText(row: Row): string | null {
  if (!row.problem) return null;
  return row.problem
    .split(',')
    .map((code) => {
      const name = code.startsWith('txt') ? proofName(row.domain) : row.domain;
      return M.problems[code as DomainProblem]?.(name) ?? code;
    })
    .join(' ');
}

type StoreOf = { slug: string; primaryHost: string | null };

function view(row: Row, store: StoreOf, settings: DomainSettings): StoreDomain {
  const target = targetOf(row.domain, store.slug, settings);
  const detach = row.failingSince && new Date(row.failingSince.getTime() + GRACE_DAYS * DAY_MS);
  return {
    domain: row.domain,
    status: row.status as StoreDomain['status'],
    primary: store.primaryHost === row.domain,
    records: recordsFor(row.domain, row.token, target),
    created_at: row.createdAt.toISOString(),
    verified_at: iso(row.verifiedAt),
    checked_at: iso(row.checkedAt),
    failing_since: iso(row.failingSince),
    detach_at: iso(detach || null),
    problem: problemText(row),
  };
}

async function storeOf(db: Database, storeId: string, lock = false): Promise<StoreOf> {
  const query = db
    .select({ slug: stores.slug, primaryHost: stores.primaryHost })
    .from(stores)
    .where(eq(stores.id, storeId));
  const [store] = lock ? await query.for('update') : await query;
  if (!store) throw notFound('Loja não encontrada.', 'store_not_found');
  return store;
}

/** Sets (or clears) the store's primary domain, and records the change on `entityId`. */
async function setPrimary(
  tx: Database,
  actor: AuditActor,
  entityId: string,
  before: string | null,
  after: string | null,
) {
  if (before === after) return;
  await tx.update(stores).set({ primaryHost: after }).where(eq(stores.id, actor.storeId));
  await recordAudit(tx, {
    ...actor,
    entity: DOMAIN_ENTITY,
    entityId,
    action: 'update',
    before: { primary_domain: before },
    after: { primary_domain: after },
  });
}

export async function listDomains(
  db: Database,
  storeId: string,
  settings: DomainSettings,
): Promise<StoreDomains> {
  const store = await storeOf(db, storeId);
  const rows = await db
    .select()
    .from(storeDomains)
    .where(eq(storeDomains.storeId, storeId))
    .orderBy(asc(storeDomains.createdAt), asc(storeDomains.domain));
  return {
    domains: rows.map((row) => view(row, store, settings)),
    platform_host: `${store.slug}.${settings.platformDomain}`,
    grace_days: GRACE_DAYS,
  };
}

/** Whether another store answers at `domain` already (verified there, or one of its hosts). */
async function heldElsewhere(tx: Database, storeId: string, domain: string): Promise<boolean> {
  const [held] = await tx
    .select({ id: storeDomains.id })
    .from(storeDomains)
    .where(
      and(
        eq(storeDomains.domain, domain),
        ne(storeDomains.storeId, storeId),
        inArray(storeDomains.status, ['verified', 'failing']),
      ),
    )
    .limit(1);
  if (held) return true;
  const [host] = await tx
    .select({ storeId: storeHosts.storeId })
    .from(storeHosts)
    .where(and(eq(storeHosts.host, domain), ne(storeHosts.storeId, storeId)))
    .limit(1);
  return Boolean(host);
}

const audited = (row: Row | null) => row && { domain: row.domain, status: row.status };

export async function addDomain(
  db: Database,
  actor: AuditActor,
  typed: string,
  settings: DomainSettings,
): Promise<StoreDomain> {
  const store = await storeOf(db, actor.storeId);
  const { domain } = domainOf(typed, store.slug, settings);
  const row = await db.transaction(async (tx) => {
    // The store's row first, as every write of its domains: two adds at once wait in turn.
    await storeOf(tx, actor.storeId, true);
    const mine = await tx
      .select({ domain: storeDomains.domain })
      .from(storeDomains)
      .where(eq(storeDomains.storeId, actor.storeId));
    if (mine.some((d) => d.domain === domain)) throw conflict('domain_exists', M.exists);
    if (mine.length >= MAX_DOMAINS) throw conflict('too_many_domains', M.tooMany(MAX_DOMAINS));
    if (await heldElsewhere(tx, actor.storeId, domain)) throw conflict('domain_taken', M.taken);
    const token = `vitrine-verificacao=${randomBytes(16).toString('hex')}`;
    const [added] = await tx
      .insert(storeDomains)
      .values({ storeId: actor.storeId, domain, token })
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: DOMAIN_ENTITY,
      entityId: added!.id,
      action: 'create',
      before: null,
      after: audited(added!),
    });
    return added!;
  });
  return view(row, store, settings);
}

async function rowOf(tx: Database, storeId: string, domain: string, lock = false) {
  const query = tx
    .select()
    .from(storeDomains)
    .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.domain, normalizeHost(domain))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound, 'domain_not_found');
  return row;
}

/**
 * "Verificar": asks DNS for the proof and the pointing record. Both there, the domain is
 * verified and becomes one of the store's hosts (served, certificate on demand; the primary
 * when the store has none). Otherwise 422 `domain_not_verified`, each problem in `details`.
 */
export async function verifyDomain(
  db: Database,
  actor: AuditActor,
  domain: string,
  settings: DomainSettings,
  check: DnsCheck,
  now: Date,
): Promise<StoreDomain> {
  const store = await storeOf(db, actor.storeId);
  const found = await rowOf(db, actor.storeId, domain);
  const target = targetOf(found.domain, store.slug, settings);
  const problems = await check(found.domain, found.token, target);
  if (problems.length) {
    const [failed] = await db
      .update(storeDomains)
      .set({ checkedAt: now, problem: problems.join(',') })
      .where(eq(storeDomains.id, found.id))
      .returning();
    const details = problems.map((code) => ({
      code,
      message: M.problems[code](code.startsWith('txt') ? proofName(found.domain) : found.domain),
    }));
    throw new ApiError(422, 'domain_not_verified', M.verifyFailed, {
      problems: details,
      domain: view(failed!, store, settings),
    });
  }
  const [row, after] = await db.transaction(async (tx) => {
    const locked = await storeOf(tx, actor.storeId, true);
    const before = await rowOf(tx, actor.storeId, domain, true);
    if (await heldElsewhere(tx, actor.storeId, before.domain)) {
      throw conflict('domain_taken', M.taken);
    }
    const [verified] = await tx
      .update(storeDomains)
      .set({
        status: 'verified',
        verifiedAt: before.verifiedAt ?? now,
        checkedAt: now,
        failingSince: null,
        problem: null,
      })
      .where(eq(storeDomains.id, before.id))
      .returning();
    await tx
      .insert(storeHosts)
      .values({ host: before.domain, storeId: actor.storeId })
      .onConflictDoNothing();
    await recordAudit(tx, {
      ...actor,
      entity: DOMAIN_ENTITY,
      entityId: before.id,
      action: 'verify',
      before: audited(before),
      after: audited(verified!),
    });
    const primary = locked.primaryHost ?? before.domain;
    await setPrimary(tx, actor, before.id, locked.primaryHost, primary);
    return [verified!, { ...locked, primaryHost: primary }] as const;
  });
  return view(row, after, settings);
}

/** The domain every other address of the store sends its pages to. */
export async function makePrimary(
  db: Database,
  actor: AuditActor,
  domain: string,
  settings: DomainSettings,
): Promise<StoreDomain> {
  const [row, store] = await db.transaction(async (tx) => {
    const locked = await storeOf(tx, actor.storeId, true);
    const found = await rowOf(tx, actor.storeId, domain, true);
    if (found.status === 'pending') throw conflict('domain_not_verified', M.notVerified);
    await setPrimary(tx, actor, found.id, locked.primaryHost, found.domain);
    return [found, { ...locked, primaryHost: found.domain }] as const;
  });
  return view(row, store, settings);
}

/** Removing a domain stops serving it: the store answers there no more. */
export async function removeDomain(db: Database, actor: AuditActor, domain: string) {
  await db.transaction(async (tx) => {
    const locked = await storeOf(tx, actor.storeId, true);
    const before = await rowOf(tx, actor.storeId, domain, true);
    if (locked.primaryHost === before.domain) {
      await setPrimary(tx, actor, before.id, before.domain, null);
    }
    await tx.delete(storeDomains).where(eq(storeDomains.id, before.id));
    await tx
      .delete(storeHosts)
      .where(and(eq(storeHosts.host, before.domain), eq(storeHosts.storeId, actor.storeId)));
    await recordAudit(tx, {
      ...actor,
      entity: DOMAIN_ENTITY,
      entityId: before.id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}

/**
 * The daily re-check of every connected domain (jobs/tasks.ts, `domains-recheck`): records
 * still there keep it connected (and clear a past failure); records gone flag it `failing` —
 * the office shows since when and until when — and after GRACE_DAYS of that the store stops
 * answering there (back to `pending`: "Verificar" connects it again). A DNS that does not
 * answer changes nothing but the last check. Idempotent: run twice, it finds the same.
 */
export async function recheckDomains(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'jobs'> & {
    settings: DomainSettings;
    check: DnsCheck;
  },
): Promise<{ checked: number; failing: number; detached: number }> {
  const { db, settings, check } = deps;
  const held = await db
    .select({ row: storeDomains, slug: stores.slug })
    .from(storeDomains)
    .innerJoin(stores, eq(stores.id, storeDomains.storeId))
    .where(inArray(storeDomains.status, ['verified', 'failing']))
    .orderBy(asc(storeDomains.checkedAt));
  const tally = { checked: 0, failing: 0, detached: 0 };
  for (const { row, slug } of held) {
    const now = deps.now();
    const target = targetOf(row.domain, slug, settings);
    const problems = await check(row.domain, row.token, target);
    tally.checked += 1;
    const problem = problems.length ? problems.join(',') : null;
    if (!problems.length || problems.includes('dns_unreachable')) {
      await db
        .update(storeDomains)
        .set(
          problems.length
            ? { checkedAt: now, problem }
            : { checkedAt: now, problem: null, status: 'verified', failingSince: null },
        )
        .where(eq(storeDomains.id, row.id));
      continue;
    }
    const since = row.failingSince ?? now;
    if (now.getTime() - since.getTime() < GRACE_DAYS * DAY_MS) {
      await db.transaction(async (tx) => {
        await tx
          .update(storeDomains)
          .set({ checkedAt: now, problem, status: 'failing', failingSince: since })
          .where(eq(storeDomains.id, row.id));
        // The owners hear of it once, the day it starts, with the day it will be disconnected.
        if (row.status === 'verified') {
          const detachOn = new Date(since.getTime() + GRACE_DAYS * DAY_MS);
          await mailOwners(tx, deps, { ...row, problem }, slug, (input) =>
            domainFailingEmail({ ...input, detachOn }),
          );
        }
      });
      tally.failing += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      // The store first, as every other write of its domains locks it: no lock order to cross.
      const store = await storeOf(tx, row.storeId, true);
      const [detached] = await tx
        .update(storeDomains)
        .set({ checkedAt: now, problem, status: 'pending', failingSince: null })
        .where(and(eq(storeDomains.id, row.id), eq(storeDomains.status, 'failing')))
        .returning();
      if (!detached) return;
      const system = { storeId: row.storeId, sellerId: null };
      if (store.primaryHost === row.domain) {
        await setPrimary(tx, system, row.id, row.domain, null);
      }
      await tx
        .delete(storeHosts)
        .where(and(eq(storeHosts.host, row.domain), eq(storeHosts.storeId, row.storeId)));
      await recordAudit(tx, {
        ...system,
        entity: DOMAIN_ENTITY,
        entityId: row.id,
        action: 'detach',
        before: audited(row),
        after: audited(detached),
      });
      await mailOwners(tx, deps, { ...row, problem }, slug, domainDetachedEmail);
      tally.detached += 1;
    });
  }
  return tally;
}

/** An e-mail of the re-check to each of the store's owners, in the check's transaction. */
async function mailOwners(
  tx: Database,
  deps: Pick<AppDeps, 'config' | 'jobs' | 'now'> & { settings: DomainSettings },
  row: Row,
  slug: string,
  email: (input: Parameters<typeof domainDetachedEmail>[0]) => Email,
) {
  const [store] = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(eq(stores.id, row.storeId));
  const owners = await tx
    .select({ email: sellers.email, firstName: sellers.firstName })
    .from(sellers)
    .where(and(eq(sellers.storeId, row.storeId), eq(sellers.role, 'owner')));
  const link = await storeLink(
    { config: deps.config, db: tx },
    row.storeId,
    '/vendedor/configuracoes/dominio',
    'seller-office',
  );
  const now = deps.now();
  await queueEmails(
    tx,
    deps.jobs,
    owners.map((owner) => ({
      storeId: row.storeId,
      to: owner.email,
      email: email({
        storeName: store?.name ?? '',
        firstName: owner.firstName,
        domain: row.domain,
        platformHost: `${slug}.${deps.settings.platformDomain}`,
        problem: problemText(row) ?? '',
        link,
      }),
      now,
    })),
  );
}
