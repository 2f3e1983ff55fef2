import { formatBRL } from '@vitrine/domain/money';
import { fillCart, loggedInShopper, ordersOf, placeOrder } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/meus-pedidos, against the real API.

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 }; // R$ 229,90

test('a shopper without orders sees the empty state', async ({ page }) => {
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  await expect(page.getByText('Você ainda não fez nenhum pedido')).toBeVisible();
  await expectAccessible(page);
});

test('an order bought in the test shows in the list with its date, total, method and status', async ({
  page,
}) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);
  const { code } = await placeOrder(page, 'pix');
  const listed = await ordersOf(page);
  expect(listed.items.map((order) => order.code)).toEqual([code]);
  const { items } = (await (
    await page.request.get(storeUrl('localhost', '/_api/orders'))
  ).json()) as { items: { total: number }[] };

  await page.goto(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  const list = page.getByRole('list', { name: 'Seus pedidos' });
  const row = list.getByRole('listitem').filter({ hasText: code });
  await expect(row.getByRole('link', { name: `Pedido ${code}` })).toBeVisible();
  await expect(row).toContainText('Aguardando pagamento');
  await expect(row).toContainText('Pix');
  await expect(row).toContainText(formatBRL(items[0]?.total ?? -1));
  const today = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());
  await expect(row).toContainText(today);
  await expectAccessible(page);

  // The status filter is kept in the URL, and a reload keeps it.
  const filter = page.getByLabel('Situação do pedido');
  await filter.selectOption({ label: 'Pago' });
  await expect(page).toHaveURL(/\?situacao=pago$/);
  await expect(page.getByText('Nenhum pedido nesta situação.')).toBeVisible();
  await page.reload();
  await expect(filter).toHaveValue('pago');
  await expect(page.getByText('Nenhum pedido nesta situação.')).toBeVisible();
  await filter.selectOption({ label: 'Aguardando pagamento' });
  await expect(page).toHaveURL(/\?situacao=aguardando_pagamento$/);
  await expect(row.getByRole('link', { name: `Pedido ${code}` })).toBeVisible();
  await expectAccessible(page);
});
