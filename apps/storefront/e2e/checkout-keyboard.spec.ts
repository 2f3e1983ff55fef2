import type { Locator, Page } from '@playwright/test';
import { formatBRL } from '@vitrine/domain/money';
import { addAddress, fillCart, loggedInShopper, quoteOf } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// One purchase with the card using only the keyboard: Tab to move, arrows in the radio groups
// and the instalment select, typing in the fields, Enter to buy. No click, no fill.

/** Presses Tab until `target` has the focus; fails if it is not reachable that way. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a purchase with the card, by keyboard only', async ({ page }) => {
  const shopper = await loggedInShopper(page);
  // R$ 249,90: free shipping from R$ 299,00 does not apply; 3x interest-free.
  await fillCart(page, shopper.storeId, [{ code: 'AUR-0032', variation: 'AUR-0032-01', qnt: 1 }]);
  await addAddress(page);
  // Goods plus the cheapest freight to that address, in 3 instalments.
  const three = (await quoteOf(page)).card.installments.find((o) => o.installmentNumber === 3)!;
  expect(three.hasInterest).toBe(false);
  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();

  // The skip link first, then on to the page's own controls.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');

  const address = page.getByRole('radio', { name: /Avenida Paulista, 1000/ });
  await tabTo(page, address);
  await expect(address).toBeChecked();

  // Arrows move within the methods: pix, then back to the card.
  const cardMethod = page.getByRole('radio', { name: /^Cartão de crédito/ });
  await tabTo(page, cardMethod);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(cardMethod).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Número do cartão')).toBeFocused();
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CLIENTE TESTE');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0931');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  const installments = page.getByLabel('Parcelas');
  await expect(installments).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(installments).toHaveValue('3');

  await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('09/31');
  const submit = page.getByRole('button', { name: 'Finalizar compra' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByText('Visa final 1111')).toBeVisible();
  await expect(
    page.getByText(`3x de ${formatBRL(three.installmentAmount)} sem juros`),
  ).toBeVisible();
  await expectAccessible(page);
  // And on from there, still by keyboard.
  await tabTo(page, page.getByRole('link', { name: 'Continuar comprando' }));
});
