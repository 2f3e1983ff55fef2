import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import forge from 'node-forge';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, paymentSettings, stores } from '../src/db/schema/index.ts';
import { startMercadoPago } from '../src/demo/mercado-pago.ts';
import { startPixPsp } from '../src/demo/pix-psp.ts';
import { testPaymentConnection } from '../src/features/payment-settings/connection-test.ts';
import {
  mercadoPagoCredentialsOf,
  paymentSecretContext,
  pixApiCredentialsOf,
  readPaymentSettings,
} from '../src/features/payments/settings.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { PAYMENT_SETTINGS } from './fixtures/requests.ts';
import { storeWithSeller, type SellerStore } from './fixtures/seller-store.ts';
import { PIX_WEBHOOK_REGISTER } from '../src/jobs/queues.ts';
import { call, createTestApp, runQueuedJobs } from './harness.ts';

// The store's payment providers over the real API: credentials sealed in the database and
// never answered or logged, certificates judged by their bytes (PEM or PKCS#12), a provider
// chosen only with its credentials complete, every write in the history, and "Testar conexão"
// against the loopback PSP (mutual TLS) and a loopback Mercado Pago.

const psp = await startPixPsp({ clientSecret: 'segredo-do-psp-7c6b5a4d' });

// The loopback Mercado Pago (its GET /users/me): this token opens the account, any other is refused.
const MP_TOKEN = 'APP_USR-1234567890123456-112700-0123456789abcdef0123456789abcdef-99887766';
const mercadoPago = await startMercadoPago({
  accounts: [{ accessToken: MP_TOKEN, nickname: 'LOJAVITRINE', userId: '99887766' }],
});
const MP_URL = mercadoPago.url;

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
const testApp = await createTestApp({ logger, config: { MERCADO_PAGO_URL: MP_URL } });
const { app, db, deps } = testApp;
afterAll(async () => {
  await mercadoPago.close();
  await psp.close();
});
beforeEach(() => psp.control.reset());

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const MP_WEBHOOK_SECRET = 'assinatura-secreta-do-webhook-5f4e3d2c';
const SECRETS = [psp.clientSecret, psp.clientKeyPem, MP_TOKEN, MP_WEBHOOK_SECRET];

/** The PSP's client certificate in a .p12, as banks hand it out. */
function pkcs12Of(certPem: string, keyPem: string, password: string): string {
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(keyPem),
    [forge.pki.certificateFromPem(certPem)],
    password,
    { algorithm: '3des' },
  );
  return forge.util.encode64(forge.asn1.toDer(p12).getBytes());
}

/** A self-signed certificate that expired yesterday, with its key. */
function expiredCertificate() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 400 * 86_400_000);
  cert.validity.notAfter = new Date(Date.now() - 86_400_000);
  cert.setSubject([{ name: 'commonName', value: 'vencido' }]);
  cert.setIssuer(cert.subject.attributes);
  cert.sign(key, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: privateKey };
}

const pemUpload = () => ({ file: b64(psp.clientCertPem), key_file: b64(psp.clientKeyPem) });

type Body = typeof PAYMENT_SETTINGS & {
  methods: { pix: string; card: string; boleto: string };
  pix_api: Record<string, unknown>;
  mercado_pago: Record<string, unknown>;
};
const body = (change: Partial<Body> = {}): Body => ({
  ...structuredClone(PAYMENT_SETTINGS),
  ...change,
});

/** API Pix on, every credential given, the certificate as PEM files. */
const pixApiBody = (pixApi: Record<string, unknown> = {}): Body =>
  body({
    methods: { pix: 'pix_api', card: 'sandbox', boleto: 'sandbox' },
    pix_api: {
      base_url: psp.url,
      token_path: psp.tokenPath,
      scope: 'cob.write cob.read',
      client_id: psp.clientId,
      client_secret: psp.clientSecret,
      certificate: pemUpload(),
      ca_file: b64(psp.caPem),
      ...pixApi,
    },
  });

