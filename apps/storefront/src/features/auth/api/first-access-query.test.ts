import { createApiClient } from '@vitrine/api-client/client';
import { customerFirstAccessQueryOptions } from '@vitrine/api-client/get-customer-first-access';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { STORE_ID } from '../../../testing/render-route.tsx';
import { firstAccessQuery } from './first-access-query.ts';

let server: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  server = await startLoopbackApi();
});
afterAll(() => server.close());

const client = () => createApiClient({ apiBase: server.url, storeId: () => STORE_ID });
const api = (): BrowserApi => ({ storeId: STORE_ID, client: async () => client() });
const link = { first_name: 'Ana', email: 'ana@example.com', purpose: 'first_access' };

describe('firstAccessQuery', () => {
  it('has the api-client key, so what the loader prefetched is what the screen reads', () => {
    expect(firstAccessQuery(api(), 'abc').queryKey).toEqual(
      customerFirstAccessQueryOptions(client(), 'abc').queryKey,
    );
  });

  it("asks the API's first-access endpoint for the link's account", async () => {
    server.answer(() => ({ status: 200, body: link }));
    const data = await new QueryClient().fetchQuery(firstAccessQuery(api(), 'tok_1'));
    expect(data).toEqual(link);
    expect(server.requests.at(-1)?.path).toBe('/customers/first-access/tok_1');
    expect(server.requests.at(-1)?.headers['x-store-id']).toBe(STORE_ID);
  });

  it.each([404, 400])('reads a %i as a link that no longer works (null)', async (status) => {
    server.answer(() => ({
      status,
      body: { code: 'invalid_token', message: 'Este link é inválido ou expirou. Peça um novo.' },
    }));
    expect(await new QueryClient().fetchQuery(firstAccessQuery(api(), 'tok_2'))).toBeNull();
  });

  it('keeps any other failure an error (the page is not told the link expired)', async () => {
    server.answer(() => ({ status: 500, body: { code: 'internal', message: 'Erro.' } }));
    await expect(
      new QueryClient().fetchQuery({ ...firstAccessQuery(api(), 'tok_3'), retry: false }),
    ).rejects.toMatchObject({ status: 500 });
  });
});
