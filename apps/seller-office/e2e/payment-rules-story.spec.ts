import { expectFits } from '@vitrine/playwright-support/fits';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import { addShopperCart, logInSeller, newShopper, shopperPage } from './support/shop.ts';

// The payment rules' story, against the real API and database, the built office and the built
// storefront (global-setup.ts), in Casa Ipê (the other tests buy in Loja Aurora, whose prices
// they read): the seller changes the interest-free instalments in Configurações → Pagamentos,
// the preview follows as it is typed, and the storefront's product page and pay page follow
// within their cache window; the store's Histórico shows the change, who made it and when.

const PRODUCT = 'bonsai-ficus-microcarpa';

test('the seller changes the interest-free instalments and the product page and the pay page follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInSeller(page, SELLERS.ipe, 'ipe.localhost');
  await page.goto(officeUrl('ipe.localhost', '/vendedor'));
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  await expect(page).toHaveURL(officeUrl('ipe.localhost', '/vendedor/configuracoes/pagamentos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Regras de pagamento' })).toBeVisible();
  await expectAccessible(page);

  // The count before (the demo's 6; another run's may differ) and the one the seller picks.
  const fees = page.getByLabel('Parcelas sem juros');
  const before = Number(await fees.inputValue());
  const after = before === 3 ? 2 : 3;
  const preview = page.getByRole('region', { name: 'Prévia para o comprador' });
  // The example amount, R$ 1.000,00, in n interest-free instalments.
  const ofThousand = (count: number) =>
    `${count}x de R$ ${(1000 / count).toFixed(2).replace('.', ',')} sem juros`;
  await expect(preview).toContainText(ofThousand(before));
  await fees.fill(String(after));
  await expect(preview).toContainText(ofThousand(after));
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regras salvas.' })).toBeVisible();

  // The screen on a phone: nothing wider than the screen, axe still 0.
  await expectFits(page, test.info(), 'regras de pagamento', 360);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The product page's headline follows within the storefront's cache window.
  const shop = await shopperPage(browser);
  const offer = (count: number) => new RegExp(`${count}x de R\\$ [\\d.,]+ sem juros`);
  await expect(async () => {
    await shop.goto(storeUrl('ipe.localhost', `/produto/${PRODUCT}`));
    await expect(shop.getByText(offer(after)).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(shop.getByText(offer(before))).toHaveCount(0);

  // The pay page: the card's line and its instalment options say the same.
  const shopper = await newShopper('ipe.localhost');
  await addShopperCart(shopper, PRODUCT);
  await shop.goto(storeUrl('ipe.localhost', '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);
  await shop.goto(storeUrl('ipe.localhost', '/finalizar-compra/pagar'));
  const card = shop.getByRole('radio', { name: /^Cartão de crédito/ });
  await expect(card).toHaveAccessibleName(offer(after));
  await card.check();
  const options = shop.getByLabel('Parcelas', { exact: true }).locator('option');
  await expect(options.nth(after - 1)).toHaveText(offer(after));
  await expect(options.nth(after)).toHaveText(/com juros/);
  await shop.context().close();

  // The store's Histórico: the change, by whom, in words.
  await page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'Histórico' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico da loja' })).toBeVisible();
  await page.getByLabel('Tipo de alteração').selectOption({ label: 'Regras de pagamento' });
  await expect(page).toHaveURL(/\?tipo=payment_rules$/);
  const latest = page
    .getByRole('list', { name: 'Alterações da loja' })
    .getByRole('listitem')
    .first();
  await expect(latest).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Camila Teixeira · Alterou · Regras de pagamento/,
  );
  await expect(latest.getByRole('row', { name: /Cartão: parcelas sem juros/ })).toHaveText(
    `Cartão: parcelas sem juros${before}${after}`,
  );
  await expectAccessible(page);
  await expectFits(page, test.info(), 'historico da loja', 360);
  await expectAccessible(page);
});
