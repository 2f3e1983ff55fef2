import type { Cookie } from '@playwright/test';
import {
  expect,
  expectAccessible,
  logIn,
  officeUrl,
  SELLERS,
  storeIdOf,
  test,
} from './support/fixtures.ts';

// spec §2 /vendedor/minha-conta/meus-dados and minha-senha, on the second demo seller of Loja
// Aurora (aurora2), whose data and password each test puts back as it found them. One login
// for the file: the API counts every login per e-mail (5 per 15 minutes).

const seller = SELLERS.aurora2;
let session: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.253' },
  });
  const page = await context.newPage();
  await page.goto(officeUrl('localhost', '/vendedor/login'));
  await logIn(page, seller);
  await expect(page).toHaveURL(officeUrl('localhost', '/vendedor'));
  session = await context.cookies();
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(session);
});

/** The API straight, with this file's session: puts back what a failed test left changed. */
async function api(method: string, path: string, body: unknown) {
  const token = session.find(({ name }) => name === 'seller_access_token')?.value ?? '';
  return fetch(`${process.env.E2E_API_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-store-id': await storeIdOf('localhost'),
    },
    body: JSON.stringify(body),
  });
}

test('my data: the stored data, pt-BR refusals, a saved change that stays after a reload', async ({
  page,
}) => {
  await page.goto(officeUrl('localhost', '/vendedor/minha-conta/meus-dados'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  const firstName = page.getByLabel('Nome', { exact: true });
  const phone = page.getByLabel('Telefone (opcional)');
  await expect(firstName).toHaveValue('Diego');
  await expect(page.getByLabel('Sobrenome')).toHaveValue('Araújo');
  await expect(phone).toHaveValue('(11) 4002-8922');
  await expect(page.getByLabel('E-mail')).toHaveValue(seller.email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly');
  await expectAccessible(page);

  await firstName.fill('D');
  await phone.fill('(11) 1234');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(firstName).toHaveAccessibleDescription('O nome deve ter pelo menos 2 caracteres.');
  await expect(phone).toHaveAccessibleDescription('Com DDD. Telefone inválido.');
  await expect(firstName).toBeFocused();
  await expectAccessible(page);

  try {
    await firstName.fill('Diogo');
    await phone.fill('21987654321');
    await expect(phone).toHaveValue('(21) 98765-4321');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados salvos.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Diogo Araújo')).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(firstName).toHaveValue('Diogo');
    await expect(phone).toHaveValue('(21) 98765-4321');

    // A blank phone clears it.
    await phone.fill('');
    await firstName.fill('Diego');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados salvos.')).toBeVisible();
    await page.reload();
    await expect(phone).toHaveValue('');
  } finally {
    const restored = await api('PUT', '/sellers/me', {
      first_name: 'Diego',
      last_name: 'Araújo',
      phone: '1140028922',
    });
    expect(restored.status).toBe(200);
  }
});

test('my password: the rules live, the refusals, a change and back', async ({ page }) => {
  await page.goto(officeUrl('localhost', '/vendedor/minha-conta/minha-senha'));
  await expect(page.getByRole('heading', { level: 1, name: 'Minha senha' })).toBeVisible();
  await expect(
    page.getByText('Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas.', {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible(page);

  const current = page.getByLabel('Senha atual');
  const next = page.getByLabel('Nova senha', { exact: true });
  const confirmation = page.getByLabel('Confirme a nova senha');
  const submit = page.getByRole('button', { name: 'Alterar senha' });
  const rules = page.locator('.password-rules__rule');

  await next.fill('senha');
  await expect(rules.filter({ hasText: '(falta)' })).toHaveCount(4);
  await next.fill('Senha1');
  await expect(rules.filter({ hasText: '(falta)' })).toHaveText([/caractere especial/]);
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Informe a senha atual.');
  await expect(next).toHaveAccessibleDescription(
    /A senha deve ter pelo menos um caractere especial\./,
  );
  await expect(confirmation).toHaveAccessibleDescription('As senhas não conferem.');
  await expectAccessible(page);

  // The API's own refusal: the current password is wrong.
  await current.fill('Errada@123');
  await next.fill('Vendedor@456');
  await confirmation.fill('Vendedor@456');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('A senha atual não confere.');
  await expect(current).toBeFocused();
  await expectAccessible(page);

  let changed = false;
  try {
    await current.fill(seller.password);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha alterada.' })).toHaveText(
      'Senha alterada. As sessões nos outros dispositivos foram encerradas.',
    );
    changed = true;
    await expect(current).toHaveValue('');
    await expectAccessible(page);

    // This session stays.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha senha' })).toBeVisible();

    await current.fill('Vendedor@456');
    await next.fill(seller.password);
    await confirmation.fill(seller.password);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha alterada.' })).toBeVisible();
    changed = false;
  } finally {
    if (changed) {
      await api('PUT', '/sellers/me/password', {
        current_password: 'Vendedor@456',
        new_password: seller.password,
      });
    }
  }
});
