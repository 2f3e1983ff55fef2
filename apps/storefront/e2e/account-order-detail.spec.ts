import { formatBRL } from '@vitrine/domain/money';
import { bankPays, fillCart, loggedInShopper, placeOrder } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/meus-pedidos/{code}, against the real API.

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 }; // R$ 229,90

// The demo bank answers this machine's own user only (the API's demo endpoints).
test.use({ remoteShopper: false });

type Order = {
  code: string;
  total: number;
  items: { name: string; variation_name: string; unit_price: number }[];
  payment: { method: 'pix'; payload: string };
};

/** A demo seller of Loja Aurora (README), logged in straight at the API. */
async function sellerToken(storeId: string) {
  const response = await fetch(`${process.env.E2E_API_URL}/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify({
      email: 'paula.mendes@loja-aurora.exemplo.com.br',
      password: 'Vendedor@123',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function sellerMoves(storeId: string, token: string, code: string, body: object) {
  const response = await fetch(`${process.env.E2E_API_URL}/sales/${code}/status`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      'x-store-id': storeId,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

test('an order bought in the test: its detail, the pix again while pending, then the tracking code once shipped', async ({
  page,
  browser,
}) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [JEANS]);
  const { code } = await placeOrder(page, 'pix');
  const order = (await (
    await page.request.get(storeUrl('localhost', `/_api/orders/${code}`))
  ).json()) as Order;
  const item = order.items[0]!;

  await page.goto(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  await page.getByRole('link', { name: `Pedido ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/minha-conta/meus-pedidos/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  const items = page.getByRole('region', { name: 'Itens' });
  await expect(items).toContainText(item.name);
  await expect(items).toContainText(`Opção: ${item.variation_name}`);
  await expect(items).toContainText(`1 × ${formatBRL(item.unit_price)}`);
  await expect(items).toContainText(`Total${formatBRL(order.total)}`);
  await expect(page.getByRole('region', { name: 'Endereço de entrega' })).toContainText(
    /Avenida Paulista, 1000[\s\S]*CEP 01310-100/,
  );
  const payment = page.getByRole('region', { name: 'Pagamento' });
  await expect(payment.getByRole('img', { name: 'QR code do pix' })).toBeVisible();
  await expect(payment.getByLabel('Pix copia e cola')).toHaveValue(order.payment.payload);
  const timeline = page.getByRole('region', { name: 'Andamento do pedido' });
  await expect(timeline).toContainText('Aguardando pagamento');
  await expect(page.getByRole('region', { name: 'Código de rastreio' })).toHaveCount(0);
  await expectAccessible(page);

  // Paid, then shipped by the seller through the API.
  await bankPays(shopper.storeId, code);
  const seller = await sellerToken(shopper.storeId);
  await sellerMoves(shopper.storeId, seller, code, { status: 'em_separacao' });
  await sellerMoves(shopper.storeId, seller, code, {
    status: 'enviado',
    tracking_code: 'qb 123456785br',
  });
  await page.reload();
  // As the carrier prints it, a link to its tracking page.
  await expect(
    page
      .getByRole('region', { name: 'Código de rastreio' })
      .getByRole('link', { name: 'QB123456785BR (rastrear nos Correios, abre em nova aba)' }),
  ).toHaveAttribute(
    'href',
    'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
  );
  await expect(page.getByText('Enviado', { exact: true }).first()).toBeVisible();
  await expect(timeline).toContainText('Pago');
  await expect(timeline).toContainText('Em separação');
  await expect(timeline).toContainText('Enviado');
  await expect(payment.getByRole('img', { name: 'QR code do pix' })).toHaveCount(0);
  await expect(payment).toContainText('Pago com pix.');
  await expectAccessible(page);

  // Another shopper asking for this code gets the page's 404, never the order.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loggedInShopper(otherPage);
  const response = await otherPage.goto(storeUrl('localhost', `/minha-conta/meus-pedidos/${code}`));
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByText(item.name)).toHaveCount(0);
  await other.close();
});
