import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidAccessKey, formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { toFocusNfe, type FocusNfeDocument } from '@vitrine/domain/fiscal/focus-nfe';
import type { NfeInput } from '@vitrine/domain/fiscal/nfe-input';
import { XMLParser } from 'fast-xml-parser';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFocusNfe } from '../src/demo/focus-nfe.ts';
import { createFocusNfeClient } from '../src/features/invoices/focus-nfe/client.ts';
import { focusNfeProvider } from '../src/features/invoices/focus-nfe/provider.ts';
import type { InvoiceState } from '../src/features/invoices/provider.ts';

// The Focus NFe adapter against the loopback Focus NFe over real HTTP on 127.0.0.1: no mock of
// the transport. The loopback decides notes after `processingMs` and retries webhooks quickly.
const TOKEN = 'focus-loja-aurora-3f9c2e71d04b';
const ACCOUNT = 'focus-revenda-vitrine-8a1f55';
const loopback = await startFocusNfe({
  tokens: [TOKEN],
  accountTokens: [ACCOUNT],
  processingMs: 40,
  webhookRetryDelaysMs: [40, 80],
});
afterAll(() => loopback.close());
beforeEach(() => loopback.control.reset());

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
const options = {
  environment: 'homologacao' as const,
  baseUrl: loopback.url,
  companiesUrl: loopback.url,
  timeoutMs: 2000,
  accountToken: ACCOUNT,
  logger,
};
const provider = focusNfeProvider(options);
const company = provider.company(TOKEN);

let refs = 0;
const newRef = () => `pedido_${Date.now().toString(36)}_${(refs += 1)}`;

const sale = (change: Partial<NfeInput> = {}): NfeInput => ({
  orderCode: 'A1B2C3',
  issuedAt: new Date(),
  issuer: {
    cnpj: '11.222.333/0001-81',
    stateRegistration: '110.042.490.114',
    legalName: 'Aurora Artigos Ltda',
    tradeName: 'Loja Aurora',
    regime: 'simples_nacional',
    address: {
      street: 'Rua Augusta',
      number: '1500',
      district: 'Consolação',
      city: 'São Paulo',
      cityIbgeCode: '3550308',
      uf: 'SP',
      cep: '01304-001',
    },
  },
  buyer: {
    name: 'Maria da Silva',
    document: { kind: 'cpf', number: '390.533.447-05' },
    address: {
      street: 'Rua das Laranjeiras',
      number: '20',
      district: 'Laranjeiras',
      city: 'Rio de Janeiro',
      cityIbgeCode: '3304557',
      uf: 'RJ',
      cep: '22240-000',
    },
  },
  saleKind: 'resale',
  items: [
    {
      sku: 'CAM-P',
      name: 'Camiseta Básica',
      ncm: '61091000',
      origin: 0,
      icms: { csosn: '102' },
      quantity: 2,
      unitPriceCents: 4990,
    },
    {
      sku: 'CAN-1',
      name: 'Caneca Ipê',
      ncm: '69120000',
      origin: 0,
      icms: { csosn: '102' },
      quantity: 1,
      unitPriceCents: 3500,
    },
  ],
  discountCents: 674,
  freightCents: 1990,
  totalCents: 13480 - 674 + 1990,
  payments: [{ method: 'pix', amountCents: 13480 - 674 + 1990 }],
  ...change,
});

