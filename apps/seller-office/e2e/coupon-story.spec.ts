import { expectFits } from '@vitrine/playwright-support/fits';
import { readFile } from 'node:fs/promises';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import {
  jeansToDeliver,
  latestEmailTo,
  logInSeller,
  newShopper,
  shopperPage,
} from './support/shop.ts';

// The coupon's story, against the real API and database, the built office and the built
// storefront (global-setup.ts), in Loja Aurora: the seller creates a coupon in "Cupons"
// (pausing and activating it by keyboard), a shopper applies it in the cart and pays by pix,
// and the order's e-mail and the sales CSV show the coupon, their lines adding up to the total.

/** 'R$ 1.234,56' or '-R$ 22,99' → cents. */
const centsOf = (text: string) => {
  const cents = Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  return text.trim().startsWith('-') ? -cents : cents;
};

test('the seller creates a coupon, a shopper buys with it by pix, the e-mail and the CSV add up', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', '/vendedor'));
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Cupons' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cupons' })).toBeVisible();
  await expectAccessible(page);

  // The form: a code in lower case (the API stores it in upper case), 10 %, one use a shopper.
  await page.getByRole('link', { name: 'Novo cupom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo cupom' })).toBeVisible();
  await page.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Tipo de desconto').selectOption('percentage');
  await page.getByLabel('Desconto', { exact: true }).fill('10');
  await page.getByLabel('Limite de usos por cliente').fill('1');
  await expectAccessible(page);
  await expectFits(page, test.info(), 'novo cupom', 360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Salvar cupom' }).click();
  await expect(page).toHaveURL(officeUrl('localhost', '/vendedor/cupons'));
  await expect(page.getByRole('status').filter({ hasText: `Cupom ${code} salvo.` })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card).toContainText('10%');
  await expect(card).toContainText('0 usos');

  // Paused and active again, by keyboard.
  await card.getByRole('button', { name: `Pausar ${code}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Cupom ${code} pausado.` }),
  ).toBeVisible();
  await card.getByRole('button', { name: `Ativar ${code}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Cupom ${code} ativado.` }),
  ).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, test.info(), 'cupons', 360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The shopper: the jeans (R$ 229,90) in the cart, an address; the coupon typed in the cart.
  const shopper = await newShopper('localhost');
  await jeansToDeliver(shopper);
  const shop = await shopperPage(browser);
  await shop.goto(storeUrl('localhost', '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);
  await shop.goto(storeUrl('localhost', '/finalizar-compra/carrinho'));
  await shop.getByLabel('Código do cupom').fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Aplicar' }).click();
  await expect(shop.getByText(`Cupom ${code} aplicado (10%).`)).toBeVisible();
  const cartSummary = shop.getByRole('region', { name: 'Resumo da compra' });
  await expect(cartSummary).toContainText(`Cupom ${code}-R$ 22,99`);
  await expectAccessible(shop);

  // The pay page: the coupon's line in the summary, pix, the order.
  await shop.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await shop.getByRole('radio', { name: /^Pix/ }).check();
  const summary = shop.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(`Cupom ${code}-R$ 22,99`);
  await expectAccessible(shop);
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  // Placing the order waits on the API under load: the page's own wait, not a fixed sleep.
  await expect(shop).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/, { timeout: 30_000 });
  const orderCode = /\/pix\/([A-Z0-9]+)$/.exec(shop.url())?.[1] ?? '';
  await shop.context().close();

  // The e-mail: the coupon's line, and subtotal − coupon − discount + shipping = total.
  const text = await latestEmailTo(shopper, 'order_confirmation');
  expect(text).toContain(`Cupom ${code}: -R$ 22,99`);
  const line = (label: string) => {
    const found = text.split('\n').find((row) => row.startsWith(`${label}: `));
    return found ? centsOf(found.slice(label.length + 2).replace('Grátis', '0')) : 0;
  };
  expect(line('Subtotal')).toBe(22990);
  expect(line(`Cupom ${code}`)).toBe(-2299);
  const total = line('Subtotal') + line(`Cupom ${code}`) + line('Desconto') + line('Frete');
  expect(line('Total')).toBe(total);

  // The sales CSV of that shopper: the coupon's columns, and the lines add up.
  await page.goto(
    officeUrl(
      'localhost',
      `/vendedor/minha-conta/minhas-vendas?q=${encodeURIComponent(shopper.email)}`,
    ),
  );
  await expect(page.getByRole('link', { name: orderCode })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = (await readFile(await download.path())).toString('utf8').slice(1);
  const [header = [], row = []] = csv
    .split('\r\n')
    .filter(Boolean)
    .map((cells) => cells.split(';'));
  const cell = (name: string) => row[header.indexOf(name)] ?? '';
  expect(cell('Código')).toBe(orderCode);
  expect(cell('Cupom')).toBe(code);
  expect(cell('Desconto do cupom')).toBe('22,99');
  expect(centsOf(cell('Total'))).toBe(total);
  expect(
    centsOf(cell('Subtotal')) -
      centsOf(cell('Desconto do cupom')) -
      centsOf(cell('Desconto')) +
      centsOf(cell('Frete')) +
      centsOf(cell('Juros')),
  ).toBe(centsOf(cell('Total')));

  // The coupon now counts the use.
  await page.goto(officeUrl('localhost', '/vendedor/cupons'));
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) }),
  ).toContainText('1 uso');
});
