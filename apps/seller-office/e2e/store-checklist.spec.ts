import { request, type BrowserContext, type Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// A store just opened by sign-up, on a phone (360 px): the home's first-run checklist, opening
// refused with what is missing, the legal data filled in Configurações → Dados legais (a bad
// CEP refused on its field first), and the checklist's step done from that data. axe at 0 on
// each screen and state, nothing sticking out sideways.

const PASSWORD = 'Senha@123';
/** The API's default platform domain (apps/api/src/config.ts): every *.localhost is here. */
const PLATFORM_DOMAIN = 'vitrine.localhost';

type NewStore = { host: string; email: string };

/** "Crie sua loja" through the API, from an address of its own (the sign-up's limits). */
async function signUp(): Promise<NewStore> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const email = `dona-${tag}@exemplo.com.br`;
  const slug = `atelie-${tag}`;
  const response = await fetch(`${process.env.E2E_API_URL}/platform/stores`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.61' },
    body: JSON.stringify({
      owner_name: 'Ana Beatriz Souza',
      email,
      password: PASSWORD,
      document: '390.533.447-05',
      phone: '(11) 91234-5678',
      store_name: `Ateliê ${tag}`,
      slug,
      accept_terms: true,
      accept_privacy: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { host: `${slug}.${PLATFORM_DOMAIN}`, email };
}

/** The owner logged in to the new store's office, as its login form would (cookies set). */
async function logInOwner(context: BrowserContext, store: NewStore) {
  const origin = `http://${store.host}:${process.env.E2E_OFFICE_PORT}`;
  const api = await request.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' },
  });
  // Node resolves no *.localhost name: the request goes to this machine naming the host.
  const response = await api.post(
    `http://127.0.0.1:${process.env.E2E_OFFICE_PORT}/_session/login`,
    {
      data: { email: store.email, password: PASSWORD },
      headers: { origin, host: new URL(origin).host },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { cookies } = await api.storageState();
  await api.dispose();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: store.host })));
  return origin;
}

const stepOf = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Prepare sua loja para abrir' }).getByRole('listitem').filter({
    hasText: label,
  });

test('a new store’s checklist and legal data on a phone, by the owner', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const store = await signUp();
  const origin = await logInOwner(context, store);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto(`${origin}/vendedor`);
  const checklist = page.getByRole('region', { name: 'Prepare sua loja para abrir' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 de 6 passos obrigatórios feitos')).toBeVisible();
  await expect(stepOf(page, 'Dados legais completos')).toContainText('A fazer');
  await expectFits(page, test.info(), 'checklist', 360);
  await expectAccessible(page);

  // Opening now is refused, saying what is missing.
  await checklist.getByRole('button', { name: 'Abrir minha loja' }).click();
  const refusal = checklist.getByRole('alert');
  await expect(refusal).toContainText('Ainda não dá para abrir a loja. Falta:');
  await expect(refusal.getByRole('listitem')).toHaveText([
    'Confirmar o e-mail do dono',
    'Um produto ativo, com foto',
    'Uma conta de recebimento testada',
    'Uma forma de entrega: tabela de frete, Melhor Envio ou retirada',
    'Dados legais completos',
    'Páginas de trocas, privacidade e termos revisadas',
  ]);
  await expectFits(page, test.info(), 'checklist-refused', 360);
  await expectAccessible(page);

  // The legal data, from the step's link.
  await stepOf(page, 'Dados legais completos')
    .getByRole('link', { name: 'Preencher os dados legais' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dados legais' })).toBeVisible();
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('390.533.447-05');
  await expect(page.getByRole('status')).toHaveText(
    'Para abrir a loja, complete os campos marcados.',
  );
  await expectFits(page, test.info(), 'legal-data', 360);
  await expectAccessible(page);

  await page.getByLabel('Endereço (rua, número, complemento e bairro)').fill('Rua das Flores, 10');
  await page.getByLabel('CEP').fill('0131010');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await page.getByRole('button', { name: 'Salvar dados legais' }).click();
  const cep = page.getByLabel('CEP');
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await expect(cep).toBeFocused();
  await expectAccessible(page);

  await cep.fill('01310100');
  await page.getByRole('button', { name: 'Salvar dados legais' }).click();
  await expect(page.getByText(/^Dados legais salvos\./)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Dados legais' })).toHaveText(
    'Dados legais completos.',
  );

  // Back home: the step is done from the data just saved.
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(stepOf(page, 'Dados legais completos')).toContainText('Feito');
  await expect(checklist.getByText('1 de 6 passos obrigatórios feitos')).toBeVisible();
  await expectAccessible(page);
});
