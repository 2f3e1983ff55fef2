import { receivedSpans, type ReceivedSpan } from '@vitrine/playwright-support/otlp-receiver';
import { randomBytes } from 'node:crypto';
import { addAddress, fillCart, freightPriced, loggedInShopper } from './support/checkout.ts';
import { expect, storeUrl, test } from './support/fixtures.ts';

// OpenTelemetry traces (@vitrine/server/tracing.ts): the suite's storefront server and API send
// theirs to a collector on this machine (e2e/support/global-setup.ts) — only the traces a
// request arrives sampled in. One pix checkout placed by the pay page is one trace: the
// storefront's server, its call to the API, the API's route, its PostgreSQL statements and its
// call to the store's PSP (the demo bank, through the API Pix adapter).

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };

const SERVER = 2;
const CLIENT = 3;

test('one pix checkout is one trace: the storefront, the API, its database, the PSP', async ({
  page,
}) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);
  await addAddress(page);
  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await freightPriced(page);
  await page.getByRole('radio', { name: /^Pix/ }).check();

  // The order's request comes sampled, as from a traced client: a trace of this test's own.
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  await page.route('**/_api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.continue({
          headers: { ...route.request().headers(), traceparent: `00-${traceId}-${parentId}-01` },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);

  // The spans come within a moment of the answer (each process sends every 200 ms, on its own
  // clock): wait for both ends — the API's route (its children end before it and go with it or
  // earlier) and the storefront's server span, the trace's root, which ends last.
  let spans: ReceivedSpan[] = [];
  await expect
    .poll(async () => {
      spans = await receivedSpans(process.env.E2E_OTLP_URL ?? '', traceId);
      return spans
        .filter(
          (span) =>
            (span.service === 'vitrine-api' && span.name === 'POST /orders') ||
            (span.service === 'vitrine-storefront' && span.parentSpanId === parentId),
        )
        .map((span) => span.service)
        .sort();
    })
    .toEqual(['vitrine-api', 'vitrine-storefront']);
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  /** The span's parents, up to the trace's root. */
  const ancestry = (span: ReceivedSpan) => {
    const line: ReceivedSpan[] = [];
    for (let up = byId.get(span.parentSpanId); up; up = byId.get(up.parentSpanId)) line.push(up);
    return line;
  };

  // The storefront's server took the browser's request, child of the traceparent it carried…
  const storefront = spans.find(
    (span) => span.service === 'vitrine-storefront' && span.kind === SERVER,
  );
  expect(storefront?.parentSpanId).toBe(parentId);
  expect(
    storefront?.attributes['http.method'] ?? storefront?.attributes['http.request.method'],
  ).toBe('POST');
  // …and called the API, whose route span is that call's child.
  const api = spans.find((span) => span.service === 'vitrine-api' && span.name === 'POST /orders')!;
  expect(api.kind).toBe(SERVER);
  expect(api.attributes['http.route']).toBe('/orders');
  const call = byId.get(api.parentSpanId);
  expect(call).toMatchObject({ service: 'vitrine-storefront', kind: CLIENT });
  expect(ancestry(call!)).toContain(storefront);

  // The API's statements on PostgreSQL inside its route (the order's insert among them); the
  // store's lookup by host, the storefront's first call, has its own.
  const statements = spans.filter(
    (span) =>
      span.service === 'vitrine-api' &&
      (span.attributes['db.system'] ?? span.attributes['db.system.name']) === 'postgresql' &&
      ancestry(span).includes(api),
  );
  const text = (span: ReceivedSpan) =>
    String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? span.name);
  expect(statements.some((span) => /insert into "orders"/i.test(text(span)))).toBe(true);

  // The charge at the store's PSP (API Pix: PUT /cob/{txid}), a call of the API's route.
  const charge = spans.find(
    (span) =>
      span.service === 'vitrine-api' &&
      span.kind === CLIENT &&
      /\/cob\//.test(String(span.attributes['url.full'] ?? span.attributes['http.url'] ?? '')),
  );
  expect(charge, JSON.stringify(spans.map((span) => [span.name, span.attributes]))).toBeDefined();
  expect(ancestry(charge!)).toContain(api);
  // One trace: every span of it is under the request the browser sent.
  for (const span of spans)
    expect(span.parentSpanId === parentId || ancestry(span).length > 0).toBe(true);
});
