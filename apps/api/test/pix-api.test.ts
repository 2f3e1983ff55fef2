import { request as httpsRequest } from 'node:https';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parsePixPayload } from '@vitrine/domain';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startPixPsp } from '../src/demo/pix-psp.ts';
import { createPixApiClient, type PixApiOptions } from '../src/features/payments/pix-api/client.ts';
import { amountToCents, centsToAmount } from '../src/features/payments/pix-api/convert.ts';
import { txidForOrder } from '../src/features/payments/pix-api/txid.ts';
import { parseWebhook, pixPaysOrder } from '../src/features/payments/pix-api/webhook.ts';

const psp = await startPixPsp({
  clientSecret: 'segredo-do-cliente-9f8e7d',
  tokenLifetimeSeconds: 3600,
});
const KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

// The store's webhook, as the PSP calls it: records every body POSTed to {url}/pix.
const notices: Array<{ path: string; body: unknown }> = [];
const store = createHttpServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    notices.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    res.writeHead(200).end();
  });
});
await new Promise<void>((listening) => store.listen(0, '127.0.0.1', listening));
const WEBHOOK_URL = `http://127.0.0.1:${(store.address() as AddressInfo).port}/webhooks/pix-api/loja`;

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
const clients: Array<{ close(): void }> = [];
function client(change: Partial<PixApiOptions> = {}) {
  const made = createPixApiClient({
    baseUrl: psp.url,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    tls: { cert: psp.clientCertPem, key: psp.clientKeyPem, ca: psp.caPem },
    logger,
    ...change,
  });
  clients.push(made);
  return made;
}

afterAll(async () => {
  for (const made of clients) made.close();
  store.close();
  await psp.close();
});
beforeEach(() => {
  psp.control.reset();
  notices.length = 0;
});

let orders = 0;
/** A fresh order's charge input: its own txid, R$ 1.234,50 unless told. */
function chargeFor(amountCents = 123450) {
  orders += 1;
  return {
    txid: txidForOrder('loja-teste', `PED${orders}`),
    amountCents,
    expiresInSeconds: 3600,
    key: KEY,
    debtor: { cpf: '12345678909', name: 'Maria da Silva' },
    description: 'Pedido na Loja Vitrine',
  };
}
const apiCalls = () => psp.requests.filter((r) => r.path !== psp.tokenPath);
const tokenCalls = () => psp.requests.filter((r) => r.path === psp.tokenPath);

