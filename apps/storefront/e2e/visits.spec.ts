import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// The visit beacon (issue #37 §6, the seller's reports): an image in the server's HTML, outside
// React's tree and the same for everyone, loaded without a script and answered without a cookie.

const BEACON = '<img src="/_api/visits/pixel.gif" alt="" width="1" height="1" hidden>';
const PRODUCT = '/produto/camiseta-basica-de-algodao';

test('every public page carries the beacon, the same bytes for every visitor', async ({
  request,
}) => {
  for (const path of ['/', PRODUCT, '/paginas/sobre-nos']) {
    const response = await request.get(storeUrl('localhost', path));
    const html = await response.text();
    expect(html, path).toContain(BEACON);
    expect(html.indexOf(BEACON), path).toBeGreaterThan(html.indexOf('<body'));
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('the browser loads it: a 1×1 GIF, no-store, no cookie; the page stays accessible', async ({
  page,
  context,
}) => {
  const beacon = page.waitForResponse((response) =>
    response.url().endsWith('/_api/visits/pixel.gif'),
  );
  await page.goto(storeUrl('localhost', PRODUCT));
  const answer = await beacon;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/gif');
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(answer.headers()['set-cookie']).toBeUndefined();
  expect(await context.cookies()).toEqual([]);
  // Nothing on screen, nothing for a screen reader.
  await expect(page.locator('img[src="/_api/visits/pixel.gif"]')).toBeHidden();
  await expectAccessible(page);
});

test("a logged-in shopper's pages carry it too, and it sets nothing of theirs", async ({
  page,
  context,
}) => {
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, await createCustomer());
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const before = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const beacon = page.waitForResponse((response) =>
    response.url().endsWith('/_api/visits/pixel.gif'),
  );
  await page.goto(storeUrl('localhost', '/'));
  expect((await beacon).headers()['set-cookie']).toBeUndefined();
  expect((await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(
    before,
  );
});
