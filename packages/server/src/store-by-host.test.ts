import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeByHost } from './store-by-host.ts';

// A stand-in for the API's GET /stores/by-host: Loja Aurora on localhost, down on down.test.
const asked: string[] = [];
let server: Server;
let apiUrl: string;

const aurora = {
  notFound: false,
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
    const body =
      host === 'localhost'
        ? aurora
        : { notFound: true, data: null, payment_default: null, banners: [], banners_until: null };
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
});
