import { chromiumLaunchOptions } from '@vitrine/playwright-support/chromium';
import { setZoneRecord } from '@vitrine/playwright-support/dns-zone';
import { expectFits } from '@vitrine/playwright-support/fits';
import { PLATFORM_DOMAIN } from '@vitrine/playwright-support/sign-up';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { officeAt, shopAt } from './support/new-store.ts';
import { createOperator } from './support/operators.ts';
import { signUpSeller } from './support/sign-up.ts';

// The platform's operator console on the platform's own host (the office on PLATFORM_DOMAIN),
// against the real API: an operator made by the API's command signs in for the first time at
// 360 px, mostly by keyboard, turns two-step verification on (the code computed from the key
// shown, as an authenticator app would), finds a new store by its name, suspends it with a
// reason, sees it "Suspensa" with the action listed, and reactivates it. Meanwhile a shopper at
// the store's own domain gets "Loja indisponível" (503) on every page, checkout included, and
// the owner's office reads with the reason on top and writes nothing; reactivated, all returns.

// The store's own domain, verified against the registrar's zone global-setup.ts starts; the
// browser reaches it on this machine, as DNS would once it is pointed.
const DOMAIN = 'www.loja-suspensa.com.br';
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []).filter((arg) => !arg.startsWith('--host-resolver')),
      `--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`,
    ],
  },
});

const consoleUrl = (path: string) =>
  `http://${PLATFORM_DOMAIN}:${process.env.E2E_OFFICE_PORT}${path}`;

/** A same-origin call from the page, as its own script makes them (through the app's proxy). */
async function post(page: Page, path: string, body: unknown = {}) {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    [path, body] as const,
  );
}

/** The owner connects DOMAIN from their office, as the Domínio tab does. */
async function connectDomain(owner: Page, host: string) {
  await owner.goto(officeAt(host, '/vendedor/configuracoes/dominio'));
  await expect(owner.getByRole('heading', { level: 1, name: 'Domínio' })).toBeVisible();
  const added = await post(owner, '/_api/settings/domains', { domain: DOMAIN });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const records = added.json.records as { type: 'TXT' | 'CNAME'; name: string; value: string }[];
  for (const record of records) {
    await setZoneRecord(process.env.E2E_DNS_CONTROL!, {
      name: record.name,
      type: record.type,
      values: [record.value],
    });
  }
  expect((await post(owner, `/_api/settings/domains/${DOMAIN}/verify`)).status).toBe(200);
}