describe('API Pix adapter against the loopback PSP', () => {
  it('asks for a token with client credentials: POST, HTTP Basic, form body, client certificate', async () => {
    const result = await client().createCharge(chargeFor());
    expect(result.ok).toBe(true);
    const [token] = tokenCalls();
    expect(token).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      clientCertificate: psp.clientId,
    });
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64')}`,
    );
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(token!.rawBody).get('grant_type')).toBe('client_credentials');
  });

  it('creates a charge with PUT /cob/{txid} and the documented body', async () => {
    const input = chargeFor(123450);
    const result = await client().createCharge(input);
    const [put] = apiCalls();
    expect(put).toMatchObject({
      method: 'PUT',
      path: `/cob/${input.txid}`,
      clientCertificate: psp.clientId,
    });
    expect(put!.headers.authorization).toMatch(/^Bearer [\w-]+$/);
    expect(put!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(put!.rawBody);
    expect(body).toEqual({
      calendario: { expiracao: 3600 },
      devedor: { cpf: '12345678909', nome: 'Maria da Silva' },
      valor: { original: '1234.50' },
      chave: KEY,
      solicitacaoPagador: 'Pedido na Loja Vitrine',
    });
    expect(typeof body.valor.original).toBe('string');
    if (!result.ok) throw new Error(result.detail);
    expect(result.charge).toMatchObject({
      txid: input.txid,
      revision: 0,
      status: 'ATIVA',
      amountCents: 123450,
      key: KEY,
      expiresInSeconds: 3600,
      pix: [],
    });
    // The QR is the PSP's dynamic BR Code, pointing at the charge's location.
    expect(parsePixPayload(result.charge.copyAndPaste!)).toMatchObject({
      url: result.charge.location,
    });
  });

  it('creates the same charge again for the same txid (a retry charges once)', async () => {
    const input = chargeFor();
    const first = await client().createCharge(input);
    const again = await client().createCharge(input);
    if (!first.ok || !again.ok) throw new Error('charge refused');
    expect(again.charge.location).toBe(first.charge.location);
    expect(again.charge.copyAndPaste).toBe(first.charge.copyAndPaste);
    const other = await client().createCharge({ ...input, amountCents: input.amountCents + 1 });
    expect(other).toMatchObject({ ok: false, kind: 'refused', status: 400 });
  });

  it('refuses a txid outside [a-zA-Z0-9]{26,35} without calling the PSP', async () => {
    const result = await client().createCharge({ ...chargeFor(), txid: 'PED1' });
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(psp.requests).toHaveLength(0);
  });

  it.each([0, -100, 12.5, Number.NaN])(
    'refuses an amount of %s cents without calling the PSP',
    async (amountCents) => {
      const adapter = client();
      expect(await adapter.createCharge({ ...chargeFor(), amountCents })).toMatchObject({
        ok: false,
        kind: 'refused',
      });
      expect(
        await adapter.refund({ e2eid: 'E'.padEnd(32, '1'), refundId: 'DEV9', amountCents }),
      ).toMatchObject({ ok: false, kind: 'refused' });
      expect(psp.requests).toHaveLength(0);
    },
  );

  it('reads the PSP problem+json as refused, with its violações', async () => {
    const result = await client().createCharge({ ...chargeFor(), key: 'x'.repeat(78) });
    expect(result).toMatchObject({
      ok: false,
      kind: 'refused',
      status: 400,
      body: {
        type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
        violacoes: [{ propriedade: 'cob.chave' }],
      },
    });
  });

  it('keeps the token until near its expiry and asks again after', async () => {
    let now = Date.now();
    const adapter = client({ now: () => now });
    await adapter.createCharge(chargeFor());
    await adapter.readCharge(txidForOrder('loja-teste', `PED${orders}`));
    expect(tokenCalls()).toHaveLength(1);
    now += 3600 * 1000 - 30_000; // inside the renewal margin
    await adapter.readCharge(txidForOrder('loja-teste', `PED${orders}`));
    expect(tokenCalls()).toHaveLength(2);
  });

  it('asks for a new token once when the PSP answers 401, then succeeds', async () => {
    const adapter = client();
    const input = chargeFor();
    await adapter.createCharge(input);
    psp.control.revokeTokens();
    const read = await adapter.readCharge(input.txid);
    expect(read.ok).toBe(true);
    expect(tokenCalls()).toHaveLength(2);
    const gets = apiCalls().filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(2);
    expect(gets[0]!.headers.authorization).not.toBe(gets[1]!.headers.authorization);
  });

  it('gives up as refused when the credentials are wrong', async () => {
    const result = await client({ clientSecret: 'outro-segredo' }).createCharge(chargeFor());
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 401 });
    expect(apiCalls()).toHaveLength(0);
  });

  it('registers the webhook with PUT /webhook/{chave}', async () => {
    const result = await client().registerWebhook(KEY, WEBHOOK_URL);
    expect(result.ok).toBe(true);
    const [put] = apiCalls();
    expect(put).toMatchObject({ method: 'PUT', path: `/webhook/${KEY}` });
    expect(JSON.parse(put!.rawBody)).toEqual({ webhookUrl: WEBHOOK_URL });
  });

  it('reads a paid charge as CONCLUIDA with its pix, and the notice pays the order', async () => {
    const adapter = client();
    await adapter.registerWebhook(KEY, WEBHOOK_URL);
    const input = chargeFor(4990);
    await adapter.createCharge(input);
    const paid = await psp.control.pay(input.txid);
    expect(paid.webhook).toBe(200);
    const read = await adapter.readCharge(input.txid);
    if (!read.ok) throw new Error(read.detail);
    expect(read.charge.status).toBe('CONCLUIDA');
    expect(read.charge.pix).toEqual([
      expect.objectContaining({ endToEndId: paid.endToEndId, txid: input.txid, amountCents: 4990 }),
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.path).toBe('/webhooks/pix-api/loja/pix');
    const received = parseWebhook(notices[0]!.body);
    expect(received).toHaveLength(1);
    expect(received![0]!.paidAt).toBeInstanceOf(Date);
    expect(pixPaysOrder(received![0]!, { txid: input.txid, totalCents: 4990 })).toBe(true);
  });

  it('a pix of another amount or another txid pays nothing', async () => {
    const adapter = client();
    await adapter.registerWebhook(KEY, WEBHOOK_URL);
    const input = chargeFor(4990);
    await adapter.createCharge(input);
    await psp.control.pay(input.txid, { amountCents: 4989 });
    const otherTxid = txidForOrder('loja-teste', 'OUTRO');
    await psp.control.pay(otherTxid, { amountCents: 4990, key: KEY });
    const [short, other] = notices.map((n) => parseWebhook(n.body)![0]!);
    const order = { txid: input.txid, totalCents: 4990 };
    expect(pixPaysOrder(short!, order)).toBe(false);
    expect(pixPaysOrder(other!, order)).toBe(false);
    expect(pixPaysOrder({ amountCents: 4990 }, order)).toBe(false);
    const read = await adapter.readCharge(input.txid);
    expect(read).toMatchObject({ ok: true, charge: { status: 'ATIVA' } });
  });

  it('loses no notice silently: a dropped webhook leaves the charge to be read', async () => {
    const adapter = client();
    await adapter.registerWebhook(KEY, WEBHOOK_URL);
    const input = chargeFor(1000);
    await adapter.createCharge(input);
    psp.control.dropNextWebhook();
    expect((await psp.control.pay(input.txid)).webhook).toBe('dropped');
    expect(notices).toHaveLength(0);
    expect(await adapter.readCharge(input.txid)).toMatchObject({
      ok: true,
      charge: { status: 'CONCLUIDA' },
    });
  });

  it.each([
    [{}],
    [{ pix: [] }],
    [{ pix: [{ endToEndId: 'E123', valor: '10.00', horario: '2026-01-01T10:00:00Z' }] }],
    [{ pix: [{ endToEndId: 'E'.padEnd(32, '1'), valor: '10', horario: '2026-01-01T10:00:00Z' }] }],
    [{ pix: [{ endToEndId: 'E'.padEnd(32, '1'), valor: '10.00', horario: 'ontem' }] }],
    ['{"pix":[]}'],
  ])('parseWebhook refuses %j', (body) => {
    expect(parseWebhook(body)).toBeNull();
  });

  it('refunds by end-to-end id: EM_PROCESSAMENTO, then DEVOLVIDO', async () => {
    const adapter = client();
    await adapter.registerWebhook(KEY, WEBHOOK_URL);
    const input = chargeFor(4990);
    await adapter.createCharge(input);
    const { endToEndId } = await psp.control.pay(input.txid);
    psp.requests.length = 0;
    const asked = await adapter.refund({
      e2eid: endToEndId,
      refundId: 'DEV1',
      amountCents: 2000,
      description: 'Item devolvido',
    });
    expect(asked).toMatchObject({
      ok: true,
      refund: { id: 'DEV1', status: 'EM_PROCESSAMENTO', amountCents: 2000 },
    });
    const [put] = apiCalls();
    expect(put).toMatchObject({ method: 'PUT', path: `/pix/${endToEndId}/devolucao/DEV1` });
    expect(JSON.parse(put!.rawBody)).toEqual({ valor: '20.00', descricao: 'Item devolvido' });
    await psp.control.settleRefunds('DEVOLVIDO');
    const read = await adapter.readRefund(endToEndId, 'DEV1');
    if (!read.ok) throw new Error(read.detail);
    expect(read.refund.status).toBe('DEVOLVIDO');
    expect(read.refund.settledAt).toBeInstanceOf(Date);
    // The PSP calls the webhook again with the pix and its devolução in a final status.
    const last = parseWebhook(notices.at(-1)!.body)!;
    expect(last[0]!.refunds).toEqual([
      expect.objectContaining({ id: 'DEV1', status: 'DEVOLVIDO' }),
    ]);
  });

  it('reports a devolução the PSP could not make as NAO_REALIZADO with its reason', async () => {
    const adapter = client();
    const input = chargeFor(4990);
    await adapter.createCharge(input);
    const { endToEndId } = await psp.control.pay(input.txid);
    await adapter.refund({ e2eid: endToEndId, refundId: 'DEV2', amountCents: 4990 });
    await psp.control.settleRefunds('NAO_REALIZADO', 'Conta do pagador encerrada');
    expect(await adapter.readRefund(endToEndId, 'DEV2')).toMatchObject({
      ok: true,
      refund: { status: 'NAO_REALIZADO', reason: 'Conta do pagador encerrada' },
    });
  });

  it('refuses a devolução above what the pix received', async () => {
    const adapter = client();
    const input = chargeFor(4990);
    await adapter.createCharge(input);
    const { endToEndId } = await psp.control.pay(input.txid);
    const result = await adapter.refund({ e2eid: endToEndId, refundId: 'DEV3', amountCents: 4991 });
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 400 });
  });

  it('maps a PSP slower than the timeout to timeout', async () => {
    psp.control.delay(2000);
    const result = await client({ timeoutMs: 200 }).createCharge(chargeFor());
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it.each([500, 503, 429])('maps HTTP %i to unavailable', async (status) => {
    const adapter = client();
    const input = chargeFor();
    await adapter.createCharge(input);
    psp.control.failWith(status);
    expect(await adapter.readCharge(input.txid)).toMatchObject({
      ok: false,
      kind: 'unavailable',
      status,
    });
  });

  it('maps a closed port to unavailable', async () => {
    const result = await client({ baseUrl: 'https://127.0.0.1:1' }).createCharge(chargeFor());
    expect(result).toMatchObject({ ok: false, kind: 'unavailable', detail: 'ECONNREFUSED' });
  });

  it('refuses a PSP whose certificate no trusted CA signed', async () => {
    const result = await client({
      tls: { cert: psp.clientCertPem, key: psp.clientKeyPem },
    }).createCharge(chargeFor());
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(psp.requests).toHaveLength(0);
  });
});

