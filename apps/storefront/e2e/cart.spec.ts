import type { Cart } from '@vitrine/contract/cart';
import { formatBRL } from '@vitrine/domain/money';
import type { Page } from '@playwright/test';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// spec §2 /finalizar-compra/carrinho against the real API and database. Products no other spec
// buys, so their stock is what the seed left.
const STRIPED = { name: 'Camiseta Listrada Marinheira', slug: 'camiseta-listrada-marinheira' };
const TANK = { name: 'Regata Canelada', slug: 'regata-canelada' };
const BLANKET = { name: 'Manta de Tricô', slug: 'manta-de-trico' };

async function logInAt(page: Page) {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  return customer;
}

async function addFromProductPage(page: Page, slug: string) {
  await page.goto(storeUrl('localhost', `/produto/${slug}`));
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' });
  await dialog.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(dialog).toBeHidden();
}

/** The cart as the API has it now (through the storefront's proxy, with this page's session). */
const serverCart = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/_api/cart')).json()) as Cart);

const cartLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Conta e carrinho' })
    .getByRole('link', { name: /^Carrinho/ });

test('two products added from their pages: change a quantity, remove with undo, remove for good; the badge follows', async ({
  page,
}) => {
  // The whole story with five axe passes: about 25 s alone, more on a shared machine.
  test.slow();
  await logInAt(page);
  await addFromProductPage(page, STRIPED.slug);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho 1 item no carrinho');
  await addFromProductPage(page, TANK.slug);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho 2 itens no carrinho');

  await cartLink(page).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/carrinho'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meu carrinho (2 itens)');
  const striped = page.getByRole('article', { name: STRIPED.name });
  const tank = page.getByRole('article', { name: TANK.name });
  await expect(striped.getByRole('spinbutton')).toHaveValue('1');
  await expect(tank.getByRole('spinbutton')).toHaveValue('1');
  await expect(striped).toContainText(/Variação: .+/);
  await expect(page.getByRole('link', { name: 'Continuar para o pagamento' })).toHaveAttribute(
    'href',
    '/finalizar-compra/pagar',
  );
  await expectAccessible(page);

  // Bounded by the stock: asking for 99 gives what there is, and "+" then does nothing.
  const stock = (await serverCart(page)).items.find((item) => item.name === STRIPED.name)?.stock;
  expect(stock).toBeGreaterThan(1);
  const quantity = striped.getByRole('spinbutton', { name: `Quantidade de ${STRIPED.name}` });
  await quantity.fill('99');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(stock));
  // Not silently: the line says why 99 became the stock.
  await expect(striped.getByRole('status')).toHaveText(`Só temos ${stock} unidades deste item.`);
  const more = striped.getByRole('button', { name: `Aumentar a quantidade de ${STRIPED.name}` });
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for an aria-disabled control to be enabled: the click is forced.
  await more.click({ force: true });
  await expect(quantity).toHaveValue(String(stock));
  await striped.getByRole('button', { name: `Diminuir a quantidade de ${STRIPED.name}` }).click();
  await expect(quantity).toHaveValue(String(stock! - 1));
  await expect(cartLink(page)).toHaveAccessibleName(`Carrinho ${stock!} itens no carrinho`);
  await expect(page.getByRole('status').filter({ hasText: 'Atualizando' })).toHaveCount(0);
  const afterChange = await serverCart(page);
  expect(afterChange.quantity).toBe(stock);
  await expect(page.getByRole('region', { name: 'Resumo da compra' })).toContainText(
    formatBRL(afterChange.subtotal),
  );
  // Loja Aurora ships free from R$ 299,00 in products: the summary says how far the cart is.
  const freeFrom = 299;
  await expect(page.getByRole('region', { name: 'Resumo da compra' })).toContainText(
    afterChange.subtotal >= freeFrom
      ? 'Seu pedido tem frete grátis.'
      : `Faltam ${formatBRL(Math.round((freeFrom - afterChange.subtotal) * 100) / 100)} em produtos para o frete grátis.`,
  );

  // Removed, then put back where it was, with its quantity.
  await tank.getByRole('button', { name: `Remover ${TANK.name} do carrinho` }).click();
  await expect(tank).toHaveCount(0);
  const toast = page
    .getByRole('listitem')
    .filter({ hasText: `Você removeu ${TANK.name} do carrinho.` });
  await expect(toast).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(`Carrinho ${stock! - 1} itens no carrinho`);
  await expectAccessible(page);
  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(tank).toBeVisible();
  // Focus is back on the page's heading, where removing the line had put it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(tank.getByRole('spinbutton')).toHaveValue('1');
  await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(TANK.name);
  await expect(cartLink(page)).toHaveAccessibleName(`Carrinho ${stock!} itens no carrinho`);
  expect((await serverCart(page)).quantity).toBe(stock);

  // Removed for good: the empty cart, the badge gone, and the way back to the catalog.
  await tank.getByRole('button', { name: `Remover ${TANK.name} do carrinho` }).click();
  await striped.getByRole('button', { name: `Remover ${STRIPED.name} do carrinho` }).click();
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');
  expect((await serverCart(page)).items).toEqual([]);
  await expectAccessible(page);
  // A customer's own page: never kept by a shared cache (the customer-area layout's headers).
  const reloaded = await page.reload();
  expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ver produtos da loja' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
});

