import type { Cart } from '@vitrine/contract/cart';
import { boletoLineToBarcode } from '@vitrine/domain/boleto';
import { formatBRL } from '@vitrine/domain/money';
import type { Page } from '@playwright/test';
import { addAddress, freightPriced, orderCodeIn, ordersOf, quoteOf } from './support/checkout.ts';
import { decodeItf } from './support/decode.ts';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// The whole buyer story of spec §2, only through the screens, against the real API and
// database: home → product → a variation → "Adicionar ao carrinho" as a guest → /login with the
// product kept (spec §4) → logged in, the spec §8 success dialog → the cart, one more unit →
// the pay page → the payment screen → paid. Once per payment method. Featured products (the
// home shows them) that no other spec buys, so their stock is what the seed left.

type Story = { name: string; slug: string; color: string; size: string };
const PIX: Story = {
  name: 'Camisa de Linho Manga Longa',
  slug: 'camisa-de-linho-manga-longa',
  color: 'Bege',
  size: 'M',
};
const BOLETO: Story = {
  name: 'Vestido Midi Floral',
  slug: 'vestido-midi-floral',
  color: 'Rosa',
  size: 'M',
};
const CARD: Story = {
  name: 'Tênis Casual de Lona',
  slug: 'tenis-casual-de-lona',
  color: 'Preto',
  size: '41',
};

const price = (value: number) => formatBRL(value).replace('$', '\\$');

/** The cart as the API has it now (through the storefront's proxy, with this page's session). */
const serverCart = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/_api/cart')).json()) as Cart);

/**
 * From the home to the cart page with two units of the story's product: the guest's add goes
 * through /login and comes back as the success dialog.
 */
async function toCartWithTwo(page: Page, story: Story) {
  test.slow(); // a whole purchase with several axe passes, on a shared machine
  await page.goto(storeUrl('localhost'));
  await page.getByRole('link', { name: story.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/produto/${story.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.name })).toBeVisible();

  // The choice lives in the URL (?variacao=CODE).
  await page.getByRole('group', { name: /Cor/ }).getByRole('link', { name: story.color }).click();
  await expect(page.getByRole('group', { name: /Cor/ })).toContainText(`Cor: ${story.color}`);
  const sizes = page.getByRole('group', { name: /Tamanho/ });
  await sizes.getByRole('link', { name: story.size, exact: true }).click();
  await expect(sizes).toContainText(`Tamanho: ${story.size}`);
  const variation = new URL(page.url()).searchParams.get('variacao');
  expect(variation).toBeTruthy();

  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Entre para adicionar ${story.name}`) }),
  ).toBeVisible();
  const pending = await page.evaluate(() => localStorage.getItem('vitrine:pending-product'));
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ qnt: 1, variation });

  await logIn(page, await createCustomer());
  const dialog = page.getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' });
  await expect(dialog).toContainText('O que você deseja fazer agora?');
  await dialog.getByRole('button', { name: 'Ir para o carrinho' }).click();

  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/carrinho'));
  const line = page.getByRole('article', { name: story.name });
  const quantity = line.getByRole('spinbutton', { name: `Quantidade de ${story.name}` });
  await expect(quantity).toHaveValue('1');
  await expect(line).toContainText(story.color);
  const [added] = (await serverCart(page)).items;
  expect(added).toMatchObject({ variation, qnt: 1 });
  expect(added?.stock).toBeGreaterThan(1);

  await line.getByRole('button', { name: `Aumentar a quantidade de ${story.name}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('status').filter({ hasText: 'Atualizando' })).toHaveCount(0);
  const cart = await serverCart(page);
  expect(cart.quantity).toBe(2);
  await expect(page.getByRole('region', { name: 'Resumo da compra' })).toContainText(
    formatBRL(cart.subtotal),
  );
  await expect(
    page.getByRole('navigation', { name: 'Conta e carrinho' }).getByRole('link', {
      name: /^Carrinho/,
    }),
  ).toHaveAccessibleName('Carrinho 2 itens no carrinho');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  return cart;
}

