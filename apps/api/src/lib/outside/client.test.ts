import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCertificateAuthority, issueCertificate } from '../../demo/pix-psp-certs.ts';
import { createOutsideClient } from './client.ts';

// A real service on 127.0.0.1: each path answers one way a service can answer or fail.
const TOKEN = 'tok_live_8f3a9c2e71d04b6a';
const sockets = new Set<Socket>();
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok': (_req, res) => json(res, 200, { id: 7, name: 'Vitrine' }),
  // Which connection the call came over: the client's port.
  '/socket': (req, res) => json(res, 200, { id: req.socket.remotePort, name: 'socket' }),
  '/created': (_req, res) => json(res, 201, { id: 8, name: 'nova' }),
  '/empty': (_req, res) => res.writeHead(204).end(),
  '/slow': () => {}, // never answers
  '/slow-body': (_req, res) => {
    // Headers at once, the body never ends: reading it counts in the deadline too.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"id":');
  },
  '/reset': (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"id": 7, "na');
    setTimeout(() => req.socket.destroy(), 20);
  },
  '/refused': (req, res) =>
    // A service that quotes the credential it refused, as some do.
    json(res, 401, { message: 'Unauthenticated.', got: req.headers.authorization }),
  '/invalid': (_req, res) => json(res, 422, { message: 'The given data was invalid.' }),
  '/busy': (_req, res) => json(res, 429, { message: 'Too Many Attempts.' }),
  '/down': (_req, res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503</h1>'),
  '/html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>oi</h1>'),
  '/shape': (_req, res) => json(res, 200, { id: 'sete', name: 'Vitrine' }),
  '/echo': (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => json(res, 200, { id: 1, name: `${req.headers['content-type']} ${body}` }));
  },
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const route = routes[req.url ?? ''];
  if (route) route(req, res);
  else json(res, 404, { message: 'Not Found' });
}

const plain = createServer(handle);
plain.on('connection', (socket: Socket) => sockets.add(socket));
await new Promise<void>((listening) => plain.listen(0, '127.0.0.1', listening));
const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;

// A closed port: listen, note the port, close.
const probe = createNetServer();
await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
const closedPort = (probe.address() as AddressInfo).port;
await new Promise((closed) => probe.close(closed));

// Mutual TLS: a CA, the server's certificate and a client certificate it accepts.
const ca = createCertificateAuthority('Outside Test CA');
const stranger = createCertificateAuthority('Another CA');
const serverCert = issueCertificate(ca, '127.0.0.1', 'server');
const clientCert = issueCertificate(ca, 'loja', 'client');
const tls = createTlsServer(
  {
    cert: serverCert.certPem,
    key: serverCert.keyPem,
    ca: ca.certPem,
    requestCert: true,
    rejectUnauthorized: true,
  },
  handle,
);
tls.on('secureConnection', (socket: Socket) => sockets.add(socket));
await new Promise<void>((listening) => tls.listen(0, '127.0.0.1', listening));
const tlsUrl = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all([plain, tls].map((s) => new Promise((closed) => s.close(closed))));
});

const schema = z.object({ id: z.number(), name: z.string() });

function client(overrides: { timeoutMs?: number; baseUrl?: string; logs?: string[] } = {}) {
  const logs = overrides.logs;
  return createOutsideClient({
    provider: 'teste',
    baseUrl: overrides.baseUrl ?? plainUrl,
    timeoutMs: overrides.timeoutMs ?? 2000,
    ...(logs
      ? {
          logger: pino(
            { level: 'debug' },
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                logs.push(chunk.toString());
                done();
              },
            }),
          ),
        }
      : {}),
  });
}

const get = (path: string) => ({ operation: 'read', method: 'GET' as const, path });

describe('createOutsideClient: answers', () => {
  it('reads an expected answer against the schema', async () => {
    expect(await client().call(get('/ok'), { schema })).toEqual({
      ok: true,
      status: 200,
      value: { id: 7, name: 'Vitrine' },
    });
  });

  it('takes the statuses it is told to expect, and an empty body without a schema', async () => {
    const created = await client().call(get('/created'), { status: [200, 201], schema });
    expect(created).toMatchObject({ ok: true, status: 201, value: { id: 8 } });
    const empty = await client().call(get('/empty'), { status: [204] });
    expect(empty).toEqual({ ok: true, status: 204, value: undefined });
  });

  it('sends JSON and forms with their content types', async () => {
    const sent = await client().call(
      { operation: 'post', method: 'POST', path: '/echo', json: { a: 1 } },
      { schema },
    );
    expect(sent).toMatchObject({ ok: true, value: { name: 'application/json {"a":1}' } });
    const form = await client().call(
      { operation: 'post', method: 'POST', path: '/echo', form: new URLSearchParams({ b: '2' }) },
      { schema },
    );
    expect(form).toMatchObject({
      ok: true,
      value: { name: 'application/x-www-form-urlencoded b=2' },
    });
  });

  // undici's pool may open a second socket while the first is being released: never one a call.
  it('reuses its connections: six calls one after another go over at most two', async () => {
    const outside = client();
    const ports = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await outside.call(get('/socket'), { schema });
      if (answer.ok) ports.add(answer.value.id);
    }
    expect(ports.size).toBeLessThanOrEqual(2);
  });
});