/** Another shopper buys every unit left of a variation, through the API (pix, unpaid: held). */
async function buyEverything(variation: { code: string; variation: string; stock: number }) {
  const api = process.env.E2E_API_URL;
  const other = await createCustomer();
  const headers = {
    'content-type': 'application/json',
    'x-store-id': other.storeId,
    // A shopper elsewhere: the API's login limit counts per address (auth/rate-limits.ts).
    'x-forwarded-for': `10.254.${process.pid & 255}.${Math.floor(Math.random() * 250)}`,
  };
  const call = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const session = await call('/customers/login', { email: other.email, password: other.password });
  const bearer = { authorization: `Bearer ${String(session.access_token)}` };
  await call(
    '/cart',
    {
      qnt: variation.stock,
      code: variation.code,
      variation: variation.variation,
      store_id: other.storeId,
    },
    bearer,
  );
  const address = await call(
    '/auth_customers/address',
    {
      recipient: 'Outra Cliente',
      zip_code: '01001-000',
      street: 'Praça da Sé',
      number: '1',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    },
    bearer,
  );
  await call(
    '/orders',
    { address_id: address.id, payment_method: 'pix' },
    { ...bearer, 'idempotency-key': crypto.randomUUID() },
  );
}

test('a line whose stock ran out meanwhile says so, keeps the server’s quantity and holds the payment', async ({
  page,
}) => {
  await logInAt(page);
  await addFromProductPage(page, BLANKET.slug);
  await cartLink(page).click();
  const blanket = page.getByRole('article', { name: BLANKET.name });
  await expect(blanket.getByRole('spinbutton')).toHaveValue('1');
  const [line] = (await serverCart(page)).items;
  expect(line?.stock).toBeGreaterThan(1);

  await buyEverything({ code: line!.code, variation: line!.variation, stock: line!.stock! });
  await blanket.getByRole('button', { name: `Aumentar a quantidade de ${BLANKET.name}` }).click();

  await expect(blanket.getByRole('alert')).toHaveText(
    'Não foi possível mudar a quantidade. Produto sem estoque.',
  );
  await expect(blanket).toContainText('Produto sem estoque. Remova-o para continuar.');
  await expect(blanket.getByRole('spinbutton')).toHaveCount(0);
  await expect(blanket).toContainText('Quantidade: 1');
  const pay = page.getByRole('link', { name: 'Continuar para o pagamento' });
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  await expect(pay).toHaveAccessibleDescription('Ajuste os itens indicados acima para continuar.');
  await expectAccessible(page);
  await pay.click({ force: true });
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/carrinho'));

  await blanket.getByRole('button', { name: `Remover ${BLANKET.name} do carrinho` }).click();
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});

test('a logged-out visitor is sent to log in and comes back to the cart', async ({ page }) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/finalizar-compra/carrinho'));
  await expect(page).toHaveURL(
    storeUrl('localhost', '/login?voltar=%2Ffinalizar-compra%2Fcarrinho'),
  );
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/carrinho'));
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});
