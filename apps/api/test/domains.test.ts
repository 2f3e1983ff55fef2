import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { auditLog, emailOutbox, storeDomains, storeHosts, stores } from '../src/db/schema/index.ts';
import { domainsOf, GRACE_DAYS, recheckDomains } from '../src/features/domains/domains.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';
import { startDnsServer, startSilentDnsServer } from './servers/dns.ts';

// A store's own domain (office, Configurações → Domínio): the records to set, "Verificar"
// against real DNS — here a loopback DNS server (dns2) holding what the test sets, as a
// registrar's zone would — and what a verified domain becomes: one of the store's hosts.

const dns = await startDnsServer();
const silent = await startSilentDnsServer();
afterAll(async () => {
  await dns.close();
  await silent.close();
});

const PLATFORM = 'lojas-vitrine.com.br';
const { app, db, deps } = await createTestApp({
  config: { DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: '300', PLATFORM_DOMAIN: PLATFORM },
});
const { app: unanswered, db: unansweredDb } = await createTestApp({
  config: { DNS_SERVERS: silent.address, DNS_TIMEOUT_MS: '300', PLATFORM_DOMAIN: PLATFORM },
});
const { app: withAddresses, db: apexDb } = await createTestApp({
  config: {
    DNS_SERVERS: dns.address,
    PLATFORM_DOMAIN: PLATFORM,
    PLATFORM_ADDRESSES: '203.0.113.10, 2001:db8::10',
  },
});

async function ownerOf(database = db) {
  const store = await createStore(database);
  const owner = await createSeller(database, store.id, { role: 'owner' });
  return { store, token: await sessionFor(database, 'seller', owner) };
}

type Domain = {
  domain: string;
  status: string;
  primary: boolean;
  records: { type: string; name: string; value: string }[];
  problem: string | null;
};
type Refusal = {
  code: string;
  message: string;
  details?: { problems: { code: string; message: string }[] };
};

beforeEach(() => dns.clear());

