import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import type { SignedUpStore } from '@vitrine/playwright-support/sign-up';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signUpSeller } from './support/sign-up.ts';

// A store just opened by sign-up, on a phone (360 px): the home's first-run checklist, opening
// refused with what is missing, the legal data filled in Configurações → Dados legais (a bad
// CEP refused on its field first), and the checklist's step done from that data. axe at 0 on
// each screen and state, nothing sticking out sideways.

/** How many confirmation e-mails the store's outbox (DEMO_MODE) holds for its owner. */
async function confirmationEmails(store: SignedUpStore): Promise<number> {
  const response = await fetch(
    `${process.env.E2E_API_URL}/dev/outbox?to=${encodeURIComponent(store.email)}`,
    { headers: { 'x-store-id': store.id } },
  );
  const { items } = (await response.json()) as { items: { template: string }[] };
  return items.filter((item) => item.template === 'confirm_email').length;
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
  // An owner's e-mail as long as real ones get: the resend's message names it at 360 px.
  const { origin, store } = await signUpSeller(context, {
    email: `financeiro.atelie.${Date.now().toString(36)}@exemplodeloja.com.br`,
  });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto(`${origin}/vendedor`);
  const checklist = page.getByRole('region', { name: 'Prepare sua loja para abrir' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 de 6 passos obrigatórios feitos')).toBeVisible();
  await expect(stepOf(page, 'Dados legais completos')).toContainText('A fazer');
  await expectFits(page, test.info(), 'checklist', 360);
  await expectAccessible(page);

  // The e-mail's step sends a new confirmation link, by keyboard; the outbox holds two then.
  const emailStep = stepOf(page, 'Confirmar o e-mail do dono');
  const resend = emailStep.getByRole('button', { name: 'Reenviar e-mail de confirmação' });
  await stepOf(page, 'Identidade').getByRole('link').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(resend).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(emailStep.getByRole('status')).toHaveText(
    `Enviamos um novo link de confirmação para ${store.email}.`,
  );
  expect(await confirmationEmails(store)).toBe(2);
  await expectFits(page, test.info(), 'checklist-resent', 360);
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
