import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeByHost, UNSETTLED_TTL_MS } from './store-by-host.ts';

// A stand-in for the API's GET /stores/by-host: Loja Aurora on localhost, down on down.test,
// and the stores a test gives a host to (`later`, suspended or not) while the cache is running.
const asked: string[] = [];
const later = new Map<string, { status: string; suspended?: boolean }>();
let server: Server;
let apiUrl: string;

const aurora = {
  notFound: false,
  suspended: false,
  data: {
    _id: '0b6f5d0e-4a3c-4c1e-9a51-3f2d8e7c6b10',
    name: 'Loja Aurora',
    slug: 'loja-aurora',
    status: 'open',
    pause_message: null,
    legal_name: 'Loja Aurora Ltda',
    cnpj: '11222333000181',
    cpf: '',
    description: '',
    logo: null,
    logo_size: null,
    colors: { primary: '#0a0a0a', secondary: '#fafafa' },
    tag_manager_id: null,
    contact: {
      email: 'contato@loja-aurora.exemplo.com.br',
      phone: '',
      whatsapp: '',
      instagram: '',
    },
    address: { line: '', zip_code: '01310100', city: 'São Paulo', state: 'SP' },
    shipping: { fee: 10, free_from: null },
    assets_url: 'http://localhost/stores/loja-aurora',
    card_gateway: null,
    pix_offered: true,
    primary_host: null,
  },
  payment_default: null,
  banners: [],
  banners_until: null as string | null,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const host = new URL(request.url ?? '/', 'http://x').searchParams.get('host') ?? '';
    asked.push(host);
    if (host === 'down.test') return response.writeHead(503).end();
    const given = later.get(host);
    const body =
      host === 'localhost'
        ? aurora
        : given
          ? {
              ...aurora,
              suspended: given.suspended ?? false,
              data: { ...aurora.data, status: given.status },
            }
          : { ...aurora, notFound: true, data: null, payment_default: null, banners_until: null };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((closed) => server.close(closed)));

describe('storeByHost', () => {
  it('asks the API once per host name within the ttl, whatever its case', async () => {
    let now = 0;
    asked.length = 0;
    const stores = storeByHost(apiUrl, 1000, () => now);
    const [first, second] = await Promise.all([stores('LocalHost'), stores('localhost')]);
    expect(first.data?._id).toBe(aurora.data._id);
    expect(second).toBe(first);
    now = 1000;
    await stores('localhost');
    expect(asked).toEqual(['localhost', 'localhost']);
  });

  it('asks again once the banners it answered change (banners_until), within the ttl', async () => {
    let now = Date.parse('2026-03-05T12:00:00Z');
    asked.length = 0;
    aurora.banners_until = '2026-03-05T12:00:05Z';
    const stores = storeByHost(apiUrl, 60_000, () => now);
    await stores('localhost');
    now += 4_999;
    await stores('localhost');
    expect(asked).toEqual(['localhost']);
    now += 1;
    await stores('localhost');
    expect(asked).toEqual(['localhost', 'localhost']);
    aurora.banners_until = null;
  });

  it('answers notFound for a host no store serves', async () => {
    const store = await storeByHost(apiUrl, 1000)('nowhere.test');
    expect(store).toMatchObject({ notFound: true, data: null });
  });

  it('does not keep a failure: the next request asks again', async () => {
    asked.length = 0;
    const stores = storeByHost(apiUrl, 60_000, () => 0);
    await expect(stores('down.test')).rejects.toThrow();
    await expect(stores('down.test')).rejects.toThrow();
    expect(asked).toEqual(['down.test', 'down.test']);
  });

  it('learns of a host given to a store after it started: an unknown host is asked again after a short while, not after the ttl', async () => {
    let now = 0;
    asked.length = 0;
    const stores = storeByHost(apiUrl, 30_000, () => now);
    expect((await stores('nova.test')).notFound).toBe(true);
    later.set('nova.test', { status: 'draft' });
    now += UNSETTLED_TTL_MS - 1;
    expect((await stores('nova.test')).notFound).toBe(true);
    now += 1;
    expect((await stores('nova.test')).data?.status).toBe('draft');
    expect(asked).toEqual(['nova.test', 'nova.test']);
    later.delete('nova.test');
  });

  it('sees a store open within the short while, and a pause within the ttl', async () => {
    let now = 0;
    asked.length = 0;
    const stores = storeByHost(apiUrl, 30_000, () => now);
    later.set('abrindo.test', { status: 'draft' });
    expect((await stores('abrindo.test')).data?.status).toBe('draft');
    later.set('abrindo.test', { status: 'open' });
    now += UNSETTLED_TTL_MS;
    expect((await stores('abrindo.test')).data?.status).toBe('open');
    later.set('abrindo.test', { status: 'paused' });
    now += 30_000 - 1;
    expect((await stores('abrindo.test')).data?.status).toBe('open');
    now += 1;
    expect((await stores('abrindo.test')).data?.status).toBe('paused');
    expect(asked).toHaveLength(3);
    later.delete('abrindo.test');
  });

  it('sees a suspension within the ttl, and keeps a suspended store only a short while: its reactivation shows within it', async () => {
    let now = 0;
    asked.length = 0;
    const stores = storeByHost(apiUrl, 30_000, () => now);
    later.set('suspensa.test', { status: 'open' });
    expect((await stores('suspensa.test')).suspended).toBe(false);
    later.set('suspensa.test', { status: 'open', suspended: true });
    now += 30_000 - 1;
    expect((await stores('suspensa.test')).suspended).toBe(false);
    now += 1;
    expect((await stores('suspensa.test')).suspended).toBe(true);
    later.set('suspensa.test', { status: 'open' });
    now += UNSETTLED_TTL_MS - 1;
    expect((await stores('suspensa.test')).suspended).toBe(true);
    now += 1;
    expect((await stores('suspensa.test')).suspended).toBe(false);
    expect(asked).toHaveLength(3);
    later.delete('suspensa.test');
  });

  it('asks once per short while for a host nobody serves, however many ask for it', async () => {
    let now = 0;
    asked.length = 0;
    const stores = storeByHost(apiUrl, 30_000, () => now);
    await Promise.all(Array.from({ length: 50 }, () => stores('robo.test')));
    now += UNSETTLED_TTL_MS - 1;
    await Promise.all(Array.from({ length: 50 }, () => stores('robo.test')));
    expect(asked).toEqual(['robo.test']);
  });

  it('never keeps an unknown host longer than its ttl (STORE_CACHE_MS=0: every request asks)', async () => {
    asked.length = 0;
    const stores = storeByHost(apiUrl, 0, () => 0);
    await stores('robo.test');
    await stores('robo.test');
    expect(asked).toEqual(['robo.test', 'robo.test']);
  });
});
