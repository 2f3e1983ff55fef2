import type { Page } from '@playwright/test';
import { MARKETING_EMAILS_WORDING } from '@vitrine/contract/cart-reminders';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';
import { createPasswordPath, emailsTo, signUpOnApi } from './support/outbox.ts';

// spec §2 sign-in screens against the real API: sign-up, first access by the e-mailed link,
// recover access, the pending account, the expired link and the header's login modal (spec §3).

const uniqueEmail = (label: string) => `${label}.${Date.now()}@example.com`;

/** The page is hydrated and its form's code is in (the forms load apart from the page). */
async function ready(page: Page, path: string) {
  await page.goto(storeUrl('localhost', path));
  await page.waitForLoadState('networkidle');
}

test('sign-up → first-access e-mail → create password → logged in', async ({ page, context }) => {
  test.slow(); // a whole story with several axe runs, on a shared machine
  await ready(page, '/login');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/login/cadastro'));
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await expectAccessible(page);

  // Errors next to each field, focus on the first invalid one.
  await page.getByLabel('E-mail', { exact: true }).fill('ana@exemplo');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAccessibleDescription(
    'Campo obrigatório.',
  );
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
    'E-mail inválido.',
  );
  await expectAccessible(page);

  const email = uniqueEmail('ana.cadastro');
  await page.getByLabel('Nome', { exact: true }).fill('Ana');
  await page.getByLabel('Sobrenome').fill('Souza');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(storeUrl('localhost', '/login/conta-criada'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Falta pouco: confirme seu e-mail' }),
  ).toBeVisible();
  await expect(page.getByText(`Enviamos um e-mail para ${email}.`)).toBeVisible();
  // The e-mail travels in the router's state, never in the address.
  expect(page.url()).not.toContain('exemplo');
  await expectAccessible(page);

  const [firstAccess] = await emailsTo(email);
  expect(firstAccess?.template).toBe('first_access');
  const link = createPasswordPath(firstAccess);
  await ready(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeVisible();
  await expect(page.getByText('Olá, Ana!')).toBeVisible();
  await expect(page.getByText(`Conta: ${email}`)).toBeVisible();
  await expectAccessible(page);

  // spec §5 rules, live as the shopper types.
  const rules = page.locator('.password-rules li');
  await page.getByLabel('Nova senha', { exact: true }).pressSequentially('senha1');
  await expect(rules.filter({ hasText: '(atendido)' })).toHaveText([
    /pelo menos 6 caracteres/,
    /um número/,
  ]);
  await page.getByLabel('Confirme a nova senha').fill('senha1');
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAccessibleDescription(
    /A senha deve ter pelo menos uma letra maiúscula\./,
  );
  await expectAccessible(page);

  await page.getByLabel('Nova senha', { exact: true }).fill('Senha@123');
  await expect(rules.filter({ hasText: '(falta)' })).toHaveCount(0);
  await page.getByLabel('Confirme a nova senha').fill('Senha@123');
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();

  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await expect(page.getByText('Olá, Ana', { exact: true })).toBeVisible();
  const cookies = await context.cookies(storeUrl('localhost'));
  expect(cookies.find((cookie) => cookie.name === 'customer_access_token')?.httpOnly).toBe(true);

  // The link is used up: its page now says so, with the way to a new one.
  await ready(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este link não vale mais' }),
  ).toBeVisible();
});

test('recover access: the same answer for an unknown e-mail; the e-mailed link leads to create password', async ({
  page,
}) => {
  test.slow(); // a whole story with several axe runs, on a shared machine
  const customer = await createCustomer();
  await ready(page, '/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/login/recuperar-acesso'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar acesso' })).toBeVisible();
  await expectAccessible(page);

  const sent = page.locator('.link-sent');
  const unknown = uniqueEmail('ninguem');
  await page.getByLabel('E-mail', { exact: true }).fill(unknown);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(sent).toBeFocused();
  const answerForUnknown = (await sent.innerText()).replace(unknown, '<e-mail>');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Pedir outro link' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(sent).toBeFocused();
  expect((await sent.innerText()).replace(customer.email, '<e-mail>')).toBe(answerForUnknown);

  expect(await emailsTo(unknown)).toEqual([]);
  const [recover] = await emailsTo(customer.email);
  expect(recover?.template).toBe('recover_access');
  await ready(page, createPasswordPath(recover));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova@1234');
  await page.getByLabel('Confirme a nova senha').fill('Nova@1234');
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await expect(page.getByText('Olá, Cliente', { exact: true })).toBeVisible();
});

test('an invalid or expired link gets its own screen and a way to ask for a new one', async ({
  page,
}) => {
  const response = await page.goto(storeUrl('localhost', '/login/criar-senha/nao-existe-123'));
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este link não vale mais' }),
  ).toBeVisible();
  await expect(page.getByText(/expirou ou já foi usado/)).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/login/recuperar-acesso'));
});

test('a pending account: the refused login offers activation; the e-mail goes again and only the new link works', async ({
  page,
}) => {
  test.slow(); // a whole story with several axe runs, on a shared machine
  const email = uniqueEmail('pendente');
  await signUpOnApi(email);
  const [first] = await emailsTo(email);

  await ready(page, '/login');
  await logIn(page, { email, password: 'Qualquer@1' });
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ative sua conta' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/login/aguardar-conta'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua conta aguarda o primeiro acesso' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar o e-mail de novo' }).click();
  await expect(page.locator('.link-sent')).toBeFocused();
  await expect(page.locator('.link-sent')).toContainText('Pedido recebido');
  await expectAccessible(page);

  const [again] = await emailsTo(email);
  expect(again?.template).toBe('first_access');
  expect(createPasswordPath(again)).not.toBe(createPasswordPath(first));
  await ready(page, createPasswordPath(first));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este link não vale mais' }),
  ).toBeVisible();
  await ready(page, createPasswordPath(again));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeVisible();
});