type Who = Pick<SellerStore, 'storeId' | 'token'>;
const read = (seller: Who) => call(app, 'GET', '/settings/payments', seller);
const save = (seller: Who, sent: unknown) =>
  call(app, 'PUT', '/settings/payments', { ...seller, body: sent });
const test = (seller: Who, sent: unknown) =>
  call(app, 'POST', '/settings/payments/test', { ...seller, body: sent });
const rowOf = async (storeId: string) =>
  (await db.select().from(paymentSettings).where(eq(paymentSettings.storeId, storeId)))[0]!;
const auditRows = (storeId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'payment_settings')))
    .orderBy(auditLog.createdAt);

function expectNoSecret(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toContain('PRIVATE KEY');
}

describe('GET and PUT /settings/payments', () => {
  it('starts with every method in the sandbox and nothing stored', async () => {
    const seller = await storeWithSeller(db);
    const res = await read(seller);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      methods: { pix: 'sandbox', card: 'sandbox', boleto: 'sandbox' },
      pix_key: 'pix@loja.test',
      pix_key_type: 'email',
      pix_api: {
        base_url: '',
        token_path: '/oauth/token',
        scope: '',
        client_id: '',
        client_secret_hint: null,
        certificate: null,
        ca: null,
        complete: false,
      },
      mercado_pago: {
        public_key: '',
        access_token_hint: null,
        webhook_secret_hint: null,
        complete: false,
      },
    });
    expect((await readPaymentSettings(db, seller.storeId)).pixProvider).toBe('sandbox');
  });

  it('saves the API Pix from PEM files: sealed in the database, answered only as hints', async () => {
    const seller = await storeWithSeller(db);
    const other = await storeWithSeller(db);
    const res = await save(seller, pixApiBody());
    expect(res.status, res.text).toBe(200);
    expectNoSecret(res.text);
    expect(res.text).not.toContain(psp.clientCertPem.split('\n')[1]);
    expect(res.json.methods.pix).toBe('pix_api');
    expect(res.json.pix_api).toMatchObject({
      base_url: psp.url,
      client_id: psp.clientId,
      scope: 'cob.write cob.read',
      client_secret_hint: `••••${psp.clientSecret.slice(-4)}`,
      certificate: { subject: `CN=${psp.clientId}`, issuer: 'CN=Vitrine loopback PSP CA' },
      ca: { subject: 'CN=Vitrine loopback PSP CA' },
      complete: true,
    });
    expect(res.json.pix_api.certificate.expired).toBe(false);
    expect(Date.parse(res.json.pix_api.certificate.valid_until)).toBeGreaterThan(Date.now());
    expect((await read(seller)).json).toEqual(res.json);
    expect((await read(other)).json.pix_api.complete).toBe(false);

    const row = await rowOf(seller.storeId);
    const stored = JSON.stringify(row);
    expectNoSecret(stored);
    expect(stored).not.toContain(psp.clientCertPem.split('\n')[1]);
    const box = deps.secrets;
    const context = paymentSecretContext(seller.storeId, 'pix_api_client_secret');
    expect(box.open(row.pixApiClientSecretSealed!, context)).toBe(psp.clientSecret);
    expect(() =>
      box.open(
        row.pixApiClientSecretSealed!,
        paymentSecretContext(other.storeId, 'pix_api_client_secret'),
      ),
    ).toThrow();
    expect(row.webhookToken).toMatch(/^[\w-]{32}$/);
    // The save queued the job that tells the PSP where to send the pix the store's key
    // receives; a worker runs it.
    expect(psp.webhooks.get('pix@loja.test')).toBeUndefined();
    await runQueuedJobs(testApp, [PIX_WEBHOOK_REGISTER]);
    expect(psp.webhooks.get('pix@loja.test')).toBe(
      `${deps.config.PUBLIC_API_URL}/webhooks/pix-api/${row.webhookToken}`,
    );
    expect(pixApiCredentialsOf(row, box)).toEqual({
      baseUrl: psp.url,
      tokenPath: psp.tokenPath,
      scope: 'cob.write cob.read',
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      tls: {
        cert: expect.stringContaining('BEGIN CERTIFICATE'),
        key: expect.any(String),
        ca: expect.stringContaining('BEGIN CERTIFICATE'),
      },
    });
  });

  it('accepts a .p12 with its password, and refuses it with a wrong one', async () => {
    const seller = await storeWithSeller(db);
    const file = pkcs12Of(psp.clientCertPem, psp.clientKeyPem, 'senha-do-p12');
    const wrong = await save(seller, pixApiBody({ certificate: { file, password: 'outra' } }));
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({
      code: 'payment_certificate_invalid',
      message: 'A senha do certificado não confere.',
    });
    const res = await save(seller, pixApiBody({ certificate: { file, password: 'senha-do-p12' } }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.pix_api.certificate.subject).toBe(`CN=${psp.clientId}`);
    // The PEM pair Node's TLS takes, from the .p12: the connection test passes with it.
    const tested = await test(seller, { provider: 'pix_api' });
    expect(tested.json).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a key that is not the certificate’s',
      async () => ({
        file: b64(psp.clientCertPem),
        key_file: b64((await psp.control.foreignClientCertificate()).keyPem),
      }),
      'A chave privada não corresponde ao certificado enviado.',
    ],
    [
      'an expired certificate',
      async () => {
        const expired = expiredCertificate();
        return { file: b64(expired.certPem + expired.keyPem) };
      },
      /^O certificado venceu em \d{2}\/\d{2}\/\d{4}/,
    ],
    [
      'a certificate without its key',
      async () => ({ file: b64(psp.clientCertPem) }),
      /^Falta a chave privada/,
    ],
    [
      'a file that is no certificate',
      async () => ({ file: b64('não sou um certificado') }),
      'O arquivo não é um certificado .p12/.pfx nem PEM.',
    ],
  ])('refuses %s with a pt-BR 422, changing nothing', async (_, upload, message) => {
    const seller = await storeWithSeller(db);
    const res = await save(seller, pixApiBody({ certificate: await upload() }));
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('payment_certificate_invalid');
    expect(res.json.message).toMatch(message);
    expect(res.json.details).toEqual([{ path: 'pix_api.certificate', message: res.json.message }]);
    expect((await read(seller)).json.methods.pix).toBe('sandbox');
    expect(await auditRows(seller.storeId)).toEqual([]);
  });

  it('gives a method to a provider only with its credentials complete', async () => {
    const seller = await storeWithSeller(db);
    const pixApi = await save(
      seller,
      body({ methods: { pix: 'pix_api', card: 'sandbox', boleto: 'sandbox' } }),
    );
    expect(pixApi.status).toBe(422);
    expect(pixApi.json.code).toBe('payment_settings_incomplete');
    expect(pixApi.json.details.map((d: { path: string }) => d.path)).toEqual([
      'pix_api.base_url',
      'pix_api.client_id',
      'pix_api.client_secret',
      'pix_api.certificate',
    ]);
    expect(pixApi.json.message).toBe(
      'Para receber pix pela API Pix, informe a URL da API do seu banco.',
    );

    const card = await save(
      seller,
      body({
        methods: { pix: 'sandbox', card: 'mercado_pago', boleto: 'sandbox' },
        mercado_pago: { public_key: 'APP_USR-pub-1', access_token: MP_TOKEN },
      }),
    );
    expect(card.status).toBe(422);
    expect(card.json.details).toEqual([
      {
        path: 'mercado_pago.webhook_secret',
        message: 'Para receber pelo Mercado Pago, informe a assinatura secreta dos webhooks.',
      },
    ]);

    const noPixKey = await storeWithSeller(db);
    await db.update(stores).set({ pixKey: '' }).where(eq(stores.id, noPixKey.storeId));
    const keyless = await save(noPixKey, pixApiBody());
    expect(keyless.status).toBe(422);
    expect(keyless.json.details).toEqual([
      {
        path: 'pix_key',
        message: 'Para receber pix pela API Pix, a loja precisa de uma chave Pix cadastrada.',
      },
    ]);
  });

  it('keeps a secret left out, replaces one given and removes one sent as null', async () => {
    const seller = await storeWithSeller(db);
    const mp = {
      public_key: 'APP_USR-0a1b2c3d-public',
      access_token: MP_TOKEN,
      webhook_secret: MP_WEBHOOK_SECRET,
    };
    const all = { pix: 'mercado_pago', card: 'mercado_pago', boleto: 'mercado_pago' };
    const first = await save(seller, body({ methods: all, mercado_pago: mp }));
    expect(first.status, first.text).toBe(200);
    expect(first.json.mercado_pago).toEqual({
      public_key: mp.public_key,
      access_token_hint: `••••${MP_TOKEN.slice(-4)}`,
      webhook_secret_hint: `••••${MP_WEBHOOK_SECRET.slice(-4)}`,
      complete: true,
    });
    const token = (await rowOf(seller.storeId)).webhookToken;

    const kept = await save(
      seller,
      body({ methods: all, mercado_pago: { public_key: mp.public_key } }),
    );
    expect(kept.json.mercado_pago).toEqual(first.json.mercado_pago);
    const replaced = await save(
      seller,
      body({ methods: all, mercado_pago: { ...mp, webhook_secret: 'outra-assinatura-9z8y' } }),
    );
    expect(replaced.json.mercado_pago.webhook_secret_hint).toBe('••••9z8y');

    const stillUsed = await save(
      seller,
      body({ methods: all, mercado_pago: { ...mp, access_token: null } }),
    );
    expect(stillUsed.status).toBe(422);
    const removed = await save(seller, body({ mercado_pago: { ...mp, access_token: null } }));
    expect(removed.status).toBe(200);
    expect(removed.json.mercado_pago).toMatchObject({ access_token_hint: null, complete: false });
    const row = await rowOf(seller.storeId);
    expect(row.mpAccessTokenSealed).toBeNull();
    expect(mercadoPagoCredentialsOf(row, deps.secrets)).toBeNull();
    // The callback URLs' token is made once and kept.
    expect(row.webhookToken).toBe(token);
  });

  it('records each change with hints only, never a secret', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    const off = await save(
      seller,
      body({ pix_api: { ...PAYMENT_SETTINGS.pix_api, client_secret: null, certificate: null } }),
    );
    expect(off.status, off.text).toBe(200);
    const rows = await auditRows(seller.storeId);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.sellerId).not.toBeNull();
    expectNoSecret(JSON.stringify(rows));
    expect(rows[0]!.before).toMatchObject({
      'methods.pix': 'sandbox',
      'pix_api.client_secret': null,
    });
    expect(rows[0]!.after).toMatchObject({
      'methods.pix': 'pix_api',
      'pix_api.client_secret': `••••${psp.clientSecret.slice(-4)}`,
      'pix_api.certificate': expect.stringMatching(
        /^CN=vitrine-loja \(vence em \d{4}-\d{2}-\d{2}\)$/,
      ),
    });
    expect(rows[1]!.after).toMatchObject({
      'methods.pix': 'sandbox',
      'pix_api.client_secret': null,
      'pix_api.certificate': null,
    });
    const history = await call(app, 'GET', '/history?entity=payment_settings', seller);
    expect(history.status).toBe(200);
    expect(history.json.items).toHaveLength(2);
  });

  it('lets owners and administrators in, refuses sales sellers, and keeps each store to itself', async () => {
    const seller = await storeWithSeller(db);
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
    expect((await save({ storeId: seller.storeId, token: admin }, pixApiBody())).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/settings/payments'],
      ['PUT', '/settings/payments'],
      ['POST', '/settings/payments/test'],
    ] as const) {
      const res = await call(app, method, path, {
        storeId: seller.storeId,
        token: sales,
        body: method === 'GET' ? undefined : pixApiBody(),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Another store's seller reads and writes their own store, whatever store they name.
    const other = await storeWithSeller(db);
    const foreign = await call(app, 'GET', '/settings/payments', {
      storeId: seller.storeId,
      token: other.token,
    });
    expect(foreign.status).toBe(403);
    expect((await read(other)).json.pix_api.complete).toBe(false);
  });
});