describe('createOutsideClient: failures', () => {
  it.each([
    ['no answer at all', '/slow'],
    ['an answer whose body never ends', '/slow-body'],
  ])('is a timeout past the deadline: %s', async (_label, path) => {
    const started = performance.now();
    const result = await client({ timeoutMs: 150 }).call(get(path), { schema });
    expect(result).toEqual({
      ok: false,
      kind: 'timeout',
      provider: 'teste',
      detail: 'no answer in 150 ms',
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('is unavailable when nothing listens (connection refused)', async () => {
    const result = await client({ baseUrl: `http://127.0.0.1:${closedPort}` }).call(get('/ok'));
    expect(result).toEqual({
      ok: false,
      kind: 'unavailable',
      provider: 'teste',
      detail: 'ECONNREFUSED',
    });
  });

  it('is unavailable when the connection is reset in the middle of the answer', async () => {
    const result = await client().call(get('/reset'), { schema });
    expect(result).toMatchObject({ ok: false, kind: 'unavailable', provider: 'teste' });
    expect(result.ok || result.detail).toMatch(/^UND_ERR_|^E[A-Z]+$/);
  });

  it('is refused on a 4xx, with the body as detail and the body parsed', async () => {
    const result = await client().call(get('/invalid'), { schema });
    expect(result).toEqual({
      ok: false,
      kind: 'refused',
      provider: 'teste',
      status: 422,
      detail: 'HTTP 422: {"message":"The given data was invalid."}',
      body: { message: 'The given data was invalid.' },
    });
  });

  it.each([
    ['a 5xx', '/down', 503, 'HTTP 503: <h1>503</h1>'],
    ['a 429', '/busy', 429, 'HTTP 429: {"message":"Too Many Attempts."}'],
  ])('is unavailable on %s', async (_label, path, status, detail) => {
    expect(await client().call(get(path), { schema })).toMatchObject({
      ok: false,
      kind: 'unavailable',
      status,
      detail,
    });
  });

  it('is unavailable on an expected status whose body is not JSON', async () => {
    expect(await client().call(get('/html'), { schema })).toEqual({
      ok: false,
      kind: 'unavailable',
      provider: 'teste',
      status: 200,
      detail: 'HTTP 200: answer is not JSON',
    });
  });

  it('is unavailable on JSON that is not of the documented shape', async () => {
    expect(await client().call(get('/shape'), { schema })).toEqual({
      ok: false,
      kind: 'unavailable',
      provider: 'teste',
      status: 200,
      detail: 'HTTP 200: answer not of the documented shape at id',
    });
  });
});

describe('createOutsideClient: secrets', () => {
  it('never logs nor answers the Authorization header or a declared secret', async () => {
    const logs: string[] = [];
    const result = await client({ logs }).call(
      { ...get('/refused'), headers: { authorization: `Bearer ${TOKEN}` } },
      { schema },
    );
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 401 });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(logs.join('')).toContain('outside call failed');
    expect(logs.join('')).not.toContain(TOKEN);
  });

  it('redacts a secret of its options and a certificate a service quotes', async () => {
    const logs: string[] = [];
    const outside = createOutsideClient({
      provider: 'teste',
      baseUrl: plainUrl,
      timeoutMs: 2000,
      secrets: ['client-secret-123'],
      logger: pino(
        { level: 'debug' },
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            logs.push(chunk.toString());
            done();
          },
        }),
      ),
    });
    routes['/quote-back'] = (_req, res) =>
      json(res, 400, { error: `bad client client-secret-123 with ${clientCert.certPem}` });
    const result = await outside.call(get('/quote-back'));
    const everything = JSON.stringify(result) + logs.join('');
    expect(everything).not.toContain('client-secret-123');
    expect(everything).not.toContain('BEGIN CERTIFICATE');
    expect(everything).toContain('[redacted]');
  });
});

describe('createOutsideClient: mutual TLS', () => {
  const mtls = (identity: { certPem: string; keyPem: string }, trusted = ca.certPem) =>
    createOutsideClient({
      provider: 'teste',
      baseUrl: tlsUrl,
      timeoutMs: 3000,
      tls: { cert: identity.certPem, key: identity.keyPem, ca: trusted },
    });

  it('calls with the client certificate and keeps its TLS connections for the next calls', async () => {
    const outside = mtls(clientCert);
    const ports = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await outside.call(get('/socket'), { schema });
      expect(answer.ok).toBe(true);
      if (answer.ok) ports.add(answer.value.id);
    }
    expect(ports.size).toBeLessThanOrEqual(2);
    await outside.close();
  });

  it('is refused when it does not trust the server certificate', async () => {
    const outside = mtls(clientCert, stranger.certPem);
    const result = await outside.call(get('/ok'), { schema });
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(result.ok || result.detail).toMatch(/VERIFY|SELF_SIGNED|CERT/);
    await outside.close();
  });

  it('fails, never answers, when the server refuses a certificate of another CA', async () => {
    const foreign = issueCertificate(stranger, 'intrusa', 'client');
    const outside = mtls(foreign);
    const result = await outside.call(get('/ok'), { schema });
    expect(result.ok).toBe(false);
    expect(result.ok || result.kind).not.toBe('timeout');
    await outside.close();
  });
});
