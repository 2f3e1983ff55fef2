import { pino } from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMelhorEnvioClient,
  MELHOR_ENVIO_TIMEOUT_MS,
  type QuoteProduct,
  type QuoteRequest,
} from '../src/features/freight/melhor-envio.ts';
import { createQuoteCache } from '../src/features/freight/quote-cache.ts';
import { startMelhorEnvio } from '../src/demo/melhor-envio.ts';
import { TARIFFS } from '../src/demo/melhor-envio-pricing.ts';

const TOKEN = 'me-test-token.7f3a9c2e51b04d6f';
const USER_AGENT = 'Vitrine (tecnico@vitrine.example)';
const loopback = await startMelhorEnvio({ tokens: [TOKEN] });
afterAll(() => loopback.close());
beforeEach(() => loopback.control.reset());

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
const client = (options: { token?: string; timeoutMs?: number } = {}) =>
  createMelhorEnvioClient({
    baseUrl: loopback.url,
    token: options.token ?? TOKEN,
    userAgent: USER_AGENT,
    timeoutMs: options.timeoutMs,
    logger,
  });

const mug: QuoteProduct = {
  id: 'caneca-azul',
  widthCm: 12,
  heightCm: 10,
  lengthCm: 12,
  weightGrams: 350,
  insuranceCents: 4990,
  quantity: 2,
};
const SAO_PAULO = '01310100';
const request = (change: Partial<QuoteRequest> = {}): QuoteRequest => ({
  fromCep: SAO_PAULO,
  toCep: '04538133',
  products: [mug],
  ...change,
});
const quoteOk = async (req: QuoteRequest) => {
  const result = await client().quote(req);
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result;
};

describe('MelhorEnvioClient: the request', () => {
  it('posts the documented body with the documented headers', async () => {
    await quoteOk(request({ services: [1, 2], options: { receipt: true } }));
    const [sent] = loopback.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/v2/me/shipment/calculate');
    expect(sent?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
    });
    expect(JSON.parse(sent?.rawBody ?? '')).toEqual({
      from: { postal_code: SAO_PAULO },
      to: { postal_code: '04538133' },
      products: [
        {
          id: 'caneca-azul',
          width: 12,
          height: 10,
          length: 12,
          weight: 0.35,
          insurance_value: 49.9,
          quantity: 2,
        },
      ],
      services: '1,2',
      options: { receipt: true, own_hand: false },
    });
  });

  it('carries the token in the Authorization header and nowhere else', async () => {
    await quoteOk(request());
    const [sent] = loopback.requests;
    const { authorization, ...otherHeaders } = sent?.headers ?? {};
    expect(authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(otherHeaders)).not.toContain(TOKEN);
    expect(sent?.url).not.toContain(TOKEN);
    expect(sent?.rawBody).not.toContain(TOKEN);
  });

  it('refuses a token a header cannot carry without repeating it', () => {
    const bad = `${TOKEN}\n`;
    expect(() => client({ token: bad })).toThrow(/Melhor Envio token/);
    try {
      client({ token: bad });
    } catch (error) {
      expect(String(error)).not.toContain(TOKEN);
    }
  });

  it('gives up after 3 s unless told otherwise', () => {
    expect(MELHOR_ENVIO_TIMEOUT_MS).toBe(3000);
    expect(
      createMelhorEnvioClient({ baseUrl: loopback.url, token: TOKEN, userAgent: USER_AGENT })
        .timeoutMs,
    ).toBe(3000);
  });
});

