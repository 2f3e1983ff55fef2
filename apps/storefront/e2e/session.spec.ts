import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// The session design (spec §6, §9): the token lives in an HttpOnly cookie the storefront's own
// server sets, its /_api proxy adds the bearer header, and tabs follow each other's logins.

test('after login no page script can read the token, and the cookie is HttpOnly', async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await expect(page.getByText('Olá, Cliente')).toBeVisible();

  const cookies = await context.cookies(storeUrl('localhost'));
  const token = cookies.find((cookie) => cookie.name === 'customer_access_token');
  expect(token?.value).toBeTruthy();
  expect(token).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
  const pageCookies = await page.evaluate(() => document.cookie);
  expect(pageCookies).not.toContain('customer_access_token');
  expect(pageCookies).not.toContain(token!.value);
  expect(pageCookies).toMatch(/customer_session=/);
  await expectAccessible(page);

  // The proxy carries the session: the cart answers this customer's (empty) cart.
  const cart = await page.evaluate(async () => {
    const response = await fetch('/_api/cart');
    return { status: response.status, body: await response.json() };
  });
  expect(cart.status).toBe(200);
  expect(cart.body).toMatchObject({ quantity: 0 });
});

test('the proxy refuses a request that changes something from another origin', async ({ page }) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page.getByText('Olá, Cliente')).toBeVisible();

  const body = { qnt: 1, code: 'x', variation: 'y', store_id: customer.storeId };
  // page.request shares the browser context's cookies: the session cookie goes along.
  const forged = await page.request.post(storeUrl('localhost', '/_api/cart'), {
    headers: { origin: 'http://evil.example' },
    data: body,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({ code: 'cross_origin' });

  // The same request from this store's own pages goes through, with the session.
  const own = await page.request.post(storeUrl('localhost', '/_api/cart'), {
    headers: { origin: storeUrl('localhost').replace(/\/$/, '') },
    data: body,
  });
  expect(own.status()).not.toBe(403);
  // 202 would be the API's "log in first": the proxy added this customer's bearer.
  expect(own.status()).not.toBe(202);
  expect(await own.json()).toMatchObject({ code: 'product_not_found' });
});

test('logging out in one tab shows the other tab logged out within a second', async ({
  context,
}) => {
  const customer = await createCustomer();
  const first = await context.newPage();
  await first.goto(storeUrl('localhost', '/login'));
  await logIn(first, customer);
  await expect(first.getByText('Olá, Cliente')).toBeVisible();

  const second = await context.newPage();
  await second.goto(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  await expect(second.getByText('Olá, Cliente')).toBeVisible();

  // The menu is placed on the next animation frame, which a tab behind another never gets.
  await first.bringToFront();
  await first.getByRole('button', { name: 'Olá, Cliente' }).click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(first).toHaveURL(storeUrl('localhost', '/login'));
  await expect(second.getByRole('link', { name: 'Entrar' })).toBeVisible({ timeout: 1000 });
  await expect(second.getByText('Olá, Cliente')).toBeHidden();
  expect(
    (await context.cookies(storeUrl('localhost'))).find((c) => c.name === 'customer_access_token'),
  ).toBeUndefined();

  // Logging in again in the first tab shows in the second as well, within a second of the
  // login's answer (the password check itself may take longer on a busy machine).
  await logIn(first, customer);
  await expect(first.getByText('Olá, Cliente')).toBeVisible();
  await expect(second.getByText('Olá, Cliente')).toBeVisible({ timeout: 1000 });
});

test('a private page sends a logged-out visitor to /login and back after logging in', async ({
  page,
}) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  await expect(page).toHaveURL(
    storeUrl('localhost', '/login?voltar=%2Fminha-conta%2Fmeus-pedidos'),
  );
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/minha-conta/meus-pedidos'));

  // Logged out, /login/logout goes straight to /login (spec §6).
  await page.goto(storeUrl('localhost', '/login/logout'));
  await expect(page).toHaveURL(storeUrl('localhost', '/login'));
  await page.goto(storeUrl('localhost', '/login/logout'));
  await expect(page).toHaveURL(storeUrl('localhost', '/login'));
  await page.goto(storeUrl('localhost', '/finalizar-compra/carrinho'));
  await expect(page).toHaveURL(
    storeUrl('localhost', '/login?voltar=%2Ffinalizar-compra%2Fcarrinho'),
  );
});

test('public pages are the same HTML for a logged customer and a guest', async ({ page }) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page.getByText('Olá, Cliente')).toBeVisible();
  // A content page: its data does not move while other tests buy (stock does), so any
  // difference could only come from who asked. Both at once all the same. The same bytes, to
  // the last one (the loader data carries no clock: src/lib/loader.server.ts); caching.spec.ts
  // compares more pages, for two shoppers.
  const url = storeUrl('localhost', '/paginas/sobre-nos');
  // Each render has a nonce of its own (README "Content-Security-Policy"): the bytes compare
  // with it left out, as the ETag does.
  const withoutNonce = (answer: { headers: Headers | Record<string, string>; text: string }) => {
    const policy =
      answer.headers instanceof Headers
        ? answer.headers.get('content-security-policy')
        : answer.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '');
    expect(nonce, 'every page carries its nonce in its policy').not.toBeNull();
    return answer.text.replaceAll(nonce![1]!, '');
  };
  const [guest, html] = await Promise.all([
    fetch(url).then(async (response) =>
      withoutNonce({ headers: response.headers, text: await response.text() }),
    ),
    page.request
      .get(url)
      .then(async (response) =>
        withoutNonce({ headers: response.headers(), text: await response.text() }),
      ),
  ]);
  let at = 0;
  while (at < html.length && html[at] === guest[at]) at += 1;
  expect(html.slice(Math.max(0, at - 200), at + 200), 'the logged customer got other HTML').toBe(
    guest.slice(Math.max(0, at - 200), at + 200),
  );
  expect(html.length).toBe(guest.length);
  expect(html).not.toContain('Olá, Cliente');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts to the server, never puts the password in the address', async ({
    page,
    context,
  }) => {
    const customer = await createCustomer();
    await page.goto(storeUrl('localhost', '/login?voltar=%2Fminha-conta%2Fmeus-dados'));
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Senha').fill('Errada@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(
      /\/login\?voltar=%2Fminha-conta%2Fmeus-dados&erro=invalid_credentials$/,
    );
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');

    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Senha').fill(customer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/minha-conta/meus-dados'));
    expect(page.url()).not.toContain(encodeURIComponent(customer.password));
    const cookies = await context.cookies(storeUrl('localhost'));
    expect(cookies.find((c) => c.name === 'customer_access_token')?.httpOnly).toBe(true);
  });
});
