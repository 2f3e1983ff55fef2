import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, stopReplica, type Cluster } from '../../scripts/cluster/cluster.ts';
import { call, keepAlive, type Answer } from '../../scripts/cluster/http.ts';
import { freePorts } from './free-ports.ts';

// The store behind nginx (README "Black Friday: the store behind nginx") in small: the real
// nginx with the generated configuration, two storefront replicas on the built server, one API
// on PGlite. What the cache keeps and what it never keeps, and a replica stopped mid-requests.

const dir = mkdtempSync(join(tmpdir(), 'vitrine-cluster-test-'));
let cluster: Cluster;
let port: number;

beforeAll(async () => {
  const [nginx, nginxApi, first, second, api] = await freePorts(5);
  port = nginx!;
  cluster = await startCluster({
    ports: { nginx: nginx!, nginxApi: nginxApi!, storefronts: [first!, second!], apis: [api!] },
    database: { kind: 'pglite' },
    dir,
    verbose: false,
  });
});

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, host = 'localhost', headers: Record<string, string> = {}) =>
  call({ port, host: `${host}:${port}`, path, read: true, headers });
const cacheOf = (answer: Answer) => answer.headers['x-cache-status'];

describe('the shared cache in front of the storefront', () => {
  it('keeps one copy of a public page per host and URL: MISS, then HIT with the same bytes', async () => {
    const first = await page('/produto/camiseta-basica-de-algodao');
    const second = await page('/produto/camiseta-basica-de-algodao');
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe('MISS');
    expect(cacheOf(second)).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    // Another store's host is another page: never the first store's copy.
    await page('/');
    const aurora = await page('/');
    const ipe = await page('/', 'ipe.localhost');
    expect(cacheOf(aurora)).toBe('HIT');
    expect(cacheOf(ipe)).toBe('MISS');
    expect(ipe.body).not.toBe(aurora.body);
  });

  it('answers a validator with 304 from its copy', async () => {
    const { headers } = await page('/paginas/sobre-nos');
    await page('/paginas/sobre-nos');
    const again = await page('/paginas/sobre-nos', 'localhost', {
      'if-none-match': String(headers.etag),
    });
    expect(again.status).toBe(304);
    expect(cacheOf(again)).toBe('HIT');
  });

  it('serves a campaign link (only utm_* parameters) from the page’s own copy', async () => {
    const plain = await page('/pesquisar/camiseta');
    const campaign = await page('/pesquisar/camiseta?utm_source=newsletter&utm_campaign=bf');
    expect(cacheOf(campaign)).toBe('HIT');
    expect(campaign.body).toBe(plain.body);
    // Any other parameter makes it another page.
    const mixed = await page('/pesquisar/camiseta?pagina=2&utm_source=newsletter');
    expect(cacheOf(mixed)).toBe('MISS');
  });

  it.each(['/minha-conta', '/finalizar-compra/carrinho', '/login'])(
    'never keeps the private route %s',
    async (path) => {
      for (const answer of [await page(path), await page(path)]) {
        expect(cacheOf(answer)).toBe('BYPASS');
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    },
  );

  it('never serves a request with credentials from the cache', async () => {
    await page('/');
    const answer = await page('/', 'localhost', { authorization: 'Bearer x' });
    expect(cacheOf(answer)).toBe('BYPASS');
  });
});

describe('a store opened after the replicas started (PLATFORM_DOMAIN)', () => {
  const slug = `atelie-${Date.now().toString(36)}`;
  const host = `${slug}.vitrine.localhost`;
  const direct = (replica: { port: number }) =>
    call({ port: replica.port, host: `${host}:${port}`, path: '/', read: true });

  it('answers on its host on every replica within seconds, though each had just been asked for it, and its "Em breve" is never kept', async () => {
    // Both replicas (STORE_CACHE_MS at its 30 s default) are asked for the host first.
    for (const replica of cluster.storefronts) {
      expect((await direct(replica)).headers.location).toBe('/loja-nao-encontrada');
    }
    const signUp = await call({
      port: Number(new URL(cluster.apiUrl).port),
      host: '127.0.0.1',
      path: '/platform/stores',
      method: 'POST',
      read: true,
      json: {
        owner_name: 'Ana Beatriz Souza',
        email: `${slug}@exemplo.com.br`,
        password: 'Senha@123',
        document: '390.533.447-05',
        phone: '(11) 91234-5678',
        store_name: 'Ateliê da Ana',
        slug,
        accept_terms: true,
        accept_privacy: true,
      },
    });
    expect(signUp.status, signUp.body).toBe(201);
    const created = Date.now();
    for (const replica of cluster.storefronts) {
      let answer = await direct(replica);
      while (answer.status !== 200 && Date.now() - created < 10_000) {
        await new Promise((next) => setTimeout(next, 200));
        answer = await direct(replica);
      }
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Em breve');
    }
    // Well inside the store cache's 30 s: an unknown host is kept 2 s (store-by-host.ts).
    expect(Date.now() - created).toBeLessThan(8_000);

    for (const answer of [await page('/', host), await page('/', host)]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Em breve');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(cacheOf(answer)).toBe('MISS');
    }
    // A seller previewing the store goes past the cache both ways.
    const preview = await page('/', host, { cookie: 'store_preview=x' });
    expect(cacheOf(preview)).toBe('BYPASS');
  });
});

describe('a storefront replica stopped mid-requests (SIGTERM)', () => {
  it('finishes what it has, keeps answering on its open connections, takes no new one, and nginx sends the rest to the other replica', async () => {
    const victim = cluster.storefronts[1]!;
    const agent = keepAlive(20);
    const answers: (number | string)[] = [];
    let sent = 0;
    let stopped = false;
    let signalled: () => void = () => {};
    const signal = new Promise<void>((done) => (signalled = done));

    // A private page: every request goes past the cache to a replica.
    const shopper = async () => {
      let after = 0;
      while (after < 10) {
        const answer = await call({ port, host: `localhost:${port}`, path: '/login', agent }).then(
          (a) => a.status,
          (error: Error) => error.message,
        );
        answers.push(answer);
        if (stopped) after += 1;
        else if ((sent += 1) === 100) signalled();
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, shopper));

    // A kept-alive connection straight to the replica, as nginx holds them.
    const own = keepAlive(1);
    const direct = () =>
      call({ port: victim.port, host: `localhost:${victim.port}`, path: '/login', agent: own });
    expect((await direct()).headers.connection).toBe('keep-alive');

    await signal;
    const stopping = stopReplica(victim, 'SIGTERM');
    stopped = true;
    // Until the replica has the signal its answers keep the connection; from then on they close
    // it. Never an error: an idle connection closed under a request would be one.
    let closing: Answer | undefined;
    for (let tries = 0; !closing && tries < 500; tries += 1) {
      const answer = await direct();
      expect(answer.status).toBe(200);
      if (answer.headers.connection === 'close') closing = answer;
    }
    expect(closing).toBeDefined();
    await expect(direct()).rejects.toThrow(/ECONNREFUSED/);

    await Promise.all([load, stopping]);
    expect(await victim.exited).toBe(0);
    expect(answers.length).toBeGreaterThan(200);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