describe('MelhorEnvioClient: the answer', () => {
  it('takes custom_price over price and custom_delivery_range over delivery_range', async () => {
    loopback.control.answerWith([
      {
        id: 1,
        name: 'PAC',
        price: '20.50',
        custom_price: '18.45',
        currency: 'R$',
        delivery_time: 7,
        delivery_range: { min: 5, max: 7 },
        custom_delivery_time: 8,
        custom_delivery_range: { min: 6, max: 8 },
        company: { id: 1, name: 'Correios', picture: 'https://example.test/correios.png' },
      },
      {
        id: 2,
        name: 'SEDEX',
        price: '39.99',
        delivery_time: 2,
        delivery_range: { min: 1, max: 2 },
        company: { id: 1, name: 'Correios' },
      },
      {
        id: 3,
        name: '.Package',
        price: 16.9,
        delivery_time: 4,
        company: { id: 2, name: 'Jadlog' },
      },
    ]);
    const { services, refused } = await quoteOk(request());
    expect(refused).toEqual([]);
    expect(services).toEqual([
      {
        id: 1,
        name: 'PAC',
        company: { id: 1, name: 'Correios', picture: 'https://example.test/correios.png' },
        priceCents: 1845,
        days: { min: 6, max: 8 },
      },
      {
        id: 2,
        name: 'SEDEX',
        company: { id: 1, name: 'Correios', picture: null },
        priceCents: 3999,
        days: { min: 1, max: 2 },
      },
      {
        id: 3,
        name: '.Package',
        company: { id: 2, name: 'Jadlog', picture: null },
        priceCents: 1690,
        days: { min: 4, max: 4 },
      },
    ]);
  });

  it("reads the loopback's account adjustments as the price the store pays", async () => {
    loopback.control.set({ markupPercent: 10, extraDays: 2 });
    const { services } = await quoteOk(request({ services: [1] }));
    loopback.control.set({ markupPercent: 0, extraDays: 0 });
    const plain = await quoteOk(request({ services: [1] }));
    const [adjusted, base] = [services[0], plain.services[0]];
    expect(adjusted?.priceCents).toBe(Math.round(((base?.priceCents ?? 0) * 110) / 100));
    expect(adjusted?.days).toEqual({
      min: (base?.days.min ?? 0) + 2,
      max: (base?.days.max ?? 0) + 2,
    });
  });

  it('prices two regions differently, farther costing more and taking longer', async () => {
    const near = await quoteOk(request({ toCep: '04538133' }));
    const far = await quoteOk(request({ toCep: '59015000' }));
    for (const id of [1, 2, 3]) {
      const [a, b] = [near, far].map((q) => q.services.find((s) => s.id === id));
      expect(b!.priceCents).toBeGreaterThan(a!.priceCents);
      expect(b!.days.max).toBeGreaterThan(a!.days.max);
    }
  });

  it('charges the volumetric weight when the box is larger than it is heavy', async () => {
    const light = { ...mug, quantity: 1, weightGrams: 500 };
    // 60×40×30 cm / 6000 = 12 kg billed, though it weighs 500 g: 11.5 kg more than the small box.
    const bulky = { ...light, widthCm: 60, heightCm: 40, lengthCm: 30 };
    const small = await quoteOk(request({ products: [light], services: [1] }));
    const big = await quoteOk(request({ products: [bulky], services: [1] }));
    const pacPerKgCents = (TARIFFS.find((t) => t.id === 1)?.perKg ?? 0) * 100;
    const extra = big.services[0]!.priceCents - small.services[0]!.priceCents;
    expect(Math.abs(extra - 11.5 * pacPerKgCents)).toBeLessThanOrEqual(1);
  });

  it('lists a service that does not serve the destination with its reason', async () => {
    const { services, refused } = await quoteOk(request({ toCep: '69005000' }));
    expect(services.map((s) => s.name)).toEqual(['PAC', 'SEDEX']);
    expect(refused).toEqual([
      {
        id: 3,
        name: '.Package',
        company: {
          id: 2,
          name: 'Jadlog',
          picture: `${loopback.url}/images/shipping-companies/jadlog.svg`,
        },
        error: 'Transportadora não atende este trecho.',
      },
    ]);
  });

  it.each([
    ['an object where a list belongs', { services: 'nope' }],
    [
      'a price that is not money',
      [
        {
          id: 1,
          name: 'PAC',
          price: 'R$ 10',
          delivery_time: 3,
          company: { id: 1, name: 'Correios' },
        },
      ],
    ],
    [
      'a negative price',
      [{ id: 1, name: 'PAC', price: -1, delivery_time: 3, company: { id: 1, name: 'Correios' } }],
    ],
    [
      'a priced service without a delivery estimate',
      [{ id: 1, name: 'PAC', price: '10.00', company: { id: 1, name: 'Correios' } }],
    ],
  ])('treats %s as the platform being unavailable', async (_, answer) => {
    loopback.control.answerWith(answer);
    expect(await client().quote(request())).toMatchObject({
      ok: false,
      kind: 'unavailable',
      provider: 'melhor-envio',
      status: 200,
      detail: expect.stringMatching(/^HTTP 200: answer not of the documented shape/),
    });
  });
});