/** Reads the note until SEFAZ has decided it. */
async function settled(ref: string): Promise<InvoiceState> {
  for (let tries = 0; tries < 100; tries += 1) {
    const read = await company.status(ref);
    if (!read.ok) throw new Error(`status failed: ${JSON.stringify(read)}`);
    if (read.invoice.status !== 'processing') return read.invoice;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  throw new Error(`${ref} still processing`);
}

async function authorized(ref: string) {
  const issued = await company.issue(ref, sale());
  expect(issued.ok).toBe(true);
  const invoice = await settled(ref);
  if (invoice.status !== 'authorized')
    throw new Error(`not authorised: ${JSON.stringify(invoice)}`);
  return invoice;
}

describe('issue', () => {
  it('answers processing, then authorised with a valid 44-digit key, number and series', async () => {
    const ref = newRef();
    const issued = await company.issue(ref, sale());
    expect(issued).toEqual({ ok: true, invoice: { status: 'processing', ref } });
    const invoice = await settled(ref);
    expect(invoice).toMatchObject({
      status: 'authorized',
      ref,
      series: '1',
      sefaz: { code: '100' },
    });
    if (invoice.status !== 'authorized') return;
    expect(isValidAccessKey(invoice.accessKey)).toBe(true);
    expect(invoice.accessKey).toMatch(/^35\d{4}11222333000181550010{0,8}\d+$/);
    expect(invoice.accessKey.slice(25, 34)).toBe(invoice.number.padStart(9, '0'));
    // Sent as Focus documents it: Basic auth with the token and an empty password.
    const sent = loopback.requests.find((request) => request.method === 'POST');
    expect(sent?.url).toBe(`/v2/nfe?ref=${ref}`);
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`,
    );
    expect(JSON.parse(sent?.rawBody ?? '{}')).toMatchObject({
      presenca_comprador: 2,
      consumidor_final: 1,
    });
  });

  it('makes one note of the same ref issued twice, while processing and once authorised', async () => {
    loopback.control.processingMs(150);
    const ref = newRef();
    const first = await company.issue(ref, sale());
    const second = await company.issue(ref, sale());
    expect(first).toMatchObject({ ok: true, invoice: { status: 'processing' } });
    expect(second).toMatchObject({ ok: true, invoice: { status: 'processing' } });
    const invoice = await settled(ref);
    const third = await company.issue(ref, sale());
    expect(third).toEqual({ ok: true, invoice });
    expect(loopback.notesOf(ref)).toHaveLength(1);
  });

  it('is a timeout when Focus answers late, and the retry with the same ref gives the one note', async () => {
    const ref = newRef();
    loopback.control.delay(600);
    const slow = focusNfeProvider({ ...options, timeoutMs: 200 }).company(TOKEN);
    const timedOut = await slow.issue(ref, sale());
    expect(timedOut).toMatchObject({ ok: false, reason: 'timeout' });
    expect(timedOut.ok || timedOut.message).toMatch(/demorou a responder/);
    loopback.control.delay(0);
    const retried = await company.issue(ref, sale());
    expect(retried.ok).toBe(true);
    const invoice = await settled(ref);
    expect(invoice.status).toBe('authorized');
    expect(loopback.notesOf(ref)).toHaveLength(1);
    expect(loopback.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('is unavailable on a 5xx and on a dropped connection, and makes no note', async () => {
    const ref = newRef();
    loopback.control.failWith(503);
    expect(await company.issue(ref, sale())).toMatchObject({ ok: false, reason: 'unavailable' });
    loopback.control.dropConnections();
    expect(await company.issue(ref, sale())).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(loopback.notesOf(ref)).toHaveLength(0);
  });

  it('refuses before sending what the domain check finds, in pt-BR', async () => {
    const ref = newRef();
    const input = sale({ items: [{ ...sale().items[0]!, ncm: '6109100' }, sale().items[1]!] });
    const refused = await company.issue(ref, input);
    expect(refused).toMatchObject({ ok: false, reason: 'refused', code: 'dados_invalidos' });
    expect(refused.ok || refused.message).toContain('Item 1: O NCM do item precisa ter 8 dígitos');
    expect(loopback.notesOf(ref)).toHaveLength(0);
  });

  it('is refused by Focus with its schema errors when the token is not the company’s', async () => {
    const refused = await provider.company('token-de-outra-loja').issue(newRef(), sale());
    expect(refused).toMatchObject({ ok: false, reason: 'refused', code: 'permissao_negada' });
  });
});

// What the loopback's SEFAZ refuses, sent straight as Focus JSON (the domain check would stop
// most of it before it left): each rejection comes back with SEFAZ's code and a pt-BR message.
describe('SEFAZ rejections', () => {
  const client = createFocusNfeClient(options, TOKEN);
  const base = () => toFocusNfe(sale(), { homologation: true });
  const inState = (nfe: FocusNfeDocument): FocusNfeDocument => ({
    ...nfe,
    uf_destinatario: 'SP',
    municipio_destinatario: 'Campinas',
    codigo_municipio_destinatario: '3509502',
    local_destino: 1,
  });
  const withItem = (nfe: FocusNfeDocument, change: Partial<FocusNfeDocument['items'][number]>) => ({
    ...nfe,
    items: [{ ...nfe.items[0]!, ...change }, ...nfe.items.slice(1)],
  });

  it.each<[string, string, RegExp, (nfe: FocusNfeDocument) => FocusNfeDocument]>([
    [
      'an NCM of 7 digits',
      '778',
      /NCM de um produto não existe/,
      (nfe) => withItem(nfe, { codigo_ncm: '6109100' }),
    ],
    [
      'an interstate CFOP to the same state',
      '523',
      /mesmo estado da loja. Use o CFOP de venda dentro do estado/,
      (nfe) => withItem(inState(nfe), { cfop: '6102' }),
    ],
    [
      'an in-state CFOP to another state',
      '733',
      /cliente está em outro estado/,
      (nfe) => withItem(nfe, { cfop: '5102' }),
    ],
    [
      'a CPF whose digits do not check',
      '237',
      /CPF do cliente é inválido/,
      (nfe) => ({ ...nfe, cpf_destinatario: '39053344706' }),
    ],
    [
      'a CNPJ whose digits do not check',
      '208',
      /CNPJ do cliente é inválido/,
      ({ cpf_destinatario: _cpf, ...nfe }) => ({ ...nfe, cnpj_destinatario: '33000167000102' }),
    ],
    [
      'an item whose value is not quantity × price',
      '629',
      /quantidade vezes o preço unitário/,
      (nfe) => withItem(nfe, { valor_bruto: '99.81' }),
    ],
    [
      'products that are not the items’ sum',
      '564',
      /valor dos produtos da nota/,
      (nfe) => ({ ...nfe, valor_produtos: '134.81' }),
    ],
    [
      'freight that is not the items’ sum',
      '535',
      /frete da nota/,
      (nfe) => ({ ...nfe, valor_frete: '20.00' }),
    ],
    [
      'a discount that is not the items’ sum',
      '537',
      /desconto da nota/,
      (nfe) => ({ ...nfe, valor_desconto: '6.75' }),
    ],
    [
      'a total that does not add up',
      '610',
      /total da nota não bate/,
      (nfe) => ({ ...nfe, valor_total: '149.97' }),
    ],
    [
      'no IBGE code for the buyer’s city',
      '225',
      /código IBGE do município/,
      ({ codigo_municipio_destinatario: _code, ...nfe }) => nfe as FocusNfeDocument,
    ],
    [
      'a city code with a wrong check digit',
      '274',
      /município do cliente é inválido/,
      (nfe) => ({ ...nfe, codigo_municipio_destinatario: '3304558' }),
    ],
    [
      'a city code of another state',
      '275',
      /não é do estado informado/,
      (nfe) => ({ ...nfe, codigo_municipio_destinatario: '3550308' }),
    ],
    [
      'the buyer’s own name in homologação',
      '598',
      /Em homologação o nome do cliente/,
      (nfe) => ({ ...nfe, nome_destinatario: 'Maria da Silva' }),
    ],
  ])('%s: SEFAZ %s, told in pt-BR', async (_case, code, message, change) => {
    const ref = newRef();
    const sent = await client.issue(ref, change(base()));
    expect(sent).toMatchObject({ ok: true, status: 202 });
    const invoice = await settled(ref);
    expect(invoice).toMatchObject({ status: 'rejected', sefaz: { code } });
    if (invoice.status === 'rejected') {
      expect(invoice.message).toMatch(message);
      expect(invoice.message).toContain(`SEFAZ ${code}: Rejeição:`);
    }
  });

  it('takes the same ref again after a rejection, as a new attempt at the same note', async () => {
    const ref = newRef();
    await client.issue(ref, withItem(base(), { codigo_ncm: '6109100' }));
    expect(await settled(ref)).toMatchObject({ status: 'rejected' });
    expect(await company.issue(ref, sale())).toMatchObject({
      ok: true,
      invoice: { status: 'processing' },
    });
    expect(await settled(ref)).toMatchObject({ status: 'authorized' });
    expect(loopback.notesOf(ref)).toHaveLength(1);
  });

  it('answers a forced denial with its number spent and the pt-BR reason', async () => {
    loopback.control.rejectNext({
      status: 'denegado',
      code: '302',
      message: 'Uso Denegado: Irregularidade fiscal do destinatário',
    });
    const ref = newRef();
    await company.issue(ref, sale());
    const invoice = await settled(ref);
    expect(invoice).toMatchObject({ status: 'denied', sefaz: { code: '302' } });
    if (invoice.status === 'denied') {
      expect(isValidAccessKey(invoice.accessKey ?? '')).toBe(true);
      expect(invoice.message).toMatch(
        /Uso denegado: a SEFAZ aponta irregularidade fiscal do cliente/,
      );
    }
  });

  it('refuses Focus’s own schema errors with its field list', async () => {
    const { cpf_destinatario: _cpf, ...nfe } = base();
    const sent = await client.issue(newRef(), nfe as FocusNfeDocument);
    expect(sent).toMatchObject({ ok: false, kind: 'refused', status: 422 });
  });
});

describe('cancel', () => {
  it('cancels an authorised note within 24 hours, and cancelling again is the same answer', async () => {
    const ref = newRef();
    const note = await authorized(ref);
    const cancelled = await company.cancel(ref, 'Cliente desistiu da compra antes do envio');
    expect(cancelled).toMatchObject({
      ok: true,
      outcome: {
        status: 'cancelled',
        invoice: { status: 'cancelled', accessKey: note.accessKey, sefaz: { code: '135' } },
      },
    });
    const again = await company.cancel(ref, 'Cliente desistiu da compra antes do envio');
    expect(again).toMatchObject({ ok: true, outcome: { status: 'cancelled' } });
    const read = await company.status(ref);
    expect(read).toMatchObject({ ok: true, invoice: { status: 'cancelled' } });
    if (read.ok && read.invoice.status === 'cancelled') {
      const xml = await (
        await fetch(provider.documentUrl(read.invoice.files.cancellationXml!))
      ).text();
      expect(xml).toContain('<tpEvento>110111</tpEvento>');
      expect(xml).toContain(`<chNFe>${note.accessKey}</chNFe>`);
    }
  });

  it('is refused by SEFAZ after 24 hours (501), with what to do instead', async () => {
    const ref = newRef();
    await authorized(ref);
    loopback.control.advanceClock(24 * 60 * 60 * 1000 + 60_000);
    const late = await company.cancel(ref, 'Cliente desistiu da compra depois do prazo');
    expect(late).toMatchObject({
      ok: true,
      outcome: { status: 'refused', sefaz: { code: '501' } },
    });
    if (late.ok && late.outcome.status === 'refused')
      expect(late.outcome.message).toMatch(/prazo de cancelamento .* nota de devolução/);
    expect(await company.status(ref)).toMatchObject({
      ok: true,
      invoice: { status: 'authorized' },
    });
  });

  it('checks the justification’s 15–255 characters before sending', async () => {
    expect(await company.cancel(newRef(), 'curta')).toMatchObject({ ok: false, reason: 'refused' });
  });
});

describe('carta de correção', () => {
  it('registers corrections in sequence, each replacing the last', async () => {
    const ref = newRef();
    await authorized(ref);
    const first = await company.correct(ref, 'Complemento do endereço de entrega: apartamento 301');
    const second = await company.correct(
      ref,
      'Complemento do endereço de entrega: apartamento 302, bloco B',
    );
    expect(first).toMatchObject({
      ok: true,
      outcome: { status: 'registered', sequence: 1, sefaz: { code: '135' } },
    });
    expect(second).toMatchObject({ ok: true, outcome: { status: 'registered', sequence: 2 } });
    expect(await company.status(ref)).toMatchObject({
      ok: true,
      invoice: { status: 'authorized', correctionNumber: 2 },
    });
    if (second.ok && second.outcome.status === 'registered') {
      const xml = await (await fetch(provider.documentUrl(second.outcome.files.xml!))).text();
      expect(xml).toContain('<nSeqEvento>2</nSeqEvento>');
      expect(xml).toContain('bloco B');
    }
  });

  it('is refused for a note that is not authorised, and for a text under 15 characters', async () => {
    const ref = newRef();
    loopback.control.rejectNext({
      status: 'erro_autorizacao',
      code: '778',
      message: 'Rejeição: Informado NCM inexistente',
    });
    await company.issue(ref, sale());
    await settled(ref);
    const refused = await company.correct(ref, 'Texto suficiente para uma correção');
    expect(refused).toMatchObject({ ok: false, reason: 'refused', code: 'nfe_nao_autorizada' });
    expect(await company.correct(ref, 'curto')).toMatchObject({ ok: false, reason: 'refused' });
  });
});

describe('webhooks', () => {
  type Call = { headers: IncomingHttpHeaders; body: unknown };
  const calls: Call[] = [];
  let failures = 0;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      if (failures > 0) {
        failures -= 1;
        return void res.writeHead(500).end('fora do ar');
      }
      res.writeHead(204).end();
    });
  });
  const SECRET = 'hook-segredo-2f8c1d9e7a6b5c4d';
  let hookUrl = '';
  beforeEach(async () => {
    calls.length = 0;
    failures = 0;
    if (!receiver.listening) {
      await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
      hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/focus-nfe`;
      const hook = await company.registerWebhook({ url: hookUrl, authorization: SECRET });
      expect(hook).toMatchObject({ ok: true, hookId: expect.any(String) });
      const sent = loopback.requests.find(
        (request) => request.url === '/v2/hooks' && request.method === 'POST',
      );
      expect(JSON.parse(sent?.rawBody ?? '{}')).toEqual({
        event: 'nfe',
        url: hookUrl,
        authorization: SECRET,
      });
    }
  });
  afterAll(() => new Promise((closed) => receiver.close(closed)));

  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 100 && !check(); tries += 1)
      await new Promise((wait) => setTimeout(wait, 20));
    expect(check()).toBe(true);
  };

  it('calls the registered URL with the authorization header and the note', async () => {
    const ref = newRef();
    await company.issue(ref, sale());
    await until(() => calls.some((call) => (call.body as { ref?: string }).ref === ref));
    const call = calls.find((candidate) => (candidate.body as { ref?: string }).ref === ref)!;
    expect(call.headers.authorization).toBe(SECRET);
    expect(provider.verifyWebhook(call.headers.authorization, SECRET)).toBe(true);
    const invoice = provider.readWebhook(call.body);
    expect(invoice).toMatchObject({ status: 'authorized', ref });
    expect(invoice).toEqual(await settled(ref));
  });

  it('calls again after the receiver answers 500', async () => {
    failures = 1;
    const ref = newRef();
    await company.issue(ref, sale());
    await until(() => loopback.deliveries.some((d) => d.ref === ref && d.outcome === 204));
    expect(
      loopback.deliveries.filter((d) => d.ref === ref).map((d) => [d.attempt, d.outcome]),
    ).toEqual([
      [1, 500],
      [2, 204],
    ]);
  });

  it('tells a forged call (another or no authorization) from Focus’s', () => {
    expect(provider.verifyWebhook('hook-segredo-2f8c1d9e7a6b5c4e', SECRET)).toBe(false);
    expect(provider.verifyWebhook(undefined, SECRET)).toBe(false);
    expect(provider.verifyWebhook('', SECRET)).toBe(false);
    expect(provider.verifyWebhook(SECRET, '')).toBe(false);
    expect(provider.readWebhook({ status: 'pago' })).toBeNull();
  });

  it('loses webhooks on demand: the note is still there to be read', async () => {
    loopback.control.loseWebhooks();
    const ref = newRef();
    await company.issue(ref, sale());
    expect(await settled(ref)).toMatchObject({ status: 'authorized' });
    await until(() => loopback.deliveries.some((d) => d.ref === ref));
    expect(loopback.deliveries.filter((d) => d.ref === ref).map((d) => d.outcome)).toEqual([
      'lost',
    ]);
    expect(calls.some((call) => (call.body as { ref?: string }).ref === ref)).toBe(false);
  });
});

