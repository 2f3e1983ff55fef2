import { expectFits } from '@vitrine/playwright-support/fits';
import {
  addAddress,
  fillCart,
  freightPriced,
  loggedInShopper,
  orderCodeIn,
} from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /finalizar-compra/pagar: buying as a company (the NF-e goes to its CNPJ), on a phone
// (360 px): the fields show only when asked, a contribuinte without its IE is refused on the
// field, and the order keeps the company (as the API answers the order).

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 }; // R$ 229,90

test('a shopper buys as a company, on a phone', async ({ page }) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);
  await addAddress(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await freightPriced(page);
  await page.getByRole('radio', { name: /^Pix/ }).check();

  const company = page.getByRole('group', { name: 'Nota fiscal' });
  await expect(company.getByLabel('CNPJ da empresa')).toHaveCount(0);
  await company.getByLabel('Comprar como empresa (nota fiscal no CNPJ)').check();
  await company.getByLabel('CNPJ da empresa').fill('11222333000181');
  await expect(company.getByLabel('CNPJ da empresa')).toHaveValue('11.222.333/0001-81');
  await company.getByLabel('Razão social').fill('Empresa Compradora Ltda');
  await company
    .getByLabel('Inscrição estadual (ICMS)')
    .selectOption({ label: 'Contribuinte do ICMS (tem inscrição estadual)' });
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  const ie = company.getByLabel('Número da inscrição estadual');
  await expect(ie).toHaveAccessibleDescription(/Informe a inscrição estadual da empresa\./);
  await expect(ie).toBeFocused();
  await expectFits(page, test.info(), 'pay page as a company', 360, ['.office-scroll-x']);
  await expectAccessible(page);

  await ie.fill('110.042.490.114');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  const code = orderCodeIn(page);
  const order = (await (
    await page.request.get(storeUrl('localhost', `/_api/orders/${code}`))
  ).json()) as { customer_company: unknown };
  expect(order.customer_company).toEqual({
    cnpj: '11222333000181',
    legal_name: 'Empresa Compradora Ltda',
    ie_kind: 'contribuinte',
    state_registration: '110042490114',
  });
});
