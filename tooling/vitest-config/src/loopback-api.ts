import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** The path and query as sent; `url` is the same, parsed. */
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
};

type Answer = { status: number; body: unknown };
/** An answer, or a promise of one: a test holds the answer to see the screen while it waits. */
type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

const isJson = (type: string | undefined) => !type || /[/+]json\b/.test(type);

/**
 * A real HTTP server on 127.0.0.1 that answers like the API (a test sets each answer), so
 * components run their real client code over a real socket: no fetch mocks.
 */
export async function startLoopbackApi(
  first: Handler = () => ({ status: 404, body: { code: 'not_found', message: '' } }),
) {
  let handler = first;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      url: new URL(req.url ?? '/', 'http://api.test'),
      headers: req.headers,
      // JSON parsed; any other body (a multipart upload) as the text it was.
      body: !text ? undefined : isJson(req.headers['content-type']) ? JSON.parse(text) : text,
    };
    requests.push(recorded);
    const answer = await handler(recorded);
    // jsdom's fetch checks CORS: the page's origin is not this server's.
    res.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Handler) {
      handler = next;
    },
    /** The answers it gives now (a server that takes over goes on with them). */
    answering: () => handler,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A client's kept-alive sockets (undici's) would hold the close open.
        server.closeAllConnections();
      }),
  };
}
export type LoopbackApi = Awaited<ReturnType<typeof startLoopbackApi>>;

/**
 * A test file's loopback API: a server of each test's own (on its own port, with the answers the
 * last one gave), closed after it. A request the previous test's screen sent late — a refetch
 * still on its way when that test ended — goes to the closed server, never into this test's
 * `requests` (pay-form.test counted a third quote request under CI's load, ci88). Read it inside
 * tests and hooks (it starts in `beforeAll`).
 */
export function setUpLoopbackApi(): LoopbackApi {
  let api: LoopbackApi | undefined;
  const started = () => {
    if (!api) throw new Error('the loopback API starts in beforeAll: read it in a test or hook');
    return api;
  };
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  beforeEach(async () => {
    if (!api) return;
    const previous = api;
    api = await startLoopbackApi(previous.answering());
    await previous.close();
  });
  afterAll(() => api?.close());
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    answer: (next) => started().answer(next),
    answering: () => started().answering(),
    close: () => started().close(),
  };
}