describe('PUT /settings/payments/pix-key', () => {
  const putKey = (seller: Who, sent: unknown) =>
    call(app, 'PUT', '/settings/payments/pix-key', { ...seller, body: sent });
  const storedKey = async (storeId: string) =>
    (await db.select({ pixKey: stores.pixKey }).from(stores).where(eq(stores.id, storeId)))[0]!
      .pixKey;

  it.each([
    ['cpf', '390.533.447-05', '39053344705'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['email', ' Pix@Atelie.com.BR ', 'pix@atelie.com.br'],
    ['phone', '(11) 91234-5678', '+5511912345678'],
    ['phone', '+55 21 99876-5432', '+5521998765432'],
    ['random', '7D9F0335-8DCC-4054-9BF9-0DBD61D36906', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906'],
  ] as const)('stores a %s key as the DICT holds it (%s)', async (type, typed, key) => {
    const seller = await storeWithSeller(db);
    const res = await putKey(seller, { type, key: typed });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ pix_key: key, pix_key_type: type });
    expect(await storedKey(seller.storeId)).toBe(key);
    expect((await read(seller)).json).toMatchObject({ pix_key: key, pix_key_type: type });
  });

  it.each([
    ['cpf', '390.533.447-06', 'CPF inválido: confira os 11 números.'],
    ['cpf', '111.111.111-11', 'CPF inválido: confira os 11 números.'],
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido: confira os 14 números ou letras.'],
    [
      'email',
      'pix@atelie',
      'E-mail inválido: use um endereço como nome@exemplo.com.br, com até 77 caracteres.',
    ],
    [
      'email',
      `${'a'.repeat(70)}@loja.com.br`,
      'E-mail inválido: use um endereço como nome@exemplo.com.br, com até 77 caracteres.',
    ],
    ['phone', '(11) 3222-1234', 'Informe um celular com DDD, como (11) 91234-5678.'],
    ['phone', '+1 415 555 0100', 'Informe um celular com DDD, como (11) 91234-5678.'],
    [
      'random',
      '7d9f0335-8dcc-4054-9bf9',
      'A chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000.',
    ],
    // A key of another type is not one of this type.
    ['cpf', 'pix@atelie.com.br', 'CPF inválido: confira os 11 números.'],
  ] as const)(
    'refuses a %s key %s, saying why on the key, and keeps the stored one',
    async (type, typed, message) => {
      const seller = await storeWithSeller(db);
      const res = await putKey(seller, { type, key: typed });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        code: 'validation_error',
        message: 'Dados inválidos. Confira os campos e tente novamente.',
        details: [{ path: 'key', message }],
      });
      expect(await storedKey(seller.storeId)).toBe('pix@loja.test');
      expect(await auditRows(seller.storeId)).toHaveLength(0);
    },
  );

  it('refuses an unknown type or an empty key', async () => {
    const seller = await storeWithSeller(db);
    const unknown = await putKey(seller, { type: 'telefone', key: '11912345678' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details).toEqual([
      { path: 'type', message: 'Escolha o tipo da chave Pix.' },
    ]);
    const empty = await putKey(seller, { type: 'email', key: '   ' });
    expect(empty.json.details).toEqual([{ path: 'key', message: 'Informe a chave Pix.' }]);
  });

  it('records the key before and after in the store’s history', async () => {
    const seller = await storeWithSeller(db);
    expect((await putKey(seller, { type: 'cpf', key: '390.533.447-05' })).status).toBe(200);
    // The same key again changes nothing, and records nothing.
    expect((await putKey(seller, { type: 'cpf', key: '39053344705' })).status).toBe(200);
    const rows = await auditRows(seller.storeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sellerId).not.toBeNull();
    expect(rows[0]!.action).toBe('update');
    expect(rows[0]!.before).toEqual({ pix_key: 'pix@loja.test', pix_key_type: 'email' });
    expect(rows[0]!.after).toEqual({ pix_key: '39053344705', pix_key_type: 'cpf' });
  });

  it('lets owners and administrators set it, refuses sales sellers, and keeps each store to itself', async () => {
    const seller = await storeWithSeller(db);
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
    const byAdmin = await putKey(
      { storeId: seller.storeId, token: admin },
      { type: 'phone', key: '11912345678' },
    );
    expect(byAdmin.status, byAdmin.text).toBe(200);
    const bySales = await putKey(
      { storeId: seller.storeId, token: sales },
      { type: 'email', key: 'vendas@loja.test' },
    );
    expect(bySales.status).toBe(403);
    expect(bySales.json.code).toBe('role_forbidden');
    // Another store's owner naming this store is refused, and changes neither store.
    const other = await storeWithSeller(db);
    const foreign = await putKey(
      { storeId: seller.storeId, token: other.token },
      { type: 'email', key: 'intruso@loja.test' },
    );
    expect(foreign.status).toBe(403);
    expect(await storedKey(seller.storeId)).toBe('+5511912345678');
    expect(await storedKey(other.storeId)).toBe('pix@loja.test');
    expect(await auditRows(seller.storeId)).toHaveLength(1);
  });

  it('lets the API Pix count for the checklist only with a key', async () => {
    const seller = await storeWithSeller(db);
    const payments = async () => {
      const res = await call(app, 'GET', '/store/checklist', seller);
      expect(res.status, res.text).toBe(200);
      return res.json.steps.find((step: { code: string }) => step.code === 'payments').done;
    };
    expect((await save(seller, pixApiBody())).status).toBe(200);
    expect((await test(seller, { provider: 'pix_api' })).json).toMatchObject({ ok: true });
    expect(await payments()).toBe(true);
    // A key gone from the row (as a store made before keys were asked for): no pix to offer.
    await db.update(stores).set({ pixKey: '' }).where(eq(stores.id, seller.storeId));
    expect(await payments()).toBe(false);
    expect((await putKey(seller, { type: 'cnpj', key: '11222333000181' })).status).toBe(200);
    expect(await payments()).toBe(true);
  });
});

