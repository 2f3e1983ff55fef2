import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, freightSettings } from '../src/db/schema/index.ts';
import { startMelhorEnvio } from '../src/demo/melhor-envio.ts';
import { melhorEnvioTokenContext } from '../src/features/freight/settings.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { FREIGHT_SETTINGS, FREIGHT_TABLE } from './fixtures/requests.ts';
import { storeWithSeller, type SellerStore } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// The store's freight settings and own table over the real API: saved and audited, the
// Melhor Envio token sealed and never answered, every refused value with a pt-BR message, and
// VTEX's freight sheet in and out.

const TOKEN = FREIGHT_SETTINGS.melhor_envio.token;
const melhorEnvio = await startMelhorEnvio({ tokens: [TOKEN] });
afterAll(() => melhorEnvio.close());
const { app, db, deps } = await createTestApp({
  config: { MELHOR_ENVIO_URL: melhorEnvio.url, MELHOR_ENVIO_TIMEOUT_MS: '400' },
});
beforeEach(() => melhorEnvio.control.reset());

type SettingsBody = Omit<typeof FREIGHT_SETTINGS, 'free_shipping' | 'melhor_envio'> & {
  free_shipping: { minimum_order: number; region: string | null }[];
  melhor_envio: Omit<typeof FREIGHT_SETTINGS.melhor_envio, 'token'> & { token?: string | null };
};
const settings = (): SettingsBody => structuredClone(FREIGHT_SETTINGS);
const read = (seller: SellerStore) => call(app, 'GET', '/settings/freight', seller);
const save = (seller: SellerStore, body: unknown) =>
  call(app, 'PUT', '/settings/freight', { ...seller, body });
const saveTable = (seller: SellerStore, body: unknown) =>
  call(app, 'PUT', '/settings/freight/table', { ...seller, body });