test('the buyer story paid by pix: a new address by its CEP, the demo bank pays, the screen turns paid', async ({
  page,
}) => {
  await toCartWithTwo(page, PIX);

  // No address yet: the new address's form is open; a demo CEP the API knows fills it.
  await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
  await expect(page.getByLabel('Rua ou avenida')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('radio', { name: /Avenida Paulista, 1578/ })).toBeChecked();
  await freightPriced(page);

  await page.getByRole('radio', { name: /^Pix/ }).check();
  const quote = await quoteOf(page);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(PIX.name);
  await expect(summary).toContainText(`Total${formatBRL(quote.pix.total)}`);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com pix para concluir seu pedido' }),
  ).toBeVisible();
  const code = orderCodeIn(page);
  await expect(page.getByText(formatBRL(quote.pix.total), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Código pix copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(
    page.getByRole('img', { name: `QR code do pix de ${formatBRL(quote.pix.total)}` }),
  ).toBeVisible();
  await expectAccessible(page);

  // The demo bank answers only the person at the machine running the demo (the API's
  // localOnly): the storefront forwards the browser's address, and this test's browser stands
  // for a shopper elsewhere (fixtures.ts). Pressing the button, it is the one at the machine.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '127.0.0.1' });
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page);
  const orders = await ordersOf(page);
  expect(orders.total).toBe(1);
});

test('the buyer story paid by boleto: the CEP lookup fails, the address typed by hand, the line and its barcode', async ({
  page,
}) => {
  await toCartWithTwo(page, BOLETO);

  // The e2e CEP service is down (support/cep-service.ts): the spec §8 toast, fields editable.
  await page.getByLabel('CEP', { exact: true }).pressSequentially('30130010');
  await expect(
    page.getByText('Não foi possível buscar os dados do seu CEP, tente novamente.'),
  ).toBeVisible();
  await page.getByLabel('Rua ou avenida').fill('Avenida Afonso Pena');
  await page.getByLabel('Número', { exact: true }).fill('1500');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Belo Horizonte');
  await page.getByLabel('Estado').selectOption({ label: 'Minas Gerais' });
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('radio', { name: /Avenida Afonso Pena, 1500/ })).toBeChecked();
  await freightPriced(page);

  await page.getByRole('radio', { name: /^Boleto bancário/ }).check();
  // A new shopper has no CPF on the profile: the boleto asks for the payer's.
  await page.getByLabel('CPF do titular').pressSequentially('39053344705');
  await expect(page.getByLabel('CPF do titular')).toHaveValue('390.533.447-05');
  const quote = await quoteOf(page);
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(
    `Total${formatBRL(quote.boleto.total)}`,
  );
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/finalizar-compra\/boleto\/[A-Z0-9]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seu boleto foi gerado' }),
  ).toBeVisible();
  await expect(page.getByText(orderCodeIn(page), { exact: true })).toBeVisible();
  await expect(page.getByText(formatBRL(quote.boleto.total), { exact: true })).toBeVisible();
  const shown = (await page.locator('#boleto-line').textContent()) ?? '';
  expect(shown).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const line = shown.replace(/\D/g, '');
  expect(Number(line.slice(-10)) / 100).toBe(quote.boleto.total);
  const picture = page.getByRole('img', { name: `Código de barras do boleto ${shown}` });
  expect(decodeItf(await picture.screenshot())).toBe(boletoLineToBarcode(line));
  await expectAccessible(page);
});

test('the buyer story paid by card in instalments: an address of the shopper’s, approved at once', async ({
  page,
}) => {
  await toCartWithTwo(page, CARD);
  // The shopper already has an address (saved elsewhere before): the page chooses it.
  await addAddress(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Avenida Paulista, 1000/ })).toBeChecked();

  const quote = await quoteOf(page);
  const three = quote.card.installments.find((option) => option.installmentNumber === 3);
  expect(three).toBeDefined();
  const threeLabel = three!.hasInterest
    ? `3x de ${formatBRL(three!.installmentAmount)} com juros (total ${formatBRL(three!.totalAmount)})`
    : `3x de ${formatBRL(three!.installmentAmount)} sem juros`;

  await page.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await page.getByLabel('Nome impresso no cartão').fill('CLIENTE TESTE');
  await page.getByLabel('Validade (MM/AA)').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Parcelas').selectOption({ label: threeLabel });
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(CARD.name);
  await expect(summary).toContainText(`Total${formatBRL(three!.totalAmount)}`);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/finalizar-compra\/card\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByText(orderCodeIn(page), { exact: true })).toBeVisible();
  await expect(page.getByText('Visa final 1111')).toBeVisible();
  await expect(page.getByText(threeLabel)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${price(three!.totalAmount)}$`))).toBeVisible();
  await expectAccessible(page);
});