describe('POST /settings/payments/test', () => {
  it('gets a token from the PSP over mutual TLS with the stored credentials', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    const res = await test(seller, { provider: 'pix_api' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      ok: true,
      message: 'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
    });
    const [token] = psp.requests;
    expect(token).toMatchObject({
      method: 'POST',
      path: psp.tokenPath,
      clientCertificate: psp.clientId,
    });
    expect(token!.rawBody).toContain('scope=cob.write+cob.read');
  });

  it('tests typed credentials before they are saved, saving none of them', async () => {
    const seller = await storeWithSeller(db);
    const typed = pixApiBody().pix_api;
    delete typed.client_secret;
    const res = await test(seller, {
      provider: 'pix_api',
      pix_api: { ...typed, client_secret: psp.clientSecret },
    });
    expect(res.json).toMatchObject({ ok: true });
    expect((await read(seller)).json.pix_api.complete).toBe(false);
    // Only that a test worked (for the first-run checklist): no credential, no secret.
    const rows = await auditRows(seller.storeId);
    expect(rows.map((row) => [row.action, row.after])).toEqual([
      ['test', { 'pix_api.tested_at': expect.any(String) }],
    ]);
    expectNoSecret(JSON.stringify(await rowOf(seller.storeId)));
  });

  it('marks the stored credentials working only while they are the ones a test passed', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toBeNull();
    expect((await test(seller, { provider: 'pix_api' })).json).toMatchObject({ ok: true });
    const verified = (await rowOf(seller.storeId)).pixApiVerifiedAt;
    expect(verified).toBeInstanceOf(Date);
    // Saved again unchanged (secrets kept): still the tested ones.
    await save(seller, pixApiBody({ client_secret: undefined, certificate: undefined }));
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toEqual(verified);
    // Another client id: not what was tested.
    await save(seller, pixApiBody({ client_id: 'outro-cliente' }));
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toBeNull();
    // A refused test of what is stored marks nothing.
    expect((await test(seller, { provider: 'pix_api' })).json).toMatchObject({ ok: false });
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toBeNull();
  });

  it('marks typed credentials that passed working once they are saved', async () => {
    const seller = await storeWithSeller(db);
    const typed = pixApiBody().pix_api;
    expect((await test(seller, { provider: 'pix_api', pix_api: typed })).json).toMatchObject({
      ok: true,
    });
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toBeNull();
    await save(seller, pixApiBody());
    expect((await rowOf(seller.storeId)).pixApiVerifiedAt).toBeInstanceOf(Date);
  });

  it('says the bank refused the credentials on a wrong client secret', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    const res = await test(seller, {
      provider: 'pix_api',
      pix_api: { client_secret: 'segredo-errado-000000' },
    });
    expect(res.json).toEqual({
      ok: false,
      reason: 'credentials_refused',
      message: 'O banco recusou o client id ou o client secret. Confira-os no portal do banco.',
    });
  });

  it('says the bank refused the certificate when it is from another authority', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    psp.control.reset();
    const foreign = await psp.control.foreignClientCertificate();
    const res = await test(seller, {
      provider: 'pix_api',
      pix_api: { certificate: { file: b64(foreign.certPem + foreign.keyPem) } },
    });
    expect(res.json).toMatchObject({ ok: false, reason: 'certificate_refused' });
    expect(res.json.message).toMatch(/^O banco recusou o certificado da loja/);
    expect(psp.requests).toEqual([]);
  });

  it('asks for the certificate when there is none', async () => {
    const seller = await storeWithSeller(db);
    const typed = pixApiBody().pix_api;
    delete typed.certificate;
    const res = await test(seller, { provider: 'pix_api', pix_api: typed });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      code: 'payment_settings_incomplete',
      message: 'Envie o certificado que o banco emitiu para a loja.',
    });
  });

  it('says the bank’s server is not trusted without its CA, and unavailable on a 5xx', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody({ ca_file: null }));
    const untrusted = await test(seller, { provider: 'pix_api' });
    expect(untrusted.json).toMatchObject({ ok: false, reason: 'server_untrusted' });

    await save(seller, pixApiBody());
    psp.control.failWith(503);
    const down = await test(seller, { provider: 'pix_api' });
    expect(down.json).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('says the time ran out when the bank does not answer within the test’s deadline', async () => {
    const seller = await storeWithSeller(db);
    await save(seller, pixApiBody());
    psp.control.delay(2000);
    const row = await readPaymentSettings(db, seller.storeId);
    const result = await testPaymentConnection(
      row,
      deps.secrets,
      { provider: 'pix_api' },
      {
        mercadoPagoUrl: MP_URL,
        now: new Date(),
        timeoutMs: 300,
      },
    );
    expect(result).toEqual({
      answer: {
        ok: false,
        reason: 'timeout',
        message: 'O banco não respondeu a tempo. Confira a URL da API e tente novamente.',
      },
      digest: null,
    });
  });

  it('reads the Mercado Pago account of the access token, and says when it is refused', async () => {
    const seller = await storeWithSeller(db);
    const ok = await test(seller, {
      provider: 'mercado_pago',
      mercado_pago: { access_token: MP_TOKEN },
    });
    expect(ok.json).toEqual({
      ok: true,
      message: 'Conexão funcionando: conta LOJAVITRINE no Mercado Pago.',
    });
    const refused = await test(seller, {
      provider: 'mercado_pago',
      mercado_pago: { access_token: 'APP_USR-token-errado-123' },
    });
    expect(refused.json).toMatchObject({ ok: false, reason: 'credentials_refused' });
    const none = await test(seller, { provider: 'mercado_pago' });
    expect(none.status).toBe(422);
  });

  it('never logged a secret in this whole file', () => {
    expect(logged.length).toBeGreaterThan(0);
    expectNoSecret(logged.join('\n'));
  });
});
