import { expectFits } from '@vitrine/playwright-support/fits';
import { PLATFORM_DOMAIN, signUpStore } from '@vitrine/playwright-support/sign-up';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { createOperator } from './support/operators.ts';

// The platform's operator console on the platform's own host (the office on PLATFORM_DOMAIN),
// against the real API: an operator made by the API's command signs in for the first time at
// 360 px, mostly by keyboard, turns two-step verification on (the code computed from the key
// shown, as an authenticator app would), finds a new store by its name, suspends it with a
// reason, sees it "Suspensa" with the action listed, and reactivates it.

const consoleUrl = (path: string) =>
  `http://${PLATFORM_DOMAIN}:${process.env.E2E_OFFICE_PORT}${path}`;

test('an operator sets up the authenticator, finds a store, suspends and reactivates it at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const [operator, store] = await Promise.all([
    createOperator(),
    signUpStore(process.env.E2E_API_URL!),
  ]);

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
  await expect(cards.first()).toContainText(store.host);
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
});
