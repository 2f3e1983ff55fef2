import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; url: URL; body: unknown };
type Answer = { status: number; body: unknown };
type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

/**
 * A real HTTP server on 127.0.0.1 answering as the API does (each test sets the answers), so
 * the screens run their real client over a real socket: no fetch mocks.
 */
export async function startLoopbackApi() {
  let handler: Handler = () => ({ status: 404, body: { code: 'not_found', message: '' } });
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://api.test'),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const answer = await handler(recorded);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LoopbackApi = Awaited<ReturnType<typeof startLoopbackApi>>;