const uploadSheet = (seller: SellerStore, csv: string | Uint8Array) =>
  app.request('/settings/freight/table.csv', {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${seller.token}`,
      'X-Store-Id': seller.storeId,
      'Content-Type': 'text/csv',
    },
    body: csv,
  });

const auditRows = (storeId: string, entity: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, entity)))
    .orderBy(auditLog.createdAt);

describe('GET and PUT /settings/freight', () => {
  it('starts with nothing on and the smallest Correios parcel as the default package', async () => {
    const seller = await storeWithSeller(db);
    const res = await read(seller);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      origin_cep: '',
      default_package: { weight_grams: 300, height_cm: 2, width_cm: 11, length_cm: 16 },
      own_table: { enabled: false, rows: 0 },
      free_shipping: [],
      pickup: { enabled: false, address: '', hours: '' },
      melhor_envio: {
        enabled: false,
        environment: 'production',
        services: [],
        markup_percent: 0,
        markup_amount: 0,
        extra_days: 0,
        token_set: false,
        token_hint: null,
      },
    });
  });

  it('saves the settings, seals the token and answers only its last characters', async () => {
    const seller = await storeWithSeller(db);
    const other = await storeWithSeller(db);
    const res = await save(seller, settings());
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(TOKEN);
    expect(res.json).toMatchObject({
      origin_cep: '01001000',
      free_shipping: [{ minimum_order: 299, region: null }],
      pickup: { enabled: true, address: 'Rua A, 1 — São Paulo' },
      melhor_envio: { enabled: true, services: [1, 2], token_set: true, token_hint: '••••0001' },
    });
    expect((await read(seller)).json).toEqual(res.json);
    expect((await read(other)).json.melhor_envio.token_set).toBe(false);

    const [row] = await db
      .select()
      .from(freightSettings)
      .where(eq(freightSettings.storeId, seller.storeId));
    expect(row!.melhorEnvioTokenSealed).not.toContain(TOKEN);
    const box = deps.secrets;
    expect(box.open(row!.melhorEnvioTokenSealed!, melhorEnvioTokenContext(seller.storeId))).toBe(
      TOKEN,
    );
    // Copied to another store's row, it does not open there.
    expect(() =>
      box.open(row!.melhorEnvioTokenSealed!, melhorEnvioTokenContext(other.storeId)),
    ).toThrow();
  });

  it('keeps the token when the body leaves it out and removes it on null', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, settings());
    const without = settings();
    delete without.melhor_envio.token;
    without.melhor_envio.extra_days = 3;
    const kept = await save(seller, without);
    expect(kept.json.melhor_envio).toMatchObject({ token_set: true, extra_days: 3 });

    const off = settings();
    off.melhor_envio.enabled = false;
    off.melhor_envio.token = null;
    const removed = await save(seller, off);
    expect(removed.status).toBe(200);
    expect(removed.json.melhor_envio).toMatchObject({ token_set: false, token_hint: null });
  });

  it('records who changed what, with the token only as "definido", never its value', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, settings());
    const rows = await auditRows(seller.storeId, 'freight_settings');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sellerId).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    expect(rows[0]!.before).toMatchObject({ origin_cep: '', 'melhor_envio.token': null });
    expect(rows[0]!.after).toMatchObject({
      origin_cep: '01001000',
      'melhor_envio.enabled': true,
      'melhor_envio.token': expect.stringMatching(/^definido/),
    });
    // The same settings again (the token left out) change nothing and record nothing.
    const same = settings();
    delete same.melhor_envio.token;
    await save(seller, same);
    expect(await auditRows(seller.storeId, 'freight_settings')).toHaveLength(1);
  });

  const refusals: [string, (body: SettingsBody) => void, string, RegExp][] = [
    [
      'Melhor Envio without a token',
      (b) => delete b.melhor_envio.token,
      'freight_settings_invalid',
      /token do Melhor Envio/,
    ],
    [
      'Melhor Envio without an origin CEP',
      (b) => (b.origin_cep = ''),
      'validation_error',
      /CEP de origem/,
    ],
    [
      'Melhor Envio without services',
      (b) => (b.melhor_envio.services = []),
      'validation_error',
      /ao menos um serviço/,
    ],
    ['a malformed CEP', (b) => (b.origin_cep = '0100-000'), 'validation_error', /CEP/],
    [
      'a package of 0 g',
      (b) => (b.default_package.weight_grams = 0),
      'validation_error',
      /pelo menos 1 g/,
    ],
    [
      'a package over 200 cm',
      (b) => (b.default_package.length_cm = 250),
      'validation_error',
      /no máximo 200 cm/,
    ],
    [
      'pickup without an address',
      (b) => (b.pickup.address = ''),
      'validation_error',
      /endereço de retirada/,
    ],
    [
      'an unknown region',
      (b) => (b.free_shipping = [{ minimum_order: 100, region: 'leste' }]),
      'validation_error',
      /Região inválida/,
    ],
    [
      'a markup over 100 %',
      (b) => (b.melhor_envio.markup_percent = 150),
      'validation_error',
      /no máximo 100%/,
    ],
    [
      'a short token',
      (b) => (b.melhor_envio.token = 'abc'),
      'validation_error',
      /token parece incompleto/,
    ],
    [
      'the own table on without rows',
      (b) => (b.own_table.enabled = true),
      'freight_settings_invalid',
      /ao menos uma faixa/,
    ],
  ];

  it.each(refusals)('refuses %s in pt-BR and changes nothing', async (_, change, code, message) => {
    const seller = await storeWithSeller(db);
    const body = settings();
    change(body);
    const res = await save(seller, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe(code);
    expect(JSON.stringify(res.json)).toMatch(message);
    expect((await read(seller)).json.origin_cep).toBe('');
    expect(await auditRows(seller.storeId, 'freight_settings')).toEqual([]);
  });

  it('refuses a sales seller, and an admin may save', async () => {
    const seller = await storeWithSeller(db);
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, seller.storeId, { role: 'sales' }),
    );
    const admin = await sessionFor(
      db,
      'seller',
      await createSeller(db, seller.storeId, { role: 'admin' }),
    );
    const refused = await save({ ...seller, token: sales }, settings());
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('role_forbidden');
    expect((await save({ ...seller, token: admin }, settings())).status).toBe(200);
  });
});

describe('the own freight table', () => {
  it('replaces the table, records the rows removed and added, and lets the table be turned on', async () => {
    const seller = await storeWithSeller(db);
    const saved = await saveTable(seller, FREIGHT_TABLE);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.rows).toEqual([
      {
        zip_start: '00000000',
        zip_end: '99999999',
        weight_start_grams: 0,
        weight_end_grams: 30000,
        price: 39.9,
        days: 12,
      },
      {
        zip_start: '01000000',
        zip_end: '19999999',
        weight_start_grams: 0,
        weight_end_grams: 1000,
        price: 12.9,
        days: 3,
      },
    ]);
    const on = settings();
    on.own_table.enabled = true;
    const res = await save(seller, on);
    expect(res.status, res.text).toBe(200);
    expect(res.json.own_table).toEqual({ enabled: true, rows: 2 });

    const cheaper = structuredClone(FREIGHT_TABLE);
    cheaper.rows[0]!.price = 9.9;
    await saveTable(seller, cheaper);
    const [, change] = await auditRows(seller.storeId, 'freight_table');
    // Only the rows that changed (the count did not).
    expect(change!.before).toEqual({ rows: ['01000000-19999999 0-1000 g: 1290 em 3 d'] });
    expect(change!.after).toEqual({ rows: ['01000000-19999999 0-1000 g: 990 em 3 d'] });

    // Emptied, the table turns off: nothing left to price with.
    expect((await saveTable(seller, { rows: [] })).json.rows).toEqual([]);
    expect((await read(seller)).json.own_table).toEqual({ enabled: false, rows: 0 });
  });

  it.each([
    [{ zip_start: '20000-000', zip_end: '19999-999' }, /CEP inicial deve ser menor/],
    [{ weight_start_grams: 2000, weight_end_grams: 1000 }, /peso inicial deve ser menor/],
    [{ days: 91 }, /prazo/i],
    [{ price: -1 }, /./],
    [{ zip_start: '123' }, /CEP/],
  ])('refuses a row with %j', async (change, message) => {
    const seller = await storeWithSeller(db);
    const body = { rows: [{ ...FREIGHT_TABLE.rows[0], ...change }] };
    const res = await saveTable(seller, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(JSON.stringify(res.json)).toMatch(message);
    expect((await call(app, 'GET', '/settings/freight/table', seller)).json.rows).toEqual([]);
  });

  it('reads VTEX’s freight sheet (any column order, extra columns, CEPs without leading zeros) and writes it back', async () => {
    const seller = await storeWithSeller(db);
    const sheet = [
      'ZipCodeStart,ZipCodeEnd,PolygonName,WeightStart,WeightEnd,AbsoluteMoneyCost,PricePercent,TimeCost,Country',
      '1000000,19999999,,0,1000,12.90,0,3.00:00:00,BRA',
      '1000000,19999999,,1000.001,5000,18.50,0,4.00:00:00,BRA',
      '69900000,69999999,,0,30000,"59,90",0,18.00:00:00,BRA',
    ].join('\r\n');
    const res = await uploadSheet(seller, sheet);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { rows: unknown[] }).rows).toEqual([
      {
        zip_start: '01000000',
        zip_end: '19999999',
        weight_start_grams: 0,
        weight_end_grams: 1000,
        price: 12.9,
        days: 3,
      },
      {
        zip_start: '01000000',
        zip_end: '19999999',
        weight_start_grams: 1001,
        weight_end_grams: 5000,
        price: 18.5,
        days: 4,
      },
      {
        zip_start: '69900000',
        zip_end: '69999999',
        weight_start_grams: 0,
        weight_end_grams: 30000,
        price: 59.9,
        days: 18,
      },
    ]);

    const exported = await call(app, 'GET', '/settings/freight/table.csv', seller);
    expect(exported.status).toBe(200);
    expect(exported.text.split('\r\n')[0]).toBe(
      'zipCodeStart;zipCodeEnd;weightStart;weightEnd;absoluteMoneyCost;timeCost',
    );
    // With the BOM Excel needs to read UTF-8 (Response.text() drops it: read the bytes).
    const raw = await app.request('/settings/freight/table.csv', {
      headers: { Authorization: `Bearer ${seller.token}`, 'X-Store-Id': seller.storeId },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.text).toContain('01000000;19999999;1001;5000;18.50;4.00:00:00');
    // What the export writes, the import reads back unchanged.
    const again = await uploadSheet(seller, exported.text);
    expect(again.status).toBe(200);
    const rows = (await call(app, 'GET', '/settings/freight/table', seller)).json.rows;
    expect(rows).toHaveLength(3);
    expect(await auditRows(seller.storeId, 'freight_table')).toHaveLength(1);
  });

  it('refuses a sheet with a bad line, naming line and column, and keeps the table as it was', async () => {
    const seller = await storeWithSeller(db);
    await saveTable(seller, FREIGHT_TABLE);
    const sheet = [
      'zipCodeStart;zipCodeEnd;weightStart;weightEnd;absoluteMoneyCost;timeCost',
      '01000000;19999999;0;1000;12,90;3.00:00:00',
      '20000000;19999999;0;1000;12,90;3.00:00:00',
      '01000000;19999999;0;1000;doze;3 dias',
    ].join('\n');
    const res = await uploadSheet(seller, sheet);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; details: unknown[] };
    expect(body.code).toBe('freight_table_invalid');
    expect(body.message).toBe('A planilha tem 3 problemas; nada foi alterado.');
    expect(body.details).toEqual([
      { line: 3, column: null, message: 'O CEP inicial deve ser menor ou igual ao final.' },
      { line: 4, column: 'absoluteMoneyCost', message: 'Valor inválido.' },
      { line: 4, column: 'timeCost', message: 'Prazo inválido (formato d.hh:mm:ss).' },
    ]);
    expect((await call(app, 'GET', '/settings/freight/table', seller)).json.rows).toHaveLength(2);

    const noColumns = await uploadSheet(seller, 'cep;preco\n01000000;10');
    expect(noColumns.status).toBe(400);
    expect(((await noColumns.json()) as { message: string }).message).toMatch(
      /Faltam as colunas zipCodeStart, zipCodeEnd, weightStart, weightEnd, absoluteMoneyCost, timeCost/,
    );
  });
});

describe('POST /settings/freight/test', () => {
  const test = (seller: SellerStore, body: unknown) =>
    call(app, 'POST', '/settings/freight/test', { ...seller, body });

  it('quotes a small parcel with the stored token and names the services, never the token', async () => {
    const seller = await storeWithSeller(db);
    expect((await save(seller, settings())).status).toBe(200);
    const res = await test(seller, {});
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      ok: true,
      services: ['PAC (Correios)', 'SEDEX (Correios)', '.Package (Jadlog)'],
    });
    expect(res.text).not.toContain(TOKEN);
    const [asked] = melhorEnvio.requests;
    expect(asked?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(asked!.rawBody)).toMatchObject({
      from: { postal_code: '01001000' },
      to: { postal_code: '01001000' },
    });
  });

  it('tests a token and origin typed before saving, and asks the platform every time', async () => {
    const seller = await storeWithSeller(db);
    const body = { token: TOKEN, origin_cep: '30130-151', environment: 'sandbox' };
    expect((await test(seller, body)).json.ok).toBe(true);
    expect((await test(seller, body)).json.ok).toBe(true);
    expect(melhorEnvio.requests).toHaveLength(2);
    // Nothing was saved.
    expect((await read(seller)).json.melhor_envio.token_set).toBe(false);
  });

  it('answers why in pt-BR when the platform refuses the token, fails or is slow', async () => {
    const seller = await storeWithSeller(db);
    expect((await save(seller, settings())).status).toBe(200);
    const wrong = await test(seller, { token: 'um-token-que-nao-existe-000000' });
    expect(wrong.status).toBe(200);
    expect(wrong.json).toEqual({ ok: false, reason: expect.stringMatching(/recusou o token/) });
    expect(wrong.text).not.toContain('um-token-que-nao-existe');

    melhorEnvio.control.set({ fail: 500 });
    expect((await test(seller, {})).json).toEqual({
      ok: false,
      reason: expect.stringMatching(/indisponível/),
    });
    melhorEnvio.control.set({ fail: null, delayMs: 1000 });
    expect((await test(seller, {})).json).toEqual({
      ok: false,
      reason: expect.stringMatching(/não respondeu a tempo/),
    });
  });

  it('asks for a token and an origin CEP when the store has neither', async () => {
    const seller = await storeWithSeller(db);
    const noToken = await test(seller, { origin_cep: '01001-000' });
    expect(noToken.status).toBe(400);
    expect(noToken.json).toMatchObject({
      code: 'freight_settings_invalid',
      details: [{ path: 'token', message: 'Informe o token do Melhor Envio para testá-lo.' }],
    });
    const noOrigin = await test(seller, { token: TOKEN });
    expect(noOrigin.status).toBe(400);
    expect(noOrigin.json.details).toEqual([
      { path: 'origin_cep', message: 'Informe o CEP de origem para testar o token.' },
    ]);
    expect(melhorEnvio.requests).toHaveLength(0);
  });

  it('refuses a sales seller', async () => {
    const seller = await storeWithSeller(db);
    const sales = await createSeller(db, seller.storeId, { role: 'sales' });
    const res = await call(app, 'POST', '/settings/freight/test', {
      storeId: seller.storeId,
      token: await sessionFor(db, 'seller', sales),
      body: { token: TOKEN },
    });
    expect(res.status).toBe(403);
  });
});
