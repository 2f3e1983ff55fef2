import type { Locator } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import { bankPays, jeansToDeliver, logInSeller, newShopper, shopperPage } from './support/shop.ts';

// Freight by CEP, from the shopper's first look to the parcel's link, against the real API
// (its loopback Melhor Envio), the built storefront and the built office, in Loja Aurora:
// "Calcular frete" on a product page gives São Paulo and Acre other prices and deadlines; at
// checkout the shopper picks SEDEX and pays by pix; the seller sees SEDEX on the sale and ships
// it by the Correios with a tracking code; the shopper's order links that code to the Correios.

/** 'R$ 1.234,56' in a text → cents. */
const centsIn = async (locator: Locator) => {
  const text = (await locator.textContent()) ?? '';
  const money = /R\$\s?([\d.]+,\d{2})/.exec(text)?.[1] ?? '';
  return Math.round(Number(money.replace(/\./g, '').replace(',', '.')) * 100);
};

/** '… chega em até 9 dias úteis' in a text → 9. */
const daysIn = async (locator: Locator) =>
  Number(/chega em até (\d+) dias? úte/.exec((await locator.textContent()) ?? '')?.[1]);

test('a shopper quotes two regions, picks SEDEX at checkout and pays; the seller ships it; the order links to the Correios', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const shopper = await newShopper('localhost');
  const shop = await shopperPage(browser);

  // The product page: the carriers' PAC costs more and takes longer to Acre than in São Paulo.
  await shop.goto(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  const cep = shop.getByRole('textbox', { name: 'Calcular frete' });
  const options = shop.getByRole('list', { name: 'Opções de frete' });
  const pac = options.getByRole('listitem').filter({ hasText: 'PAC · Correios' });
  await cep.fill('01310100');
  await shop.getByRole('button', { name: 'Calcular' }).click();
  await expect(pac).toContainText('chega em até');
  const nearPrice = await centsIn(pac);
  const nearDays = await daysIn(pac);
  await cep.fill('69900000');
  await cep.press('Enter');
  await expect.poll(() => centsIn(pac)).toBeGreaterThan(nearPrice);
  expect(await daysIn(pac)).toBeGreaterThan(nearDays);
  await expectAccessible(shop);

  // Checkout: the jeans to Avenida Paulista; SEDEX chosen, the summary follows the server.
  await jeansToDeliver(shopper);
  await shop.goto(storeUrl('localhost', '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);
  await shop.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  const freight = shop.getByRole('radiogroup', { name: 'Forma de entrega' });
  const sedex = freight.getByRole('radio', { name: /^SEDEX/ });
  await sedex.check();
  await expect(sedex).toBeChecked();
  const sedexLabel = freight.locator('label').filter({ hasText: 'SEDEX' });
  const sedexCents = await centsIn(sedexLabel);
  const sedexDays = await daysIn(sedexLabel);
  expect(sedexCents).toBeGreaterThan(0);
  const summary = shop.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.locator('.summary__line').filter({ hasText: 'Frete' })).toContainText(
    `R$ ${(sedexCents / 100).toFixed(2).replace('.', ',')}`,
  );
  await shop.getByRole('radio', { name: /^Pix/ }).check();
  await expectAccessible(shop);
  await expectFits(shop, test.info(), 'pagamento com frete', 360);
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/, { timeout: 30_000 });
  const code = /\/pix\/([A-Z0-9]+)$/.exec(shop.url())?.[1] ?? '';
  await bankPays(shopper.storeId, code);

  // The seller: the sale names the service and its estimate; shipped by the Correios.
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', `/vendedor/minha-conta/minhas-vendas/${code}`));
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${code}` })).toBeVisible();
  await expect(
    page.getByText(`Entrega: SEDEX (Correios), até ${sedexDays} dias úteis`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como em separação' }).click();
  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como enviado' });
  await expect(dialog.getByLabel('Transportadora')).toHaveValue('correios');
  await dialog.getByLabel('Código de rastreio').fill('QB123456785BR');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(
    'Enviado por Correios. Código de rastreio: QB123456785BR.',
  );

  // The shopper's order: the freight as chosen, and the code linked to the Correios' page.
  await shop.goto(storeUrl('localhost', `/minha-conta/meus-pedidos/${code}`));
  await expect(
    shop.getByText(`Entrega: SEDEX (Correios), até ${sedexDays} dias úteis`),
  ).toBeVisible();
  await expect(shop.getByText('Enviado por Correios', { exact: true })).toBeVisible();
  const link = shop.getByRole('link', { name: /^QB123456785BR/ });
  await expect(link).toHaveAttribute('href', /rastreamento\.correios\.com\.br.*QB123456785BR/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expectAccessible(shop);
  await shop.context().close();
});
