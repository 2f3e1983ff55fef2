import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { auditLog, fiscalSettings, products } from '../src/db/schema/index.ts';
import { fiscalSecretContext } from '../src/features/fiscal-settings/serialize.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { a1Certificate } from './fixtures/a1-certificate.ts';
import { createProduct } from './fixtures/catalog.ts';
import { FISCAL_SETTINGS, STORE_LEGAL_DATA } from './fixtures/requests.ts';
import { storeWithSeller, type SellerStore } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Configurações → Notas fiscais over the real API: the A1 certificate judged by its bytes (a
// PKCS#12 that opens with its password, valid, of the store's CNPJ) and kept sealed with its
// password; the provider's token sealed; invoices turned on only with nothing missing; never a
// secret in an answer, the history or the logs; and a store issuing invoices publishing no
// goods without an NCM.

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
const testApp = await createTestApp({ logger });
const { app, db, deps } = testApp;

const PASSWORD = 'senha-do-certificado';
const CERTIFICATE = a1Certificate({ password: PASSWORD });
const TOKEN = FISCAL_SETTINGS.provider_token;

type Who = Pick<SellerStore, 'storeId' | 'token'>;
const read = (seller: Who) => call(app, 'GET', '/settings/invoices', seller);
const save = (seller: Who, body: unknown) =>
  call(app, 'PUT', '/settings/invoices', { ...seller, body });
const upload = (seller: Who, file: string, password = PASSWORD) =>
  call(app, 'PUT', '/settings/invoices/certificate', { ...seller, body: { file, password } });
const rowOf = async (storeId: string) =>
  (await db.select().from(fiscalSettings).where(eq(fiscalSettings.storeId, storeId)))[0]!;

/** A store whose legal data is complete (CNPJ 11.222.333/0001-81, São Paulo). */
async function storeWithCnpj() {
  const seller = await storeWithSeller(db);
  const legal = await call(app, 'PUT', '/settings/legal-data', {
    ...seller,
    body: STORE_LEGAL_DATA,
  });
  expect(legal.status).toBe(200);
  return seller;
}

/** Everything set: certificate, settings with the token, invoices on. */
async function issuingStore() {
  const seller = await storeWithCnpj();
  expect((await upload(seller, CERTIFICATE)).status).toBe(200);
  const res = await save(seller, { ...FISCAL_SETTINGS, invoices_enabled: true });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return seller;
}

function expectNoSecret(text: string) {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(CERTIFICATE.slice(0, 64));
}

describe('GET /settings/invoices', () => {
  it('starts off, with the Simples Nacional defaults, the store as issuer and what is missing', async () => {
    const seller = await storeWithSeller(db);
    const res = await read(seller);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      invoices_enabled: false,
      regime: 'simples_nacional',
      environment: 'homologacao',
      issue_mode: 'manual',
      cfop_same_state: '5102',
      cfop_other_state: '6102',
      icms_code: '102',
      pis_cst: '49',
      cofins_cst: '49',
      provider_token_set: false,
      certificate: null,
      issuer: { cnpj: '', legal_name: '' },
      products_without_ncm: 0,
    });
    expect(res.json.missing.map((one: { field: string }) => one.field)).toEqual([
      'cnpj',
      'legal_data',
      'state_registration',
      'address',
      'municipality_code',
      'certificate',
      'provider_token',
    ]);
  });
});

describe('PUT /settings/invoices/certificate', () => {
  it('keeps a valid A1 certificate sealed with its password, answering its holder, CNPJ and expiry', async () => {
    const seller = await storeWithCnpj();
    const res = await upload(seller, CERTIFICATE);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.certificate).toMatchObject({
      holder: 'LOJA DE TESTE LTDA',
      cnpj: '11222333000181',
      expired: false,
    });
    expect(new Date(res.json.certificate.valid_until).getTime()).toBeGreaterThan(Date.now());
    expectNoSecret(res.text);
    const row = await rowOf(seller.storeId);
    expect(row.certificateSealed).not.toContain(CERTIFICATE.slice(0, 64));
    expect(row.certificatePasswordSealed).not.toContain(PASSWORD);
    // Sealed for this store's field: it opens there, and gives the file back whole.
    expect(
      deps.secrets.open(row.certificateSealed!, fiscalSecretContext(seller.storeId, 'certificate')),
    ).toBe(CERTIFICATE);
    expect(
      deps.secrets.open(
        row.certificatePasswordSealed!,
        fiscalSecretContext(seller.storeId, 'certificate_password'),
      ),
    ).toBe(PASSWORD);
    expect(() =>
      deps.secrets.open(
        row.certificateSealed!,
        fiscalSecretContext(seller.storeId, 'provider_token'),
      ),
    ).toThrow();
    expectNoSecret(logged.join('\n'));
  });

  it.each([
    [
      'a file that is no PKCS#12',
      Buffer.from('não sou um certificado').toString('base64'),
      PASSWORD,
      /não é um certificado A1/,
    ],
    ['a wrong password', CERTIFICATE, 'outra-senha', /senha do certificado não confere/],
    [
      'an expired certificate',
      a1Certificate({ password: PASSWORD, fromDays: -400, untilDays: -2 }),
      PASSWORD,
      /venceu em \d{2}\/\d{2}\/\d{4}/,
    ],
    [
      'another CNPJ',
      a1Certificate({ password: PASSWORD, cnpj: '11444777000161' }),
      PASSWORD,
      /CNPJ 11\.444\.777\/0001-61, e a loja é do CNPJ 11\.222\.333\/0001-81/,
    ],
  ])('refuses %s (422, in pt-BR), storing nothing', async (_case, file, password, message) => {
    const seller = await storeWithCnpj();
    const res = await upload(seller, file, password);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('fiscal_certificate_invalid');
    expect(res.json.message).toMatch(message);
    expect(res.json.details[0].path).toBe('file');
    expect((await read(seller)).json.certificate).toBeNull();
  });

  it("asks for the store's CNPJ first", async () => {
    const seller = await storeWithSeller(db);
    const res = await upload(seller, CERTIFICATE);
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/Cadastre o CNPJ da loja/);
  });

  it('removes the certificate only with invoices off', async () => {
    const seller = await issuingStore();
    const refused = await call(app, 'DELETE', '/settings/invoices/certificate', seller);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('invoices_enabled');
    await save(seller, FISCAL_SETTINGS);
    const removed = await call(app, 'DELETE', '/settings/invoices/certificate', seller);
    expect(removed.status).toBe(200);
    expect(removed.json.certificate).toBeNull();
    expect((await rowOf(seller.storeId)).certificatePasswordSealed).toBeNull();
  });
});

