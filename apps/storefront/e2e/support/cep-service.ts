import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The API's CEP provider during e2e (its CEP_SERVICE_URL): a loopback ViaCEP that is down. Each
 * lookup fails with 503 (the spec §8 toast), at once; or, while a test holds it
 * (`POST /control/hold`), it waits until the test releases it (`POST /control/release`), so
 * the test sees the lookup under way. `GET /control/count?cep=<digits>` tells how many lookups
 * arrived for CEPs starting with those digits, so a test counts only its own lookups.
 * The demo CEPs never reach it: the API answers them from its seeded cache.
 */
export async function startCepService() {
  let holding = false;
  const lookedUp: string[] = [];
  const held: ServerResponse[] = [];
  const fail = (response: ServerResponse) =>
    response.writeHead(503, { 'content-type': 'text/plain' }).end('indisponível');
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/ws/')) {
      lookedUp.push(url.split('/')[2] ?? '');
      if (holding) held.push(response);
      else fail(response);
      return;
    }
    if (url === '/control/hold' && request.method === 'POST') holding = true;
    else if (url === '/control/release' && request.method === 'POST') {
      holding = false;
      for (const waiting of held.splice(0)) fail(waiting);
    } else if (!url.startsWith('/control/count')) {
      response.writeHead(404).end();
      return;
    }
    const prefix = new URL(url, 'http://cep').searchParams.get('cep') ?? '';
    const received = lookedUp.filter((cep) => cep.startsWith(prefix)).length;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ received }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const waiting of held.splice(0)) fail(waiting);
        server.close(() => resolve());
      }),
  };
}
