import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signUpSeller } from './support/sign-up.ts';

// A new store's owner turns two-step verification on from a phone, by keyboard, against the
// real API (the code computed from the key the screen shows, as an authenticator app would),
// then signs in again: the password alone is not enough, a recovery code gets in once.

test('an owner turns two-step verification on at 360 px and signs in with a recovery code', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { store, origin } = await signUpSeller(context);
  const response = await page.goto(`${origin}/vendedor/minha-conta/seguranca`);
  // A page of the seller area: the office's server knows it (and checks the session first).
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
  await expect(page.getByText('Desativada.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ativar a verificação em duas etapas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Sua senha')).toBeFocused();
  await page.keyboard.type(store.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.locator('.security__key').textContent())!.replace(/\s+/g, '');
  const code = page.getByLabel('Código do aplicativo');
  await expect(code).toBeFocused();
  await expectAccessible(page);
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  await page.keyboard.type(app.generate());
  await page.keyboard.press('Enter');

  const list = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expect(page.getByRole('heading', { name: 'Seus códigos de recuperação' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Já guardei meus códigos' }).click();
  await expect(page.getByText(/^Ativada desde \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible();

  // Out, and in again: after the right password the form asks the code.
  await page.goto(`${origin}/vendedor/login/logout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no painel' })).toBeVisible();
  await page.getByLabel('E-mail').fill(store.email);
  await page.getByLabel('Senha', { exact: true }).fill(store.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  );
  await expect(page.getByLabel('Código de verificação')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type(recovery[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/vendedor`);

  await page.goto(`${origin}/vendedor/minha-conta/seguranca`);
  await expect(page.getByText('Restam 9 códigos de recuperação.')).toBeVisible();
});