describe('PUT /settings/invoices', () => {
  it('saves the settings, seals the token and answers only that one is set', async () => {
    const seller = await storeWithCnpj();
    const res = await save(seller, FISCAL_SETTINGS);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      state_registration: '110042490114',
      cfop_same_state: '5102',
      issue_mode: 'automatic',
      address: { municipality_code: '3550308', district: 'Sé' },
      provider_token_set: true,
      issuer: { cnpj: '11222333000181', state: 'SP', city: 'São Paulo' },
    });
    expectNoSecret(res.text);
    expect((await rowOf(seller.storeId)).providerTokenSealed).not.toContain(TOKEN);
    // Absent keeps the token; null removes it.
    const { provider_token: _token, ...withoutToken } = FISCAL_SETTINGS;
    expect((await save(seller, withoutToken)).json.provider_token_set).toBe(true);
    expect(
      (await save(seller, { ...withoutToken, provider_token: null })).json.provider_token_set,
    ).toBe(false);
  });

  it('turns invoices on only with nothing missing, each reason in details', async () => {
    const seller = await storeWithCnpj();
    const res = await save(seller, {
      ...FISCAL_SETTINGS,
      invoices_enabled: true,
      address: { ...FISCAL_SETTINGS.address, municipality_code: '3304557' },
    });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('fiscal_settings_incomplete');
    expect(res.json.details.map((one: { path: string }) => one.path)).toEqual([
      'address.municipality_code',
      'certificate',
    ]);
    expect((await read(seller)).json.invoices_enabled).toBe(false);
  });

  it('refuses a CST under the Simples Nacional and a CFOP of the wrong side (400)', async () => {
    const seller = await storeWithCnpj();
    const res = await save(seller, {
      ...FISCAL_SETTINGS,
      icms_code: '00',
      cfop_same_state: '6102',
    });
    expect(res.status).toBe(400);
    const paths = res.json.details.map((one: { path: string }) => one.path);
    expect(paths).toEqual(expect.arrayContaining(['icms_code', 'cfop_same_state']));
  });

  it('records each change in the history, never a secret', async () => {
    const seller = await issuingStore();
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, seller.storeId), eq(auditLog.entity, 'fiscal_settings')));
    expect(rows.map((row) => row.action).sort()).toEqual(['certificate', 'update']);
    const update = rows.find((row) => row.action === 'update')!;
    expect(update.after).toMatchObject({ invoices_enabled: true, provider_token: 'definido' });
    const certificate = rows.find((row) => row.action === 'certificate')!;
    expect(String((certificate.after as Record<string, unknown>).certificate)).toMatch(
      /^LOJA DE TESTE LTDA \(11\.222\.333\/0001-81\), vence em \d{2}\/\d{2}\/\d{4}$/,
    );
    expectNoSecret(JSON.stringify(rows));
  });

  it('lets owners and administrators in and refuses sales sellers (403)', async () => {
    const seller = await storeWithCnpj();
    const admin = await sessionFor(
      db,
      'seller',
      await createSeller(db, seller.storeId, { role: 'admin' }),
    );
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, seller.storeId, { role: 'sales' }),
    );
    expect((await read({ storeId: seller.storeId, token: admin })).status).toBe(200);
    for (const res of [
      await read({ storeId: seller.storeId, token: sales }),
      await save({ storeId: seller.storeId, token: sales }, FISCAL_SETTINGS),
      await upload({ storeId: seller.storeId, token: sales }, CERTIFICATE),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('role_forbidden');
    }
  });
});