test('an operator sets up the authenticator, finds a store, suspends and reactivates it at 360 px', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // The store's owner is signed in to its office in this context (its host's cookies); the
  // operator signs in to the console on the platform's host beside it.
  const [operator, { store }] = await Promise.all([createOperator(), signUpSeller(context)]);
  const owner = await context.newPage();
  await owner.setViewportSize({ width: 360, height: 740 });
  await connectDomain(owner, store.host);
  const shopper = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await shopper.goto(shopAt(DOMAIN, '/'));
  await expect(shopper.getByText(`${store.name} está se preparando para abrir`)).toBeVisible();

  // The platform's address leads to the console, which asks for a sign-in first.
  await page.goto(consoleUrl('/'));
  await expect(page).toHaveURL(consoleUrl('/operador/entrar?voltar=%2Foperador'));
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no console' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(operator.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(operator.password);
  await page.keyboard.press('Enter');

  // The first sign-in opens nothing but the authenticator's setup.
  await expect(page).toHaveURL(consoleUrl('/operador/verificacao'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proteja o seu acesso ao console' }),
  ).toBeVisible();
  await expect(page.getByText(operator.name)).toBeVisible();
  await expect(page.getByLabel('Sua senha')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type(operator.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.locator('.security__key').textContent())!.replace(/\s+/g, '');
  await expect(page.getByLabel('Código do aplicativo')).toBeFocused();
  await expectAccessible(page);
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  await page.keyboard.type(app.generate());
  await page.keyboard.press('Enter');

  const codes = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Seus códigos de recuperação' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Já guardei meus códigos' }).focus();
  await page.keyboard.press('Enter');

  // The stores: found by name, as a card that fits a phone.
  await expect(page).toHaveURL(consoleUrl('/operador'));
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
  await page.getByLabel('Buscar').focus();
  await page.keyboard.type(store.name);
  await page.keyboard.press('Enter');
  const cards = page.getByRole('list', { name: 'Lojas da plataforma' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  // Where shoppers find it: its own domain, now its primary.
  await expect(cards.first()).toContainText(DOMAIN);
  await expect(cards.first()).toContainText('Em construção');
  await expect(page).toHaveURL(/\/operador\?q=/);
  await expectAccessible(page);
  await expectFits(page, test.info(), 'console lojas', 360);
  await cards.first().getByRole('link', { name: store.name }).focus();
  await page.keyboard.press('Enter');

  // The store's page; "Suspender loja" asks the reason and says what happens.
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Donos' })).toContainText(store.email);
  await expectAccessible(page);
  await expectFits(page, test.info(), 'console loja', 360);
  await page.getByRole('button', { name: 'Suspender loja' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suspender ${store.name}` });
  await expect(dialog).toContainText('nenhum pedido ou pagamento será aceito');
  const reason = dialog.getByLabel('Motivo da suspensão');
  await reason.focus();
  await page.keyboard.type('Curto');
  await dialog.getByRole('button', { name: 'Suspender loja' }).click();
  await expect(dialog.getByText(/pelo menos 10 caracteres/)).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  const why = 'Anúncios de produtos proibidos pela política da plataforma.';
  await reason.fill(why);
  await page.keyboard.press('Tab'); // Cancelar
  await page.keyboard.press('Tab'); // Suspender loja
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(page.getByText(/^Suspensa desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.locator('.console-state')).toHaveText('Suspensa');
  const actions = page.getByRole('region', { name: 'Ações de operadores' });
  await expect(actions).toContainText(
    new RegExp(`Suspensa por ${operator.name} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`),
  );
  await expect(actions).toContainText(`Motivo: ${why}`);
  await expectAccessible(page);
  const suspendedAt = Date.now();

  // The shopper, at the store's own domain: "Loja indisponível" within a minute, on every page.
  await expect(async () => {
    const answer = await shopper.goto(shopAt(DOMAIN, '/'));
    expect(answer?.status()).toBe(503);
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  expect(Date.now() - suspendedAt).toBeLessThan(60_000);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Loja indisponível' })).toBeVisible();
  await expect(shopper.getByText(why)).toHaveCount(0);
  await expectAccessible(shopper);
  for (const path of ['/finalizar-compra', '/carrinho', '/busca?q=caneca']) {
    const answer = await shopper.goto(shopAt(DOMAIN, path));
    expect(answer?.status(), path).toBe(503);
  }
  // Checkout refuses at the API too (the shopper's browser calls go through the same proxy).
  const order = await post(shopper, '/_api/orders', { payment_method: 'pix' });
  expect([order.status, order.json.code]).toEqual([503, 'store_suspended']);

  // The owner's office: it reads, the reason on top, and writes nothing.
  await owner.goto(officeAt(store.host, '/vendedor/configuracoes/dominio'));
  const notice = owner.getByRole('region', { name: 'Loja suspensa pela Vitrine' });
  await expect(notice).toContainText(why);
  await expect(notice).toContainText(/Suspensa desde \d{2}\/\d{2}\/\d{4}\./);
  await expect(owner.getByRole('list', { name: 'Domínios da loja' })).toContainText(DOMAIN);
  await expectAccessible(owner);
  await owner.getByRole('textbox', { name: 'Domínio' }).fill('loja.exemplo-dois.com.br');
  await owner.getByRole('button', { name: 'Adicionar domínio' }).click();
  await expect(owner.getByRole('alert')).toContainText(`A loja está suspensa pela Vitrine: ${why}`);

  // Reactivated after a confirmation (its focus starts on the safe choice).
  await page.getByRole('button', { name: 'Reativar loja' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Reativar ${store.name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Suspender loja' })).toBeVisible();
  await expect(page.locator('.console-state')).toHaveText('Em construção');
  await expect(actions.getByRole('listitem')).toHaveCount(2);
  await expect(actions.getByRole('listitem').first()).toContainText('Reativada');

  // All returns: the shopper sees the store again (still "Em breve": a store being set up),
  // and the office writes.
  await expect(async () => {
    const answer = await shopper.goto(shopAt(DOMAIN, '/'));
    expect(answer?.status()).toBe(200);
  }).toPass({ timeout: 10_000, intervals: [500] });
  await expect(shopper.getByText(`${store.name} está se preparando para abrir`)).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('region', { name: 'Loja suspensa pela Vitrine' })).toHaveCount(0);
  await owner.getByRole('textbox', { name: 'Domínio' }).fill('loja.exemplo-dois.com.br');
  await owner.getByRole('button', { name: 'Adicionar domínio' }).click();
  await expect(owner.getByRole('status')).toContainText('loja.exemplo-dois.com.br adicionado.');
});
