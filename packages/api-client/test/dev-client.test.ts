import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client.ts';
import { getOutbox } from '../src/endpoints/get-outbox.ts';
import { signUp } from '../src/endpoints/sign-up.ts';
import { simulatePayment } from '../src/endpoints/simulate-payment.ts';
import { ApiError } from '../src/errors.ts';
import { outboxQueryOptions } from '../src/queries/get-outbox.ts';
import { apiUrl, clientFor, DEMO, storeIdFor, uniqueEmail } from './support/demo.ts';

// The demo endpoints through the client, against the real API on this machine (loopback):
// one store's outbox per client, and a refusal the client surfaces as ApiError.

const aurora = await storeIdFor(DEMO.aurora.host);
const ipe = await storeIdFor(DEMO.ipe.host);

describe('api-client: the demo endpoints', () => {
  it("reads the client's store's outbox only", async () => {
    const mine = uniqueEmail();
    const theirs = uniqueEmail();
    await signUp(clientFor(aurora), { first_name: 'Clara', last_name: 'Dias', email: mine });
    await signUp(clientFor(ipe), { first_name: 'Téo', last_name: 'Reis', email: theirs });
    expect((await getOutbox(clientFor(aurora), mine)).map((mail) => mail.to)).toEqual([mine]);
    expect(await getOutbox(clientFor(aurora), theirs)).toEqual([]);
    expect((await getOutbox(clientFor(ipe), theirs)).map((mail) => mail.to)).toEqual([theirs]);
  });

  it('keys the outbox query by store', () => {
    expect(outboxQueryOptions(clientFor(aurora), 'a@b.br').queryKey).toEqual([
      'dev',
      'outbox',
      aurora,
      'a@b.br',
    ]);
    expect(outboxQueryOptions(clientFor(ipe)).queryKey).toEqual(['dev', 'outbox', ipe, null]);
  });

  it('needs a store', async () => {
    const outbox = await getOutbox(clientFor()).catch((error: unknown) => error);
    expect(outbox).toBeInstanceOf(ApiError);
    expect(outbox).toMatchObject({ status: 400, code: 'store_required' });
    const pay = await simulatePayment(clientFor(), 'K7P3M9QX').catch((error: unknown) => error);
    expect(pay).toMatchObject({ status: 400, code: 'store_required' });
  });

  it('surfaces the refusal of a browser on another machine (403 local_only)', async () => {
    // What a proxy on the API's machine sends for a browser elsewhere: its real address.
    const proxied = createApiClient({
      apiBase: apiUrl,
      storeId: () => aurora,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('X-Forwarded-For', '203.0.113.7');
        return fetch(request);
      },
    });
    // Each refusal caught as it is made: both calls are in flight at once, and the second's
    // refusal must not wait, unhandled, for the first's to be checked (ci101: Vitest's
    // "unhandled rejection" when the second answered first).
    const refusals = [getOutbox(proxied), simulatePayment(proxied, 'K7P3M9QX')].map((call) =>
      call.catch((error: unknown) => error),
    );
    for (const refusal of refusals) {
      expect(await refusal).toMatchObject({
        status: 403,
        code: 'local_only',
        message: 'Disponível só no computador onde a demonstração está rodando.',
      });
    }
  });
});
