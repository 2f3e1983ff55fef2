import { afterAll, describe, expect, it } from 'vitest';
import { startDnsZone } from '../src/demo/dns-zone.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// The offline demo's registrar (src/demo/dns-zone.ts, /dev/demo-dns/records): `pnpm start`
// points DNS_SERVERS at a DNS server on this machine, and the demo seller sets there the
// records the office shows. "Verificar" then finds them through node's resolver, as it would
// at Registro.br, without asking the internet.

const zone = await startDnsZone();
afterAll(() => zone.close());

const PLATFORM = 'lojas-vitrine.com.br';
const { app, db } = await createTestApp({
  demoDns: zone,
  config: { DNS_SERVERS: zone.address, DNS_TIMEOUT_MS: '300', PLATFORM_DOMAIN: PLATFORM },
});
// An API given DNS servers of its own: no demo zone to write.
const { app: ownDns } = await createTestApp({ config: { DNS_SERVERS: '127.0.0.1:9' } });

const RECORDS = '/dev/demo-dns/records';
const atRegistrar = (method: string, body?: unknown, target = app) =>
  call(target, method, RECORDS, { body, remoteAddress: LOOPBACK });

describe('the demo registrar', () => {
  it('holds the records the office shows, and "Verificar" finds them there', async () => {
    const store = await createStore(db);
    const owner = await createSeller(db, store.id, { role: 'owner' });
    const token = await sessionFor(db, 'seller', owner);
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token, body });
    const added = await as('POST', '/settings/domains', { domain: 'www.loja-demo.com.br' });
    expect(added.status, added.text).toBe(201);
    const [txt, cname] = added.json.records as { type: string; name: string; value: string }[];

    const verify = () => as('POST', '/settings/domains/www.loja-demo.com.br/verify');
    const refused = await verify();
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.details.problems.map((p: { code: string }) => p.code)).toEqual([
      'txt_missing',
      'cname_missing',
    ]);

    for (const record of [txt!, cname!]) {
      const set = await atRegistrar('PUT', {
        name: record.name,
        type: record.type,
        values: [record.value],
      });
      expect(set.status, set.text).toBe(200);
    }
    const listed = await atRegistrar('GET');
    expect(listed.json.records).toEqual([
      { name: '_vitrine.www.loja-demo.com.br', type: 'TXT', values: [txt!.value] },
      { name: 'www.loja-demo.com.br', type: 'CNAME', values: [`${store.slug}.${PLATFORM}`] },
    ]);

    const verified = await verify();
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toMatchObject({ status: 'verified', problem: null });
  });

  it('removes a name’s records by empty values, and empties the zone', async () => {
    await atRegistrar('PUT', { name: 'WWW.Outra.com.br.', type: 'A', values: ['203.0.113.10'] });
    await atRegistrar('PUT', { name: 'www.outra.com.br', type: 'AAAA', values: ['2001:db8::10'] });
    const removed = await atRegistrar('PUT', { name: 'www.outra.com.br', type: 'A', values: [] });
    expect(removed.json.records).toContainEqual({
      name: 'www.outra.com.br',
      type: 'AAAA',
      values: ['2001:db8::10'],
    });
    expect(removed.json.records).not.toContainEqual(expect.objectContaining({ type: 'A' }));
    const emptied = await atRegistrar('DELETE');
    expect(emptied.status).toBe(200);
    expect(emptied.json).toEqual({ records: [] });
  });

  it.each([
    [{ name: 'não é nome', type: 'TXT', values: ['x'] }, 'name', 'nome completo'],
    [{ name: 'www.loja.com.br', type: 'MX', values: ['x'] }, 'type', 'TXT, CNAME, A ou AAAA'],
    [{ name: 'www.loja.com.br', type: 'A', values: ['2001:db8::1'] }, 'values.0', 'IPv4'],
    [{ name: 'www.loja.com.br', type: 'AAAA', values: ['203.0.113.1'] }, 'values.0', 'IPv6'],
    [{ name: 'www.loja.com.br', type: 'CNAME', values: ['a b'] }, 'values.0', 'aponta'],
    [{ name: 'www.loja.com.br', type: 'TXT', values: [''] }, 'values.0', 'vazio'],
  ])('refuses %o with a pt-BR 400 naming the field', async (body, path, words) => {
    const res = await atRegistrar('PUT', body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('validation_error');
    const detail = (res.json.details as { path: string; message: string }[]).find(
      (one) => one.path === path,
    );
    expect(detail?.message).toContain(words);
  });

  it('answers only this machine', async () => {
    const res = await call(app, 'GET', RECORDS, { remoteAddress: '203.0.113.7' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('local_only');
  });

  it('answers 409 demo_dns_missing when the API asks DNS servers of its own', async () => {
    for (const [method, body] of [
      ['GET'],
      ['PUT', { name: 'www.loja.com.br', type: 'TXT', values: ['x'] }],
      ['DELETE'],
    ] as const) {
      const res = await atRegistrar(method, body, ownDns);
      expect(res.status, `${method} ${res.text}`).toBe(409);
      expect(res.json.code).toBe('demo_dns_missing');
    }
  });
});