describe('a domain of the store’s own', () => {
  it('shows the records to set, names each one missing or wrong, and verifies once both hold', async () => {
    const { store, token } = await ownerOf();
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token, body });
    const added = await as('POST', '/settings/domains', { domain: 'WWW.Loja-Exemplo.com.br' });
    expect(added.status, added.text).toBe(201);
    const domain = added.json as Domain;
    expect(domain.domain).toBe('www.loja-exemplo.com.br');
    expect(domain.status).toBe('pending');
    const [txt, cname] = domain.records;
    expect(txt).toMatchObject({ type: 'TXT', name: '_vitrine.www.loja-exemplo.com.br' });
    expect(txt!.value).toMatch(/^vitrine-verificacao=[0-9a-f]{32}$/);
    expect(cname).toEqual({
      type: 'CNAME',
      name: 'www.loja-exemplo.com.br',
      value: `${store.slug}.${PLATFORM}`,
    });

    const verify = () => as('POST', '/settings/domains/www.loja-exemplo.com.br/verify');
    const problems = async () => {
      const res = await verify();
      expect(res.status, res.text).toBe(422);
      const refusal = res.json as Refusal;
      expect(refusal.code).toBe('domain_not_verified');
      return refusal.details!.problems;
    };
    expect((await problems()).map((p) => p.code)).toEqual(['txt_missing', 'cname_missing']);
    expect((await problems())[0]!.message).toBe(
      'O registro TXT _vitrine.www.loja-exemplo.com.br não foi encontrado.',
    );
    // Set, but with another store's token and pointing elsewhere.
    await dns.set('_vitrine.www.loja-exemplo.com.br', 'TXT', ['vitrine-verificacao=outra']);
    await dns.set('www.loja-exemplo.com.br', 'CNAME', [`outra-loja.${PLATFORM}`]);
    expect((await problems()).map((p) => p.code)).toEqual(['txt_wrong', 'cname_wrong']);
    await dns.set('_vitrine.www.loja-exemplo.com.br', 'TXT', [txt!.value]);
    expect((await problems()).map((p) => p.code)).toEqual(['cname_wrong']);
    const listed = await as('GET', '/settings/domains');
    expect((listed.json as { domains: Domain[] }).domains[0]!.problem).toBe(
      'O registro CNAME de www.loja-exemplo.com.br aponta para outro endereço.',
    );

    await dns.set('www.loja-exemplo.com.br', 'CNAME', [`${store.slug}.${PLATFORM}`]);
    const verified = await verify();
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toMatchObject({ status: 'verified', primary: true, problem: null });
    const hosts = await db
      .select()
      .from(storeHosts)
      .where(eq(storeHosts.host, 'www.loja-exemplo.com.br'));
    expect(hosts).toEqual([{ host: 'www.loja-exemplo.com.br', storeId: store.id }]);

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.entity, 'store_domain')))
      .orderBy(auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(['create', 'verify', 'update']);
    const history = await as('GET', '/history?entity=store_domain');
    expect(history.status, history.text).toBe(200);
    const entries = (history.json as { items: { action: string; entity_name: string }[] }).items;
    expect(entries.map((e) => [e.action, e.entity_name]).sort()).toEqual([
      ['create', 'www.loja-exemplo.com.br'],
      ['update', 'www.loja-exemplo.com.br'],
      ['verify', 'www.loja-exemplo.com.br'],
    ]);
    const [primary] = await db
      .select({ host: stores.primaryHost })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(primary!.host).toBe('www.loja-exemplo.com.br');

    // A second domain, verified, is not the primary until the seller says so.
    const shop = (
      (await as('POST', '/settings/domains', { domain: 'loja.exemplo.net.br' })).json as Domain
    ).records[0]!.value;
    await dns.set('_vitrine.loja.exemplo.net.br', 'TXT', [shop]);
    await dns.set('loja.exemplo.net.br', 'CNAME', [`${store.slug}.${PLATFORM}`]);
    expect((await as('POST', '/settings/domains/loja.exemplo.net.br/verify')).json).toMatchObject({
      status: 'verified',
      primary: false,
    });
    expect((await as('PUT', '/settings/domains/loja.exemplo.net.br/primary')).status).toBe(200);
    const both = (await as('GET', '/settings/domains')).json as { domains: Domain[] };
    expect(both.domains.map((d) => [d.domain, d.primary])).toEqual([
      ['www.loja-exemplo.com.br', false],
      ['loja.exemplo.net.br', true],
    ]);

    // Removed: the store answers there no more.
    const removed = await as('DELETE', '/settings/domains/www.loja-exemplo.com.br');
    expect(removed.status, removed.text).toBe(200);
    expect(
      await db.select().from(storeHosts).where(eq(storeHosts.host, 'www.loja-exemplo.com.br')),
    ).toEqual([]);
  });

  it('refuses a domain another store has verified, and lets it go once that store removes it', async () => {
    const first = await ownerOf();
    const second = await ownerOf();
    const add = (who: typeof first, domain: string) =>
      call(app, 'POST', '/settings/domains', {
        storeId: who.store.id,
        token: who.token,
        body: { domain },
      });
    const mine = (await add(first, 'loja.casa-exemplo.com.br')).json as Domain;
    // Both may add it: only one can prove it.
    const theirs = await add(second, 'loja.casa-exemplo.com.br');
    expect(theirs.status).toBe(201);
    await dns.set('_vitrine.loja.casa-exemplo.com.br', 'TXT', [mine.records[0]!.value]);
    await dns.set('loja.casa-exemplo.com.br', 'CNAME', [`${first.store.slug}.${PLATFORM}`]);
    const verified = await call(app, 'POST', '/settings/domains/loja.casa-exemplo.com.br/verify', {
      storeId: first.store.id,
      token: first.token,
    });
    expect(verified.status, verified.text).toBe(200);
    const again = await call(app, 'POST', '/settings/domains/loja.casa-exemplo.com.br/verify', {
      storeId: second.store.id,
      token: second.token,
    });
    // The second store's token is not in the zone: its verification fails on the proof.
    expect(again.status).toBe(422);
    expect((again.json as Refusal).details!.problems.map((p) => p.code)).toContain('txt_wrong');
    const third = await ownerOf();
    const taken = await add(third, 'loja.casa-exemplo.com.br');
    expect(taken.status).toBe(409);
    expect((taken.json as Refusal).code).toBe('domain_taken');
    expect((taken.json as Refusal).message).toBe(
      'Este domínio já está conectado a outra loja. Se ele é seu, fale com o suporte.',
    );
    const removed = await call(app, 'DELETE', '/settings/domains/loja.casa-exemplo.com.br', {
      storeId: first.store.id,
      token: first.token,
    });
    expect(removed.status).toBe(200);
    expect((await add(third, 'loja.casa-exemplo.com.br')).status).toBe(201);
  });

  it('says the DNS did not answer, never that a record is missing, when the server times out', async () => {
    const { store, token } = await ownerOf(unansweredDb);
    const as = (method: string, path: string, body?: unknown) =>
      call(unanswered, method, path, { storeId: store.id, token, body });
    expect((await as('POST', '/settings/domains', { domain: 'www.sem-dns.com.br' })).status).toBe(
      201,
    );
    const res = await as('POST', '/settings/domains/www.sem-dns.com.br/verify');
    expect(res.status).toBe(422);
    expect((res.json as Refusal).details!.problems.map((p) => p.code)).toEqual(['dns_unreachable']);
  });

  it('refuses what is not a domain of the seller’s, with a reason in pt-BR', async () => {
    const { store, token } = await ownerOf();
    const add = (domain: string) =>
      call(app, 'POST', '/settings/domains', { storeId: store.id, token, body: { domain } });
    for (const [domain, code] of [
      ['minha loja.com.br', 'invalid_domain'],
      ['127.0.0.1', 'invalid_domain'],
      ['localhost', 'invalid_domain'],
      [`qualquer.${PLATFORM}`, 'platform_domain'],
      ['loja-exemplo.com.br', 'apex_unsupported'],
    ]) {
      const res = await add(domain!);
      expect([res.status, (res.json as Refusal).code], domain).toEqual([400, code]);
    }
    expect((await add('https://www.minhaloja.com.br/')).status).toBe(201);
    const twice = await add('www.minhaloja.com.br');
    expect([twice.status, (twice.json as Refusal).code]).toEqual([409, 'domain_exists']);
    // Sent twice at once (a double click): one is added, the other told so.
    const both = await Promise.all([add('loja.duplo.com.br'), add('loja.duplo.com.br')]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('asks an apex for the platform’s addresses when they are set', async () => {
    const { store, token } = await ownerOf(apexDb);
    const res = await call(withAddresses, 'POST', '/settings/domains', {
      storeId: store.id,
      token,
      body: { domain: 'loja-exemplo.com.br' },
    });
    expect(res.status, res.text).toBe(201);
    expect((res.json as Domain).records.slice(1)).toEqual([
      { type: 'A', name: 'loja-exemplo.com.br', value: '203.0.113.10' },
      { type: 'AAAA', name: 'loja-exemplo.com.br', value: '2001:db8::10' },
    ]);
  });

  it('is for those who may change the settings', async () => {
    const store = await createStore(db);
    const sales = await createSeller(db, store.id, { role: 'sales' });
    const token = await sessionFor(db, 'seller', sales);
    const res = await call(app, 'POST', '/settings/domains', {
      storeId: store.id,
      token,
      body: { domain: 'www.vendas.com.br' },
    });
    expect(res.status).toBe(403);
    expect((await call(app, 'GET', '/settings/domains', { storeId: store.id })).status).toBe(401);
  });
});

describe('the daily re-check', () => {
  const config = testConfig({ DNS_SERVERS: dns.address, PLATFORM_DOMAIN: PLATFORM });
  const DAY = 24 * 60 * 60 * 1000;

  it('flags a domain whose records are gone, stops serving it after the grace, and lets it come back', async () => {
    const { store, token } = await ownerOf();
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token, body });
    const domain = 'www.loja-que-some.com.br';
    const added = (await as('POST', '/settings/domains', { domain })).json as Domain;
    const zone = async () => {
      await dns.set(`_vitrine.${domain}`, 'TXT', [added.records[0]!.value]);
      await dns.set(domain, 'CNAME', [`${store.slug}.${PLATFORM}`]);
    };
    await zone();
    expect((await as('POST', `/settings/domains/${domain}/verify`)).status).toBe(200);
    const served = async () =>
      (await db.select().from(storeHosts).where(eq(storeHosts.host, domain))).length === 1;
    const row = async () =>
      (await db.select().from(storeDomains).where(eq(storeDomains.domain, domain)))[0]!;
    let clock = Date.now();
    const recheck = () =>
      recheckDomains({ ...deps, now: () => new Date(clock), ...domainsOf(config) });

    // Records still there: nothing changes but the check's time.
    await recheck();
    expect((await row()).status).toBe('verified');

    await dns.clear();
    await recheck();
    const flagged = await row();
    expect(flagged.status).toBe('failing');
    expect(flagged.failingSince!.getTime()).toBe(clock);
    // The owners hear of it that day, once, with the day it will be disconnected.
    const mails = (template: string) =>
      db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, store.id), eq(emailOutbox.template, template)));
    const [failing] = await mails('domain_failing');
    expect(failing!.subject).toContain(domain);
    expect(failing!.text).toContain(
      new Date(clock + GRACE_DAYS * DAY).toLocaleDateString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
      }),
    );
    expect(failing!.text).toContain('/vendedor/configuracoes/dominio');
    expect(await served()).toBe(true);
    const listed = (await as('GET', '/settings/domains')).json as {
      domains: (Domain & { detach_at: string })[];
    };
    const shown = listed.domains.find((d) => d.domain === domain)!;
    expect(Date.parse(shown.detach_at)).toBe(clock + GRACE_DAYS * DAY);

    clock += GRACE_DAYS * DAY - 1;
    await recheck();
    expect([(await row()).status, await served()]).toEqual(['failing', true]);
    clock += 1;
    await recheck();
    const detached = await row();
    expect([detached.status, await served()]).toEqual(['pending', false]);
    expect(await mails('domain_failing')).toHaveLength(1);
    expect(await mails('domain_detached')).toHaveLength(1);
    const [owner] = await db
      .select({ primary: stores.primaryHost })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(owner!.primary).toBeNull();
    const actions = await db
      .select({ action: auditLog.action, sellerId: auditLog.sellerId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, detached.id), eq(auditLog.action, 'detach')));
    expect(actions).toEqual([{ action: 'detach', sellerId: null }]);

    // The records back, "Verificar" connects it again.
    await zone();
    expect((await as('POST', `/settings/domains/${domain}/verify`)).status).toBe(200);
    expect(await served()).toBe(true);
  });

  it('changes nothing when the DNS does not answer', async () => {
    const { store, token } = await ownerOf();
    const domain = 'www.dns-fora.com.br';
    const added = (
      await call(app, 'POST', '/settings/domains', { storeId: store.id, token, body: { domain } })
    ).json as Domain;
    await dns.set(`_vitrine.${domain}`, 'TXT', [added.records[0]!.value]);
    await dns.set(domain, 'CNAME', [`${store.slug}.${PLATFORM}`]);
    expect(
      (await call(app, 'POST', `/settings/domains/${domain}/verify`, { storeId: store.id, token }))
        .status,
    ).toBe(200);
    const silentConfig = testConfig({
      DNS_SERVERS: silent.address,
      DNS_TIMEOUT_MS: '300',
      PLATFORM_DOMAIN: PLATFORM,
    });
    await recheckDomains({ ...deps, now: () => new Date(), ...domainsOf(silentConfig) });
    const [row] = await db.select().from(storeDomains).where(eq(storeDomains.domain, domain));
    expect([row!.status, row!.problem]).toEqual(['verified', 'dns_unreachable']);
  });
});