describe("a store issuing invoices and its products' NCM", () => {
  const product = (fiscal: unknown, status = 'active') => ({
    name: 'Camiseta fiscal',
    status,
    variations: [{ price: 59.9, stock: 3 }],
    ...(fiscal === undefined ? {} : { fiscal }),
  });

  it('counts the published goods without an NCM when invoices go on', async () => {
    const seller = await storeWithCnpj();
    await createProduct(db, seller.storeId, { name: 'Sem NCM' });
    const draft = await createProduct(db, seller.storeId, { name: 'Rascunho' });
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, draft.id));
    expect((await upload(seller, CERTIFICATE)).status).toBe(200);
    const res = await save(seller, { ...FISCAL_SETTINGS, invoices_enabled: true });
    expect(res.status).toBe(200);
    expect(res.json.products_without_ncm).toBe(1);
  });

  it('refuses to publish goods without an NCM (409 product_ncm_required), on create and by status', async () => {
    const seller = await issuingStore();
    const created = await call(app, 'POST', '/catalog/products', {
      ...seller,
      body: product(undefined),
    });
    expect(created.status).toBe(409);
    expect(created.json).toMatchObject({
      code: 'product_ncm_required',
      message: 'Esta loja emite notas fiscais: informe o NCM do produto antes de publicá-lo.',
      details: [{ path: 'fiscal.ncm' }],
    });
    const draft = await call(app, 'POST', '/catalog/products', {
      ...seller,
      body: product({ ncm: '' }, 'draft'),
    });
    expect(draft.status).toBe(201);
    const id = draft.json._id;
    const publish = await call(app, 'POST', `/catalog/products/${id}/status`, {
      ...seller,
      body: { status: 'active' },
    });
    expect(publish.status).toBe(409);
    expect(publish.json.code).toBe('product_ncm_required');

    const withNcm = await call(app, 'POST', '/catalog/products', {
      ...seller,
      body: product({ ncm: '6109.10.00', origin: 2, cest: '28.038.00', cfop: '5.405' }),
    });
    expect(withNcm.status, JSON.stringify(withNcm.json)).toBe(201);
    const detail = await call(app, 'GET', `/catalog/products/${withNcm.json._id}`, seller);
    expect(detail.json.fiscal).toEqual({
      ncm: '61091000',
      origin: 2,
      cest: '2803800',
      cfop: '5405',
      icms_code: null,
      pis_cst: null,
      cofins_cst: null,
    });
  });

  it('asks no NCM of services, nor of a store not issuing', async () => {
    const issuing = await issuingStore();
    const service = await call(app, 'POST', '/catalog/products', {
      ...issuing,
      body: {
        kind: 'service',
        name: 'Consultoria',
        status: 'active',
        variations: [{ price: 100 }],
      },
    });
    expect(service.status, JSON.stringify(service.json)).toBe(201);
    const plain = await storeWithSeller(db);
    expect(
      (await call(app, 'POST', '/catalog/products', { ...plain, body: product(undefined) })).status,
    ).toBe(201);
  });

  it('keeps the stored fiscal data when a replace leaves them out, and refuses a malformed NCM (400)', async () => {
    const seller = await storeWithSeller(db);
    const created = await call(app, 'POST', '/catalog/products', {
      ...seller,
      body: product({ ncm: '61091000', origin: 1 }),
    });
    const id = created.json._id;
    const detail = (await call(app, 'GET', `/catalog/products/${id}`, seller)).json;
    const { fiscal: _fiscal, ...body } = product(undefined);
    const replaced = await call(app, 'PUT', `/catalog/products/${id}`, {
      ...seller,
      body: {
        ...body,
        variations: detail.variations.map((v: { _id: string }) => ({ _id: v._id, price: 49.9 })),
      },
    });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect((await call(app, 'GET', `/catalog/products/${id}`, seller)).json.fiscal).toMatchObject({
      ncm: '61091000',
      origin: 1,
    });
    const bad = await call(app, 'POST', '/catalog/products', {
      ...seller,
      body: product({ ncm: '6109' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0]).toMatchObject({
      path: 'fiscal.ncm',
      message: 'O NCM tem 8 dígitos (ex.: 6109.10.00).',
    });
  });
});

describe('GET /dev/fiscal/test-certificate (demo)', () => {
  it('gives this machine a test .pfx for a CNPJ, which the upload takes', async () => {
    const seller = await storeWithCnpj();
    const res = await app.request(
      '/dev/fiscal/test-certificate?cnpj=11.222.333/0001-81&password=senha-da-demo',
      {},
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-pkcs12');
    const file = Buffer.from(await res.arrayBuffer()).toString('base64');
    const uploaded = await upload(seller, file, 'senha-da-demo');
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.certificate).toMatchObject({ cnpj: '11222333000181' });
  });

  it('refuses anyone but this machine', async () => {
    const res = await call(app, 'GET', '/dev/fiscal/test-certificate?cnpj=11222333000181');
    expect(res.status).toBe(403);
  });
});
