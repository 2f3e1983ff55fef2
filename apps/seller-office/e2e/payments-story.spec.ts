import type { Page, Request } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import {
  addShopperCart,
  bankPays,
  deliveryAddress,
  logInSeller,
  newShopper,
  shopperOrder,
  shopperPage,
} from './support/shop.ts';

// Real money's story, against the real API and its demo bank (a PSP speaking the Banco
// Central's API Pix over mutual TLS, and a Mercado Pago speaking its REST API and serving its
// tokenising script), the built storefront and the built office, in Casa Ipê, whose pix goes
// through the API Pix adapter and card and boleto through the Mercado Pago adapter: the shopper
// pays by card in 10x (the card tokenised by the gateway's script in the page), by pix and by
// boleto, each order reaching "pago" from the provider; the card number never reaches our
// servers; the seller cancels the card order and the refund reaches "Devolvido".

const PRODUCT = 'bonsai-ficus-microcarpa';
const CARD = '4235647728025682';
const CPF = '390.533.447-05';

/** Every request the page sends to our own servers (storefront and API), with its body. */
function recordOurs(page: Page) {
  const ours: string[] = [];
  const hosts = new Set([
    `ipe.localhost:${process.env.E2E_STORE_PORT}`,
    new URL(process.env.E2E_API_URL ?? 'http://127.0.0.1').host,
  ]);
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (hosts.has(url.host)) ours.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return ours;
}

/** The pay page with the product in the cart, `method` chosen. */
async function toPayPage(shop: Page, method: RegExp) {
  await shop.goto(storeUrl('ipe.localhost', '/finalizar-compra/pagar'));
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await shop.getByRole('radio', { name: method }).check();
}

test('a shopper pays by card in 10x, pix and boleto through the store’s providers; the seller cancels the card order and the money goes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const shopper = await newShopper('ipe.localhost');
  await deliveryAddress(shopper);
  const shop = await shopperPage(browser);
  const ours = recordOurs(shop);
  await shop.goto(storeUrl('ipe.localhost', '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);

  // Card in 10x: the gateway's script tokenises it in the page; the order is paid at once.
  await addShopperCart(shopper, PRODUCT);
  await toPayPage(shop, /^Cartão de crédito/);
  const gatewayScript = shop.locator('script[src$="/js/v2"]');
  await expect(gatewayScript).toHaveCount(1);
  await shop.getByLabel('Número do cartão').fill(CARD);
  await shop.getByLabel('Nome impresso no cartão').fill('COMPRADOR PAINEL');
  await shop.getByLabel('Validade (MM/AA)').fill('1230');
  await shop.getByLabel('CVV').fill('123');
  await shop.getByLabel('CPF do titular').fill(CPF);
  await shop.getByLabel('Parcelas', { exact: true }).selectOption('10');
  await expectAccessible(shop);
  await expectFits(shop, test.info(), 'pagamento pelo Mercado Pago', 360);
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/card\/[A-Z0-9]+$/, { timeout: 30_000 });
  const cardCode = /\/card\/([A-Z0-9]+)$/.exec(shop.url())?.[1] ?? '';
  await expect(shop.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  expect((await shopperOrder(shopper, cardCode)).status).toBe('pago');
  // The number (with or without the mask's spaces) went to the gateway only.
  const spaced = CARD.replace(/(\d{4})(?=\d)/g, '$1 ');
  expect(ours.filter((line) => line.includes(CARD) || line.includes(spaced))).toEqual([]);
  expect(ours.some((line) => line.includes('/orders'))).toBe(true);

  // Pix: the PSP's dynamic charge; the demo bank pays it and its notice marks the order paid.
  await addShopperCart(shopper, PRODUCT);
  await toPayPage(shop, /^Pix/);
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/, { timeout: 30_000 });
  const pixCode = /\/pix\/([A-Z0-9]+)$/.exec(shop.url())?.[1] ?? '';
  await expect(shop.getByLabel('Código pix copia e cola')).toHaveValue(
    /^000201010212.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
  );
  await bankPays(shopper.storeId, pixCode);
  await expect.poll(async () => (await shopperOrder(shopper, pixCode)).status).toBe('pago');

  // Boleto: the CPF the card order left on the profile; Mercado Pago's notice pays it.
  await addShopperCart(shopper, PRODUCT);
  await toPayPage(shop, /^Boleto/);
  await expect(shop.getByLabel('CPF do titular')).toHaveValue(CPF);
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/boleto\/[A-Z0-9]+$/, { timeout: 30_000 });
  const boletoCode = /\/boleto\/([A-Z0-9]+)$/.exec(shop.url())?.[1] ?? '';
  await bankPays(shopper.storeId, boletoCode);
  await expect.poll(async () => (await shopperOrder(shopper, boletoCode)).status).toBe('pago');

  // The seller cancels the card order: Mercado Pago refunds it, and both sides see it.
  await logInSeller(page, SELLERS.ipe, 'ipe.localhost');
  await page.goto(officeUrl('ipe.localhost', `/vendedor/minha-conta/minhas-vendas/${cardCode}`));
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${cardCode}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar venda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar venda' });
  await dialog.getByLabel('Motivo do cancelamento').fill('Produto danificado no estoque.');
  await dialog.getByRole('button', { name: 'Cancelar venda' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Devolvido').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await shop.goto(storeUrl('ipe.localhost', `/minha-conta/meus-pedidos/${cardCode}`));
  await expect(shop.getByText('Devolvido').first()).toBeVisible();
  await expectAccessible(shop);
  await shop.context().close();
});