test('the header’s “Entrar” opens the login modal; the shopper logs in and stays on the page', async ({
  page,
}) => {
  test.slow(); // a whole story with several axe runs, on a shared machine
  const customer = await createCustomer();
  const product = '/produto/camiseta-basica-de-algodao';
  await ready(page, product);
  const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
  // Without the script (or with a modifier key) it is the link to /login, back here after.
  await expect(entrar).toHaveAttribute('href', `/login?voltar=${encodeURIComponent(product)}`);

  await entrar.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na sua conta' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', product));
  await expect(dialog.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByLabel('E-mail', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
    'Campo obrigatório.',
  );
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(entrar).toBeFocused();

  await entrar.click();
  await dialog.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await dialog.getByLabel('Senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(storeUrl('localhost', product));
  await expect(page.getByText('Olá, Cliente', { exact: true })).toBeVisible();
  await expect(page.getByText('Olá, Cliente! Você entrou na sua conta.')).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every sign-in form is in the server’s HTML; one that needs the script says it was not sent', async ({
    page,
  }) => {
    for (const [path, button] of [
      ['/login', 'Entrar'],
      ['/login/cadastro', 'Criar conta'],
      ['/login/recuperar-acesso', 'Enviar link'],
      ['/login/aguardar-conta', 'Enviar o e-mail de novo'],
    ] as const) {
      await page.goto(storeUrl('localhost', path));
      await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }

    await page.goto(storeUrl('localhost', '/login/cadastro'));
    await page.getByLabel('Nome', { exact: true }).fill('Bia');
    await page.getByLabel('E-mail', { exact: true }).fill('bia@exemplo.com');
    const marketing = page.getByRole('checkbox', { name: MARKETING_EMAILS_WORDING });
    await marketing.check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('alert')).toContainText('O formulário não foi enviado');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bia');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('bia@exemplo.com');
    // The consent the shopper gave comes back given.
    await expect(marketing).toBeChecked();
    expect(page.url()).not.toContain('bia');
  });

  test('create password works by the form post, and a refusal comes back explained', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('sem.script');
    await signUpOnApi(email);
    const link = createPasswordPath((await emailsTo(email))[0]);
    await page.goto(storeUrl('localhost', link));
    await page.getByLabel('Nova senha', { exact: true }).fill('senha');
    await page.getByLabel('Confirme a nova senha').fill('senha');
    await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`${link}\\?erro=validation_error$`));
    await expect(page.getByRole('alert')).toHaveText(
      'A senha não atende às regras abaixo. Confira e tente de novo.',
    );

    await page.getByLabel('Nova senha', { exact: true }).fill('Senha@123');
    await page.getByLabel('Confirme a nova senha').fill('Senha@123');
    await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/'));
    expect(page.url()).not.toContain('Senha');
    const cookies = await context.cookies(storeUrl('localhost'));
    expect(cookies.find((cookie) => cookie.name === 'customer_access_token')?.httpOnly).toBe(true);
  });
});