/** The text a PDF's pages draw: each content stream inflated, its strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
    for (const [, literal] of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g))
      texts.push(literal!);
  }
  return texts.join('\n');
}

describe('the files', () => {
  it('serves the DANFE: a real PDF that names and draws the key', async () => {
    const ref = newRef();
    const note = await authorized(ref);
    const response = await fetch(provider.documentUrl(note.files.danfe!));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(note.accessKey);
    const text = await pdfText(bytes);
    expect(text).toContain(formatAccessKey(note.accessKey));
    expect(text).toContain('DANFE');
    expect(text).toContain('Camiseta Básica');
  });

  it('serves the nfeProc XML with the key, the items and the totals', async () => {
    const ref = newRef();
    const note = await authorized(ref);
    const xml = await (await fetch(provider.documentUrl(note.files.xml!))).text();
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    const infNFe = parsed.nfeProc.NFe.infNFe;
    expect(infNFe['@_Id']).toBe(`NFe${note.accessKey}`);
    expect(parsed.nfeProc.protNFe.infProt).toMatchObject({ chNFe: note.accessKey, cStat: '100' });
    expect(infNFe.ide).toMatchObject({
      nNF: note.number,
      cDV: note.accessKey[43],
      tpAmb: '2',
      indPres: '2',
    });
    expect(infNFe.det).toHaveLength(2);
    expect(infNFe.total.ICMSTot).toMatchObject({
      vProd: '134.80',
      vDesc: '6.74',
      vFrete: '19.90',
      vNF: '147.96',
    });
    const items = infNFe.det as { prod: { vProd: string; vDesc: string; vFrete: string } }[];
    const sum = (pick: (prod: { vProd: string; vDesc: string; vFrete: string }) => string) =>
      items.reduce((total, item) => total + Math.round(Number(pick(item.prod)) * 100), 0);
    expect(sum((prod) => prod.vProd) - sum((prod) => prod.vDesc) + sum((prod) => prod.vFrete)).toBe(
      14796,
    );
  });
});

describe('registerCompany', () => {
  const certificate = {
    pfxBase64: Buffer.from('certificado A1 de teste, não um PKCS#12 de verdade').toString('base64'),
    password: 'senha-do-certificado-91',
  };
  const registration = {
    cnpj: '11.222.333/0001-81',
    legalName: 'Aurora Artigos Ltda',
    tradeName: 'Loja Aurora',
    stateRegistration: '110.042.490.114',
    regime: 'simples_nacional' as const,
    email: 'fiscal@lojaaurora.com.br',
    phone: '(11) 3333-4444',
    address: sale().issuer.address,
    certificate,
  };

  it('registers with the certificate and answers the company’s tokens, which then issue', async () => {
    const registered = await provider.registerCompany(registration);
    expect(registered).toMatchObject({ ok: true, company: { id: expect.any(String) } });
    if (!registered.ok) return;
    const sent = JSON.parse(loopback.requests.find((r) => r.url === '/v2/empresas')!.rawBody);
    expect(sent).toMatchObject({
      cnpj: '11222333000181',
      habilita_nfe: true,
      arquivo_certificado_base64: certificate.pfxBase64,
      senha_certificado: certificate.password,
    });
    const own = provider.company(registered.company.tokens.homologation);
    const ref = newRef();
    expect(await own.issue(ref, sale())).toMatchObject({ ok: true });
  });

  it('never logs nor answers the certificate or its password', async () => {
    logged.length = 0;
    const refused = await provider.registerCompany({
      ...registration,
      certificate: { ...certificate, pfxBase64: '!' },
    });
    expect(refused).toMatchObject({ ok: false, reason: 'refused', code: 'erro_validacao' });
    await provider.registerCompany(registration);
    const everything = JSON.stringify(refused) + logged.join('');
    expect(logged.join('')).toContain('registerCompany');
    expect(everything).not.toContain(certificate.password);
    expect(everything).not.toContain(certificate.pfxBase64);
    expect(everything).not.toContain(ACCOUNT);
  });

  it('is off without the platform’s token', async () => {
    const without = focusNfeProvider({ ...options, accountToken: undefined });
    expect(await without.registerCompany(registration)).toMatchObject({
      ok: false,
      reason: 'refused',
    });
  });
});
