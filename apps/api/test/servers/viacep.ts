import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A real HTTP server on 127.0.0.1 speaking ViaCEP's JSON (GET /ws/{cep}/json/), so the CEP
 * provider is tested over the wire, not mocked. `hang` CEPs never answer (timeouts).
 */
export async function startViaCep(data: {
  addresses: Record<string, Record<string, string>>;
  hang?: string[];
  broken?: string[];
}) {
  const requests: string[] = [];
  const stalled: ServerResponse[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const cep = /^\/ws\/([^/]+)\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    if (data.hang?.includes(cep)) return void stalled.push(res);
    if (data.broken?.includes(cep)) {
      res.writeHead(503).end('indisponível');
      return;
    }
    if (!/^\d{8}$/.test(cep)) {
      res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>');
      return;
    }
    const address = data.addresses[cep];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify(
        address ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...address } : { erro: 'true' },
      ),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  afterAll(async () => {
    for (const res of stalled) res.destroy();
    await new Promise((closed) => server.close(closed));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}