describe('mutual TLS on the loopback PSP', () => {
  function rawCall(tls: { cert?: string; key?: string }) {
    return new Promise<number | string>((resolve) => {
      const req = httpsRequest(
        `${psp.url}${psp.tokenPath}`,
        {
          method: 'POST',
          ca: psp.caPem,
          ...tls,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end('grant_type=client_credentials');
    });
  }

  it('answers a client with the store certificate', async () => {
    expect(await rawCall({ cert: psp.clientCertPem, key: psp.clientKeyPem })).toBe(401);
  });

  it('refuses a client without a certificate', async () => {
    expect(typeof (await rawCall({}))).toBe('string');
    expect(psp.requests).toHaveLength(0);
  });

  it('refuses a client certificate from another CA, also through the adapter', async () => {
    const foreign = await psp.control.foreignClientCertificate();
    expect(typeof (await rawCall({ cert: foreign.certPem, key: foreign.keyPem }))).toBe('string');
    const result = await client({
      tls: { cert: foreign.certPem, key: foreign.keyPem, ca: psp.caPem },
    }).createCharge(chargeFor());
    expect(result.ok).toBe(false);
    expect(psp.requests).toHaveLength(0);
  });
});

describe('txidForOrder', () => {
  it('is the same for the same order and differs across stores, orders and attempts', () => {
    const txid = txidForOrder('loja-a', 'K7P3M9QX');
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(txidForOrder('loja-a', 'K7P3M9QX')).toBe(txid);
    const others = [
      txidForOrder('loja-b', 'K7P3M9QX'),
      txidForOrder('loja-a', 'K7P3M9QY'),
      txidForOrder('loja-a', 'K7P3M9QX', 1),
    ];
    expect(new Set([txid, ...others]).size).toBe(4);
  });
});

describe('centsToAmount / amountToCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1990, '19.90'],
    [123450, '1234.50'],
    [999999999999, '9999999999.99'],
  ])('%i cents ⇄ %s', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe('the adapter logs', () => {
  it('never carry the client secret, its Basic header or an access token', () => {
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join('\n');
    const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
    expect(text).not.toContain(psp.clientSecret);
    expect(text).not.toContain(basic);
    const bearers = new Set(
      psp.requests
        .map((r) => /^Bearer (.+)$/.exec(r.headers.authorization ?? '')?.[1])
        .filter(Boolean),
    );
    for (const token of bearers) expect(text).not.toContain(token);
  });
});
