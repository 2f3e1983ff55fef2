import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type PeerCertificate } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.ts';
import { call } from '../../scripts/cluster/http.ts';
import { freePorts } from './free-ports.ts';
import { setZoneRecord, startDnsZone } from '@vitrine/playwright-support/dns-zone';
import { startEdge, type Edge } from './tls-edge.ts';

// Automatic HTTPS (apps/api README "Automatic HTTPS", deploy/caddy/Caddyfile): Debian's Caddy in front of the
// store, getting each store's certificate on demand from Pebble, the ACME test CA, after the
// API's /tls/ask says a store answers at that name. Offline, on loopback.

const PLATFORM_DOMAIN = 'lojas-vitrine.com.br';
const dir = mkdtempSync(join(tmpdir(), 'vitrine-tls-test-'));
const CUSTOM = 'www.loja-exemplo.com.br';
let cluster: Cluster;
let edge: Edge;
let zone: Awaited<ReturnType<typeof startDnsZone>>;
let host: string;
let apiPort: number;
let storeId: string;
let officeCode: string;

beforeAll(async () => {
  const [nginx, nginxApi, storefront, api, ...edgePorts] = await freePorts(11);
  // The replicas' PLATFORM_DOMAIN: a new store answers at {slug}.lojas-vitrine.com.br; their
  // DNS: a registrar's zone on loopback, where the test writes a seller's records.
  process.env.PLATFORM_DOMAIN = PLATFORM_DOMAIN;
  zone = await startDnsZone();
  process.env.DNS_SERVERS = zone.address;
  apiPort = nginxApi!;
  cluster = await startCluster({
    ports: { nginx: nginx!, nginxApi: nginxApi!, storefronts: [storefront!], apis: [api!] },
    database: { kind: 'pglite' },
    dir,
    verbose: false,
  });
  const [acme, acmeManagement, dns, dnsManagement, caddyAdmin, http, https] = edgePorts;
  edge = await startEdge({
    dir,
    ports: {
      acme: acme!,
      acmeManagement: acmeManagement!,
      dns: dns!,
      dnsManagement: dnsManagement!,
      caddyAdmin: caddyAdmin!,
      http: http!,
      https: https!,
    },
    // Caddy beside the API, on loopback, as the production Caddyfile has it.
    ask: `http://127.0.0.1:${api}/tls/ask`,
    upstream: nginx!,
  });
  // A new seller opens a store: its platform subdomain is a store's host from then on.
  const opened = await call({
    method: 'POST',
    port: nginxApi!,
    path: '/platform/stores',
    read: true,
    json: {
      owner_name: 'Helena Duarte',
      email: `helena.${randomBytes(4).toString('hex')}@exemplo.com.br`,
      password: 'Senha-forte-123',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      store_name: 'Loja Exemplo',
      slug: 'loja-exemplo',
      accept_terms: true,
      accept_privacy: true,
    },
  });
  expect(opened.status, opened.body).toBe(201);
  const signedUp = JSON.parse(opened.body) as {
    store: { _id: string; host: string };
    office_login: { code: string };
  };
  host = signedUp.store.host;
  storeId = signedUp.store._id;
  officeCode = signedUp.office_login.code;
});

afterAll(async () => {
  await edge?.stop();
  await zone?.close();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over HTTPS to Caddy as a browser resolving `name` to this machine would. */
function httpsGet(name: string, path: string) {
  return new Promise<{ status: number; body: string; issuer: PeerCertificate['issuer'] }>(
    (done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: edge.httpsPort,
          servername: name,
          headers: { host: name },
          path,
          ca: edge.root,
        },
        (res) => {
          const issuer = (
            res.socket as unknown as { getPeerCertificate(): PeerCertificate }
          ).getPeerCertificate().issuer;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, body, issuer }));
        },
      );
      req.on('error', fail).end();
    },
  );
}

/** Whether a TLS handshake for `name` completes (a certificate Caddy would serve for it). */
function handshake(name: string) {
  return new Promise<boolean>((done) => {
    const socket = connect({
      host: '127.0.0.1',
      port: edge.httpsPort,
      servername: name,
      ca: edge.root,
    });
    socket.once('secureConnect', () => done(socket.end() && true));
    socket.once('error', () => done(false));
  });
}

describe('a store over HTTPS with a certificate obtained on demand', () => {
  it("serves a store's host with a certificate from the ACME CA, and the store's own page", async () => {
    expect(host).toBe(`loja-exemplo.${PLATFORM_DOMAIN}`);
    const page = await httpsGet(host, '/');
    expect(page.issuer.CN).toMatch(/^Pebble Intermediate CA/);
    expect(page.body).toContain('Loja Exemplo está se preparando para abrir');
    expect(edge.orders()).toBe(1);
    // The certificate is kept: the next visit orders nothing.
    await httpsGet(host, '/');
    expect(edge.orders()).toBe(1);
  });

  it('orders no certificate for 100 names no store answers at', async () => {
    const before = edge.orders();
    for (let i = 0; i < 100; i += 1) {
      const name = `${randomBytes(6).toString('hex')}.exemplo-invasor.com.br`;
      expect(await handshake(name)).toBe(false);
    }
    expect(edge.orders()).toBe(before);
  });

  it('serves a domain of the store’s own once its seller verified it, and the platform address moves there', async () => {
    const before = edge.orders();
    const api = (method: string, path: string, token?: string, json?: unknown) =>
      call({
        method,
        port: apiPort,
        path,
        read: true,
        json,
        headers: { 'x-store-id': storeId, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const login = await api('POST', '/sellers/login-code', undefined, { code: officeCode });
    expect(login.status, login.body).toBe(200);
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;
    const added = await api('POST', '/settings/domains', token, { domain: CUSTOM });
    expect(added.status, added.body).toBe(201);
    const records = (JSON.parse(added.body) as { records: { name: string; value: string }[] })
      .records;
    await setZoneRecord(zone.controlUrl, {
      name: `_vitrine.${CUSTOM}`,
      type: 'TXT',
      values: [records[0]!.value],
    });
    await setZoneRecord(zone.controlUrl, { name: CUSTOM, type: 'CNAME', values: [host] });
    const verified = await api('POST', `/settings/domains/${CUSTOM}/verify`, token);
    expect(verified.status, verified.body).toBe(200);

    const page = await httpsGet(CUSTOM, '/');
    expect(page.issuer.CN).toMatch(/^Pebble Intermediate CA/);
    expect(page.body).toContain('Loja Exemplo está se preparando para abrir');
    expect(edge.orders()).toBe(before + 1);
    // The platform address now sends its pages to the primary domain, once the storefront's
    // copy of the store's shell (kept 2 s for a store not open yet, STORE_CACHE_MS for an open
    // one) has been read again: the first test visited it moments ago.
    const until = Date.now() + 10_000;
    let moved = await httpsGet(host, '/produto/qualquer?x=1');
    while (moved.status !== 301 && Date.now() < until) {
      await new Promise((done) => setTimeout(done, 250));
      moved = await httpsGet(host, '/produto/qualquer?x=1');
    }
    expect(moved.status).toBe(301);
  });
});