describe('MelhorEnvioClient: failures', () => {
  it('answers refused with the status on 401', async () => {
    const result = await client({ token: 'someone-else' }).quote(request());
    expect(loopback.requests[0]?.status).toBe(401);
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 401 });
  });

  it("answers refused with the platform's field errors on 422", async () => {
    const result = await client().quote(
      request({ toCep: '1234', products: [{ ...mug, weightGrams: 0 }] }),
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'refused',
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'to.postal_code': ['O campo to.postal code deve ter 8 dígitos.'],
          'products.0.weight': ['O campo products.0.weight deve ser pelo menos 0.001.'],
        },
      },
    });
  });

  it('answers unavailable on a 5xx', async () => {
    loopback.control.failWith(500);
    expect(await client().quote(request())).toMatchObject({
      ok: false,
      kind: 'unavailable',
      status: 500,
    });
  });

  it('answers unavailable when the connection drops', async () => {
    loopback.control.dropConnections();
    const result = await client().quote(request());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.kind).toBe('unavailable');
    expect(loopback.requests[0]?.outcome).toBe('dropped');
  });

  it('gives up after its timeout and closes the request', async () => {
    loopback.control.delay(5000);
    const result = await client({ timeoutMs: 200 }).quote(request());
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    // The loopback saw the client hang up while it was still holding the answer.
    await vi.waitFor(() => expect(loopback.requests[0]?.outcome).toBe('aborted'));
  });
});

describe('MelhorEnvioClient: the token stays out of logs', () => {
  const consoleLines: string[] = [];
  beforeEach(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')),
      );
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs each outcome without the token', async () => {
    logged.length = 0;
    const results = [await client().quote(request())];
    loopback.control.failWith(503);
    results.push(await client().quote(request()));
    loopback.control.reset();
    results.push(await client({ token: `${TOKEN}-revoked` }).quote(request()));
    results.push(await client().quote(request({ toCep: 'x' })));
    loopback.control.dropConnections();
    results.push(await client().quote(request()));
    loopback.control.delay(2000);
    loopback.control.set({ fail: null });
    results.push(await client({ timeoutMs: 100 }).quote(request()));

    expect(logged.length).toBeGreaterThanOrEqual(results.length);
    const everything = [...logged, ...consoleLines, JSON.stringify(results)].join('\n');
    expect(everything).toContain('outside call failed');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(TOKEN.slice(0, 12));
  });
});

