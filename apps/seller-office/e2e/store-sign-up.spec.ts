import { request, type Page } from '@playwright/test';
import { expectFits, NARROW_WIDTHS } from '@vitrine/playwright-support/fits';
import {
  expectFocusWalkAtWidths,
  FOCUS_WIDTHS,
  fromMain,
  resizeTo,
} from '@vitrine/playwright-support/focus-walk';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { confirmationPath, officeAt, PLATFORM, platformUrl } from './support/new-store.ts';
import { logInSeller } from './support/shop.ts';

// "Crie sua loja" as a new seller goes through it, on a phone and by keyboard, against the real
// API and database, the built storefront (the platform's host, PLATFORM_DOMAIN's default
// vitrine.localhost) and the built office (global-setup.ts): the sign-up page, the hand-off
// that logs the owner in to the new store's office on another host, and the confirmation
// e-mail's link from the demo outbox.

/** Tab until the focus is on `label`'s input (the page is walked as a keyboard user does). */
async function tabTo(page: Page, label: string, most = 15) {
  const target = page.getByLabel(label, { exact: true });
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((input) => input === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} Tabs never reached "${label}"`);
}

test('a new seller opens a store on the platform’s host at 360 px by keyboard, lands in its office and confirms the e-mail', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const stamp = Date.now().toString(36);
  const email = `dona-${stamp}@exemplo.com.br`;

  // The platform's address opens "Crie sua loja": what Vitrine is, costs and needs, then the form.
  await page.goto(platformUrl('/'));
  await expect(page).toHaveURL(platformUrl('/crie-sua-loja'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crie sua loja na Vitrine');
  await expect(page.getByText('Abrir sua loja é grátis.', { exact: false })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Criar minha loja' });
  await expect(submit).toBeEnabled(); // the page is live: its script sends the form
  await expectAccessible(page);
  await expectFits(page, test.info(), 'crie sua loja', 360);

  await tabTo(page, 'Seu nome completo', 30);
  await page.keyboard.type('Ana Beatriz Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Senha@123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('39053344705');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('390.533.447-05');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11912345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Ateliê Teste ${stamp}`);
  // The address is proposed from the name, then checked by the API.
  const slug = page.getByLabel('Endereço da loja', { exact: true });
  await expect(slug).toHaveValue(`atelie-teste-${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: 'Endereço disponível.' })).toBeVisible();
  const host = `atelie-teste-${stamp}.${PLATFORM}`;
  await expect(page.getByText(`Sua loja vai ficar em ${host}.`)).toBeVisible();
  // The demo store's address is refused, as the API says it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ipe');
  await expect(page.getByRole('status')).toHaveText(
    'Esse endereço é reservado pela plataforma. Escolha outro.',
  );
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`atelie-teste-${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: 'Endereço disponível.' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Li e aceito os Termos de uso/)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the terms' link
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Li o Aviso de privacidade/)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the notice's link
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await expectAccessible(page, { include: '.store-sign-up-form' });

  // Sent: the answer the page gets holds a login code, never a session token (read on its way
  // to the page: the page leaves at once).
  let answer: Record<string, unknown> | undefined;
  await page.route('**/_api/platform/stores', async (route) => {
    // Passed on from Node, which resolves no *.localhost name: to this machine, naming the host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response });
  });
  await page.keyboard.press('Enter');
  // Creating a store hashes the owner's password and writes its defaults: ci79, on a machine
  // running two other suites beside it, answered after the 10 s a poll waits by default.
  await expect.poll(() => answer, { timeout: 30_000 }).toBeDefined();
  expect(answer).toHaveProperty('office_login.code');
  expect(JSON.stringify(answer)).not.toMatch(/access_token/);

  // The page hands the owner over to the new store's office, logged in.
  await expect(page).toHaveURL(officeAt(host, '/vendedor/loja-criada'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua loja foi criada');
  await expect(page.getByRole('link', { name: host })).toHaveAttribute(
    'href',
    `http://${host}:${process.env.E2E_STORE_PORT}/`,
  );
  await expect(page.getByText(`Enviamos um link de confirmação para ${email}.`)).toBeVisible();
  const cookies = await page.context().cookies(officeAt(host, '/'));
  expect(cookies.find((cookie) => cookie.name === 'seller_access_token')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('seller_access_token');
  await expectAccessible(page);
  await expectFits(page, test.info(), 'loja criada', 360);

  // The confirmation e-mail's link, from the demo outbox.
  const link = await confirmationPath(email, host);
  await page.goto(officeAt(host, link));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmado');
  await expect(page.getByText('E-mail confirmado. Obrigado!')).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, test.info(), 'e-mail confirmado', 360);

  // The same link again says it is used, and a new one is a keyboard press away.
  await page.goto(officeAt(host, link));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este link não vale mais');
  const resend = page.getByRole('button', { name: 'Enviar um novo link' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Seu e-mail já está confirmado.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(officeAt(host, '/vendedor/loja-criada'));
  await expect(page.getByText(`Seu e-mail ${email} está confirmado.`)).toBeVisible();
});

test('the platform’s pages and a new store’s screens, by Tab at 1280 and 390 px, and at 360 and 768 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const open = async (url: string) => {
    await resizeTo(page, FOCUS_WIDTHS[0]);
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  const fitsEveryWidth = async (label: string) => {
    for (const width of NARROW_WIDTHS) await expectFits(page, test.info(), label, width);
  };

  for (const path of ['/crie-sua-loja', '/termos-de-uso', '/privacidade']) {
    await open(platformUrl(path));
    await expectFocusWalkAtWidths(page, path);
    await fitsEveryWidth(path);
    await expectAccessible(page);
  }

  // A confirmation link that does not work, logged out: the way to a new one is a login.
  const wrongLink = '/vendedor/confirmar-email/nao-existe-123';
  await open(officeUrl('localhost', wrongLink));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este link não vale mais');
  await expect(
    page.getByRole('link', { name: 'Entre no painel para pedir um novo link.' }),
  ).toHaveAttribute('href', `/vendedor/login?voltar=${encodeURIComponent(wrongLink)}`);
  await expectFocusWalkAtWidths(page, `${wrongLink} (logged out)`);
  await fitsEveryWidth('link que não vale');
  await expectAccessible(page);

  // Logged in (a demo store's owner: any store has these screens).
  await logInSeller(page, SELLERS.aurora);
  await open(officeUrl('localhost', wrongLink));
  await expect(page.getByRole('button', { name: 'Enviar um novo link' })).toBeVisible();
  await expectFocusWalkAtWidths(page, `${wrongLink} (logged in)`);
  await open(officeUrl('localhost', '/vendedor/loja-criada'));
  await expect(page.getByRole('link', { name: 'localhost', exact: true })).toBeVisible();
  await expectFocusWalkAtWidths(page, '/vendedor/loja-criada', fromMain(page));
  await fitsEveryWidth('loja criada');
});

test('the platform’s pages answer on its host only, cached as public pages are; its home is the sign-up', async () => {
  // Node resolves no *.localhost name (the browser maps them): to this machine, naming the host.
  const http = await request.newContext();
  const get = (host: string, path: string) =>
    http.get(`http://127.0.0.1:${process.env.E2E_STORE_PORT}${path}`, {
      headers: { host: `${host}:${process.env.E2E_STORE_PORT}` },
      maxRedirects: 0,
    });
  try {
    const signUp = await get(PLATFORM, '/crie-sua-loja');
    expect(signUp.status()).toBe(200);
    expect(signUp.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(signUp.headers()['content-security-policy']).toContain(
      `form-action 'self' *.${PLATFORM}:*`,
    );
    const home = await get(PLATFORM, '/');
    expect(home.status()).toBe(302);
    expect(home.headers()['location']).toBe('/crie-sua-loja');
    const storePage = await get(PLATFORM, '/produto/camiseta-basica-de-algodao');
    expect(storePage.status()).toBe(302);
    expect(['/crie-sua-loja', '/loja-nao-encontrada']).toContain(storePage.headers()['location']);
    const notFound = await get(PLATFORM, '/loja-nao-encontrada');
    expect(notFound.headers()['location']).toBe('/crie-sua-loja');
    // A store's host has no such page, and its own pages let no form post elsewhere.
    expect((await get('localhost', '/crie-sua-loja')).status()).toBe(404);
    const store = await get('localhost', '/');
    expect(store.headers()['content-security-policy']).toMatch(/form-action 'self'$/);
  } finally {
    await http.dispose();
  }
});
