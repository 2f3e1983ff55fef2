import { loggedInShopper } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/meus-dados with spec §5's rules: CPF check digits, phone and date masks,
// birth date dd/mm/aaaa stored as ISO midnight UTC.

test('an invalid CPF is refused in Portuguese; valid data is saved and still there after a reload', async ({
  page,
}) => {
  const shopper = await loggedInShopper(page);
  await page.goto(storeUrl('localhost', '/minha-conta/meus-dados'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(shopper.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Cliente');

  const cpf = page.getByLabel('CPF (opcional)');
  await cpf.pressSequentially('11111111111');
  await expect(cpf).toHaveValue('111.111.111-11');
  await page.getByLabel('Data de nascimento (opcional)').pressSequentially('31022000');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('CPF inválido.')).toBeVisible();
  await expect(page.getByText('Data de nascimento inválida.')).toBeVisible();
  await expect(cpf).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('my-data-errors-390.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByLabel('Sobrenome').fill('Souza');
  await cpf.fill('');
  await cpf.pressSequentially('52998224725');
  const phone = page.getByLabel('Telefone (opcional)');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  const birth = page.getByLabel('Data de nascimento (opcional)');
  await birth.fill('');
  await birth.pressSequentially('25121990');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados salvos.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Sobrenome')).toHaveValue('Souza');
  await expect(page.getByLabel('CPF (opcional)')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
  await expect(page.getByLabel('Data de nascimento (opcional)')).toHaveValue('25/12/1990');
  // Stored as spec §5 says: ISO date at midnight UTC.
  const stored = await page.evaluate(async () => {
    const response = await fetch('/_api/customers/me');
    return (await response.json()) as { birth_date: string; cpf: string };
  });
  expect(stored.birth_date).toBe('1990-12-25T00:00:00.000Z');
  expect(stored.cpf).toBe('52998224725');
  await expectAccessible(page);
});