describe('createQuoteCache', () => {
  const STORE = 'store-1';
  const cached = (options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) => {
    const cache = createQuoteCache({ ttlMs: 60_000, maxEntries: 100, ...options });
    const me = client();
    return (req: QuoteRequest, scope = STORE) => cache.quote(scope, req, () => me.quote(req));
  };

  it('asks the platform once for a thousand views of the same product page', async () => {
    const quote = cached();
    const first = await quote(request());
    for (let view = 0; view < 999; view++) expect(await quote(request())).toBe(first);
    expect(loopback.quoteCount()).toBe(1);
  });

  it('keys by origin, destination, package and services, not by product ids or line order', async () => {
    const quote = cached();
    const cup = { ...mug, id: 'xicara', widthCm: 9, weightGrams: 200, quantity: 1 };
    await quote(request({ products: [mug, cup], services: [1, 2] }));
    await quote(request({ products: [{ ...cup, id: 'outra' }, mug], services: [2, 1] }));
    expect(loopback.quoteCount()).toBe(1);
    const changes: Partial<QuoteRequest>[] = [
      { fromCep: '20040002' },
      { toCep: '59015000' },
      { products: [{ ...mug, quantity: 3 }] },
      { products: [{ ...mug, weightGrams: 351 }] },
      { products: [{ ...mug, heightCm: 11 }] },
      { products: [{ ...mug, insuranceCents: 5990 }] },
      { services: [1] },
      { options: { ownHand: true } },
    ];
    for (const change of changes) await quote(request(change));
    expect(loopback.quoteCount()).toBe(1 + changes.length);
    await quote(request(), 'store-2');
    expect(loopback.quoteCount()).toBe(2 + changes.length);
  });

  it('asks again once the ttl has passed', async () => {
    let now = 0;
    const quote = cached({ ttlMs: 1000, now: () => now });
    await quote(request());
    now = 999;
    await quote(request());
    expect(loopback.quoteCount()).toBe(1);
    now = 1000;
    await quote(request());
    expect(loopback.quoteCount()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const quote = cached({ maxEntries: 2 });
    const to = (toCep: string) => request({ toCep });
    await quote(to('04538133'));
    await quote(to('20040002'));
    await quote(to('04538133'));
    await quote(to('59015000'));
    expect(loopback.quoteCount()).toBe(3);
    await quote(to('04538133'));
    expect(loopback.quoteCount()).toBe(3);
    await quote(to('20040002'));
    expect(loopback.quoteCount()).toBe(4);
  });

  it('shares one call among identical requests in flight', async () => {
    loopback.control.delay(300);
    const quote = cached();
    const answers = await Promise.all(Array.from({ length: 50 }, () => quote(request())));
    expect(loopback.quoteCount()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.ok).toBe(true);
  });

  it('does not keep failures: the next view asks again', async () => {
    const quote = cached();
    loopback.control.failWith(500);
    expect((await quote(request())).ok).toBe(false);
    loopback.control.set({ fail: null });
    expect((await quote(request())).ok).toBe(true);
    expect(loopback.quoteCount()).toBe(2);
  });

  it('hands out frozen answers, so one caller cannot change another one’s quote', async () => {
    const quote = cached();
    const result = await quote(request());
    if (!result.ok) throw new Error('expected a quote');
    expect(() => {
      (result.services[0] as { priceCents: number }).priceCents = 1;
    }).toThrow(TypeError);
  });
});

describe('the Melhor Envio loopback', () => {
  const calculate = (headers: Record<string, string>, body: unknown = {}) =>
    fetch(`${loopback.url}/api/v2/me/shipment/calculate`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  const documented = {
    authorization: `Bearer ${TOKEN}`,
    accept: 'application/json',
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
  };

  it.each([
    ['Accept', 'accept'],
    ['Content-Type', 'content-type'],
    ['User-Agent', 'user-agent'],
  ])('refuses a request without %s', async (name, key) => {
    const headers: Record<string, string> = { ...documented };
    delete headers[key];
    // fetch sends its own Accept and User-Agent when none is given: a useless one stands in.
    if (key !== 'content-type') headers[key] = 'x';
    const res = await calculate(headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(name);
  });

  it('answers 401 before looking at the body', async () => {
    const res = await calculate({ ...documented, authorization: 'Bearer nope' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('lists every missing field in its 422', async () => {
    const res = await calculate(documented, { services: '1;2', products: [{ quantity: 1.5 }] });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual([
      'from.postal_code',
      'products.0.height',
      'products.0.insurance_value',
      'products.0.length',
      'products.0.quantity',
      'products.0.weight',
      'products.0.width',
      'services',
      'to.postal_code',
    ]);
  });

  it('takes failures on demand over HTTP, for a loopback in another process', async () => {
    const control = (change: object) =>
      fetch(`${loopback.url}/__loopback/control`, { method: 'POST', body: JSON.stringify(change) });
    await control({ fail: 503 });
    expect((await client().quote(request())).ok).toBe(false);
    await control({ reset: true });
    expect((await client().quote(request())).ok).toBe(true);
    const counted = await fetch(`${loopback.url}/__loopback/requests`);
    expect(await counted.json()).toEqual({ count: 2 });
  });
});
