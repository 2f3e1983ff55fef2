import { logInAt } from './support/account.ts';
import { createCustomer, expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/minha-senha with spec §5's password rules: changing it ends every other
// session of the shopper (this device stays in).

const PATH = '/minha-conta/minha-senha';

test('change the password: this device stays in, the other is sent to /login, the new one logs in', async ({
  browser,
  page,
}) => {
  test.slow(); // three browser sessions and several axe runs on a shared machine
  const customer = await createCustomer();
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInAt(other, customer, '/minha-conta');
  await logInAt(page, customer, PATH);

  await expect(page.getByRole('heading', { level: 1, name: 'Minha senha' })).toBeVisible();
  await expect(
    page.getByText('as sessões abertas em outros dispositivos são encerradas'),
  ).toBeVisible();

  // The rules show live; a wrong confirmation and a weak password are refused before sending.
  const next = page.getByLabel('Nova senha', { exact: true });
  const lengthRule = page.getByRole('listitem').filter({ hasText: 'pelo menos 6 caracteres' });
  await next.fill('abc');
  await expect(lengthRule).toContainText('(falta)');
  await page.getByLabel('Confirme a nova senha').fill('abd');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Informe a senha atual.')).toBeVisible();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toBeFocused();
  await expectAccessible(page);

  // A wrong current password is the API's refusal, next to its field.
  const newPassword = 'Nova@Senha9';
  await page.getByLabel('Senha atual').fill('Errada@123');
  await next.fill(newPassword);
  await expect(lengthRule).toContainText('(atendido)');
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();

  await page.getByLabel('Senha atual').fill(customer.password);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada.' })).toBeVisible();
  await expectAccessible(page);

  // This device is still in.
  await page.reload();
  await expect(page).toHaveURL(storeUrl('localhost', PATH));

  // The other one, logged in before the change, is sent to /login at its next request.
  await other.goto(storeUrl('localhost', '/minha-conta'));
  await expect(other).toHaveURL(/\/login\?/);
  await otherContext.close();

  // The new password logs in.
  const freshContext = await browser.newContext();
  const fresh = await freshContext.newPage();
  await logInAt(fresh, { email: customer.email, password: newPassword }, '/minha-conta');
  await freshContext.close();
});
