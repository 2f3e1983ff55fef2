import type { Page } from '@playwright/test';
import {
  addAddress,
  fillCart,
  loggedInShopper,
  orderCodeIn,
  ordersOf,
} from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /finalizar-compra/pagar → /finalizar-compra/card/{code}, with the sandbox's test
// cards (README): the card is tokenised by the API's sandbox, the order sees only the token.

// R$ 399,90, free shipping. Loja Aurora: 3x interest-free, then 1.99% a.m. (spec §9).
const DINNER_SET = { code: 'AUR-0043', variation: 'AUR-0043-01', qnt: 1 };

async function toPayPage(page: Page) {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [DINNER_SET]);
  await addAddress(page);
  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  return shopper;
}

const cardFields = (page: Page) => ({
  number: page.getByLabel('Número do cartão'),
  holder: page.getByLabel('Nome impresso no cartão'),
  expiry: page.getByLabel('Validade (MM/AA)'),
  cvv: page.getByLabel('CVV'),
  installments: page.getByLabel('Parcelas'),
});

test('card with instalments: the options as shoppers read them, the brand as typed, approved at once', async ({
  page,
}) => {
  await toPayPage(page);
  const card = cardFields(page);
  const select = card.installments;
  await expect(select.locator('option')).toHaveText([
    '1x de R$ 399,90 sem juros',
    '2x de R$ 199,95 sem juros',
    '3x de R$ 133,30 sem juros',
    '4x de R$ 105,00 com juros (total R$ 420,00)',
    '5x de R$ 84,82 com juros (total R$ 424,10)',
    '6x de R$ 71,37 com juros (total R$ 428,22)',
    /^7x de R\$ [\d,]+ com juros \(total R\$ [\d.,]+\)$/,
    /^8x /,
    /^9x /,
    /^10x /,
    /^11x /,
    /^12x /,
  ]);
  await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toHaveAccessibleName(
    'Cartão de crédito 3x de R$ 133,30 sem juros ou até 12x com juros',
  );

  // The mask groups the digits; the brand is named as soon as the prefix tells it.
  await card.number.pressSequentially('5555555555554444');
  await expect(card.number).toHaveValue('5555 5555 5555 4444');
  await expect(page.getByText('Bandeira: Mastercard')).toBeVisible();
  await card.holder.fill('CLIENTE TESTE');
  await card.expiry.pressSequentially('1230');
  await expect(card.expiry).toHaveValue('12/30');
  await card.cvv.fill('123');
  await select.selectOption({ label: '6x de R$ 71,37 com juros (total R$ 428,22)' });

  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('Juros do parcelamentoR$ 28,32');
  await expect(summary).toContainText('TotalR$ 428,22');
  await expect(summary).toContainText('Em 6x de R$ 71,37 com juros (total R$ 428,22)');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/card\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByText(orderCodeIn(page), { exact: true })).toBeVisible();
  await expect(page.getByText('Mastercard final 4444')).toBeVisible();
  await expect(page.getByText('6x de R$ 71,37 com juros (total R$ 428,22)')).toBeVisible();
  await expect(page.getByText('R$ 428,22', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver meu pedido' })).toHaveAttribute(
    'href',
    `/minha-conta/meus-pedidos/${orderCodeIn(page)}`,
  );
  await expectAccessible(page);
});

test('a declined card (4000 0000 0000 0002) says so and keeps everything typed; another card then pays', async ({
  page,
}) => {
  await toPayPage(page);
  const card = cardFields(page);
  await card.number.fill('4000 0000 0000 0002');
  await card.holder.fill('CLIENTE TESTE');
  await card.expiry.fill('11/31');
  await card.cvv.fill('321');
  await card.installments.selectOption('3');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Pagamento recusado' });
  await expect(alert).toContainText(
    'Pagamento recusado: Cartão recusado. Confira os dados do cartão ou escolha outra forma de pagamento.',
  );
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(card.number).toHaveValue('4000 0000 0000 0002');
  await expect(card.holder).toHaveValue('CLIENTE TESTE');
  await expect(card.expiry).toHaveValue('11/31');
  await expect(card.cvv).toHaveValue('321');
  await expect(card.installments).toHaveValue('3');
  await expect(page.getByRole('radio', { name: /Avenida Paulista, 1000/ })).toBeChecked();
  expect((await ordersOf(page)).total).toBe(0);
  await expectAccessible(page);

  await card.number.fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByText('Visa final 1111')).toBeVisible();
  await expect(page.getByText('3x de R$ 133,30 sem juros')).toBeVisible();
  expect((await ordersOf(page)).total).toBe(1);
});

test('the card’s rules show next to each field, the first invalid one gets the focus', async ({
  page,
}) => {
  await toPayPage(page);
  const card = cardFields(page);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(card.number).toBeFocused();
  for (const field of [card.number, card.holder, card.expiry, card.cvv]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Campo obrigatório\./);
  }
  await expectAccessible(page);

  await card.number.fill('4111 1111 1111 1112');
  await card.holder.fill('CLIENTE TESTE');
  await card.expiry.fill('01/20');
  await card.cvv.fill('12');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(card.number).toHaveAccessibleDescription(/Número de cartão inválido\./);
  await expect(card.expiry).toHaveAccessibleDescription(/Cartão vencido\./);
  await expect(card.cvv).toHaveAccessibleDescription(/O código de segurança tem 3 dígitos\./);
  await expect(card.number).toBeFocused();
  expect((await ordersOf(page)).total).toBe(0);
});

test('a double click places one order (one Idempotency-Key per attempt)', async ({ page }) => {
  await toPayPage(page);
  await page.getByRole('radio', { name: /^Pix/ }).check();
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/_api/orders')) {
      orders.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.getByRole('button', { name: 'Finalizar compra' }).dblclick();
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatch(/^[\x21-\x7E]{8,128}$/);
  expect((await ordersOf(page)).total).toBe(1);
});
