import { formatBRL } from '@vitrine/domain/money';
import {
  addAddress,
  bankPays,
  fillCart,
  freightPriced,
  loggedInShopper,
  orderCodeIn,
  quoteOf,
} from './support/checkout.ts';
import { decodeQr } from './support/decode.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /finalizar-compra/pagar → /finalizar-compra/pix/{code}, against the real API.

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 }; // R$ 229,90

// The demo bank answers this machine's own user only (the API's demo endpoints).
test.use({ remoteShopper: false });

test('pay by pix: the discount and total are the server’s, the QR code scans, the demo bank confirms', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: storeUrl('localhost', '/').replace(/\/$/, ''),
  });
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);

  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  // No address yet: the new address's form is open, with the shopper's name in it.
  await expect(page.getByLabel('Nome de quem vai receber')).toHaveValue('Cliente Teste');
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  await expect(page.getByLabel('Rua ou avenida')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('radio', { name: /Avenida Paulista, 1578/ })).toBeChecked();
  await freightPriced(page);
  // The server's quote to that address (its cheapest freight), as the page prices it.
  const quote = await quoteOf(page);

  await page.getByRole('radio', { name: /^Pix/ }).check();
  const pixOption = page.getByRole('radio', { name: /^Pix/ });
  await expect(pixOption).toHaveAccessibleName(
    new RegExp(`${formatBRL(quote.pix.total).replace('$', '\\$')} · 5% de desconto`),
  );
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(
    `Desconto no pix-${formatBRL(quote.subtotal - quote.pix.price)}`,
  );
  await expect(summary).toContainText(`Total${formatBRL(quote.pix.total)}`);
  await expect(page.getByText('Depois de finalizar, você verá o QR code')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com pix para concluir seu pedido' }),
  ).toBeVisible();
  const code = orderCodeIn(page);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(formatBRL(quote.pix.total), { exact: true })).toBeVisible();
  // The header's cart is empty again: the order took it.
  await expect(page.getByRole('link', { name: /1 item no carrinho/ })).toHaveCount(0);

  // The QR code read from the pixels the browser drew is the copy-and-paste code.
  const payload = await page.getByLabel('Código pix copia e cola').inputValue();
  expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  const qr = page.getByRole('img', { name: `QR code do pix de ${formatBRL(quote.pix.total)}` });
  expect(await qr.locator('svg').count()).toBe(1);
  expect(decodeQr(await qr.screenshot())).toBe(payload);

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Código copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
  await expect(page.getByRole('timer')).toHaveText(/^(2\d|30):[0-5]\d$/);
  await expect(page.getByText(/^Pague até \d{2}:\d{2}\.$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  const paid = page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectAccessible(page);
  // The paid order's own page (its status, later its tracking code) is one click away.
  await page.getByRole('link', { name: 'Ver meu pedido' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', `/minha-conta/meus-pedidos/${code}`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
});

test('the pix screen follows the order by itself: the bank pays elsewhere, the page turns paid', async ({
  page,
}) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);
  await addAddress(page);

  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Aguardando a confirmação' }),
  ).toBeVisible();

  // No click on this page: the bank's notice reaches the API, the page's polling sees it.
  await bankPays(shopper.storeId, orderCodeIn(page));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();

  // Opened again later, the paid order shows paid at once, without a QR code to pay.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expectAccessible(page);
});
