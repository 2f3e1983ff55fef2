import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import {
  aSaleOf,
  applyCoupon,
  bankPays,
  buysWithPix,
  couponOfItsOwn,
  jeansToDeliver,
  logInSeller,
  manyPixOrders,
  moveSaleBehindTheBack,
  newShopper,
  sellerToken,
  shopperOrder,
} from './support/shop.ts';

// spec §2 /vendedor/minha-conta/minhas-vendas[/{code}] against the real API and database.

const LIST = '/vendedor/minha-conta/minhas-vendas';

/**
 * A sale of its own: a shopper buys with pix through the API (with `coupon` on the cart, when
 * given) and the bank confirms it.
 */
async function paidSale(coupon?: string) {
  const shopper = await newShopper();
  const order = await buysWithPix(shopper, coupon);
  await bankPays(shopper.storeId, order.code);
  return { shopper, code: order.code };
}

const table = (page: Page) => page.getByRole('table', { name: /Vendas da loja/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const cellsOf = (row: Locator) => row.locator('th, td').allInnerTexts();
const statusBox = (page: Page) => page.getByRole('group', { name: 'Situação' });

test('the seller finds a new pix sale with the filters and ships it; the shopper sees the tracking code', async ({
  page,
}) => {
  const { shopper, code } = await paidSale();
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', LIST));
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas vendas' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Situação').selectOption('pago');
  await page.getByLabel('Forma de pagamento').selectOption('pix');
  await page.getByLabel('Buscar').fill(code);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(
    officeUrl('localhost', `${LIST}?status=pago&payment_method=pix&q=${code}`),
  );
  await expect(bodyRows(page)).toHaveCount(1);
  const cells = await cellsOf(bodyRows(page).first());
  expect(cells[0]).toBe(code);
  expect(cells[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(cells[2]).toBe('Comprador Painel');
  expect(cells[3]).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  expect(cells.slice(4)).toEqual(['Pix', 'Pago', 'A separar']);
  await expect(page.getByRole('status')).toHaveText('1 venda');

  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${code}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comprador' })).toContainText(shopper.email);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Marcar como em separação' }).click();
  await expect(statusBox(page)).toContainText('Em separação');
  await expect(statusBox(page)).toBeFocused();

  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como enviado' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Código de rastreio').fill('qb 123456785br');
  await dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusBox(page)).toContainText('Enviado');
  await expect(statusBox(page)).toContainText('QB123456785BR');
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(
    'Enviado por Correios. Código de rastreio: QB123456785BR.',
  );
  await expect(page.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

  const order = await shopperOrder(shopper, code);
  expect(order).toMatchObject({ status: 'enviado', tracking_code: 'QB123456785BR' });

  // Back to the list as it was left: its filters, now matching nothing (the sale moved on).
  await page.getByRole('link', { name: 'Voltar para minhas vendas' }).click();
  await expect(page).toHaveURL(
    officeUrl('localhost', `${LIST}?status=pago&payment_method=pix&q=${code}`),
  );
  await expect(page.getByLabel('Buscar')).toHaveValue(code);
  await expect(
    page.getByRole('heading', { name: 'Nenhuma venda encontrada com esses filtros' }),
  ).toBeVisible();
});

test('filters live in the URL: a shared address reproduces the view, back and forward move through it', async ({
  page,
}) => {
  const shopper = await newShopper();
  await manyPixOrders(shopper, 21);
  await logInSeller(page, SELLERS.aurora);
  const view = `${LIST}?q=${encodeURIComponent(shopper.email)}&sort=menor_valor`;
  await page.goto(officeUrl('localhost', view));
  await expect(page.getByLabel('Buscar')).toHaveValue(shopper.email);
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByText('Página 1 de 2 · 21 vendas')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);
  const totals = await bodyRows(page).locator('td:nth-child(4)').allInnerTexts();
  const amounts = totals.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(new Set(amounts).size).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2 · 21 vendas')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(officeUrl('localhost', view));
  await expect(page.getByText('Página 1 de 2 · 21 vendas')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Página 2 de 2 · 21 vendas')).toBeVisible();

  // Another sort from its header: back on page 1, highest first.
  await page.getByRole('button', { name: /Total/ }).click();
  await expect(page).toHaveURL(/sort=maior_valor/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

/** A `;` CSV with quoted fields (RFC 4180 quoting), CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('"Exportar CSV" downloads the filtered sales as Excel in pt-BR reads them', async ({
  page,
}) => {
  const shopper = await newShopper();
  await manyPixOrders(shopper, 21);
  await logInSeller(page, SELLERS.aurora);
  await page.goto(
    officeUrl(
      'localhost',
      `${LIST}?status=pago&payment_method=pix&q=${encodeURIComponent(shopper.email)}&sort=maior_valor`,
    ),
  );
  await expect(page.getByText('Página 1 de 2 · 21 vendas')).toBeVisible();
  const shown = await Promise.all((await bodyRows(page).all()).map(cellsOf));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendas-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
  // The columns the file always had first, then what shipping and reconciling need; one row
  // per item line (each of these sales has one).
  expect(header).toEqual([
    'Código',
    'Data',
    'Comprador',
    'E-mail',
    'Total',
    'Forma de pagamento',
    'Pagamento',
    'Entrega',
    'Parcelas',
    'Subtotal',
    'Frete',
    'Forma de entrega',
    'Prazo de entrega',
    'Desconto',
    'Juros',
    'Cupom',
    'Desconto do cupom',
    'Pago em',
    'Enviado em',
    'Código de rastreio',
    'Transportadora',
    'Destinatário',
    'CPF',
    'Telefone',
    'CEP',
    'Endereço',
    'Número',
    'Complemento',
    'Bairro',
    'Cidade',
    'UF',
    'Chave NF-e',
    'Item',
    'SKU',
    'Produto',
    'Variação',
    'Quantidade',
    'Preço unitário',
    'Total do item',
  ]);
  expect(rows).toHaveLength(21);
  // The first page on screen is the file's first rows, in the same order, with the same values.
  expect(
    rows.slice(0, shown.length).map((r) => [r[0], r[1], r[2], `R$ ${r[4]}`, r[5], r[6], r[7]]),
  ).toEqual(
    shown.map((cells) => [...cells.slice(0, 3), cells[3]!.replaceAll('.', ''), ...cells.slice(4)]),
  );
  for (const row of rows) {
    expect(row[4]).toMatch(/^\d+,\d{2}$/);
    expect(row[3]).toBe(shopper.email);
    expect(row.slice(5, 8)).toEqual(['Pix', 'Pago', 'A separar']);
    expect(row[header!.indexOf('Item')]).toBe('1');
    expect(row[header!.indexOf('Quantidade')]).toMatch(/^[123]$/);
  }
});

test('a move someone else already made: a clear message and the sale as it is now', async ({
  page,
}) => {
  const { code } = await paidSale();
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', `${LIST}/${code}`));
  await expect(page.getByRole('button', { name: 'Marcar como em separação' })).toBeVisible();

  const otherSeller = await sellerToken(SELLERS.aurora2);
  await moveSaleBehindTheBack(otherSeller, code, { status: 'cancelado', reason: 'Sem estoque' });

  await page.getByRole('button', { name: 'Marcar como em separação' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Esta ação não é mais possível' });
  await expect(alert).toContainText('Não é possível passar o pedido de "Cancelado"');
  await expect(statusBox(page)).toContainText('Cancelado');
  await expect(page.getByRole('button', { name: 'Marcar como em separação' })).toHaveCount(0);
  await expect(page.getByText('Nenhuma ação disponível para esta venda.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(
    'Motivo: Sem estoque',
  );
});

test('cancelling asks for a reason and whether the coupon goes back; the sale shows it, and nothing more can be done', async ({
  page,
}) => {
  const coupon = await couponOfItsOwn(await sellerToken(SELLERS.aurora));
  const { shopper, code } = await paidSale(coupon);
  // Once per shopper: used by this paid sale.
  await jeansToDeliver(shopper);
  expect(await applyCoupon(shopper, coupon)).toEqual({
    status: 409,
    code: 'coupon_already_used',
  });
  await logInSeller(page, SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(officeUrl('localhost', `${LIST}/${code}`));
  await page.getByRole('button', { name: 'Cancelar venda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar venda' });
  await dialog.getByRole('button', { name: 'Cancelar venda' }).click();
  await expect(dialog.getByText('Descreva o motivo com pelo menos 3 caracteres.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Motivo do cancelamento').fill('Cliente pediu por telefone');
  // The paid sale was placed with a coupon: the dialog asks whether its use goes back.
  const giveBack = dialog.getByRole('checkbox', {
    name: `Devolver o uso do cupom ${coupon} ao cliente`,
  });
  await expect(giveBack).toBeChecked();
  await giveBack.uncheck();
  await giveBack.check();
  await expectAccessible(page);
  // Behind the dialog, the sale's items scroll sideways in their box, as meant (sales.css).
  await expectFits(page, test.info(), 'cancelar venda com cupom', 360, [
    '.sales-table__scroll:has(> .sale-items)',
  ]);
  await dialog.getByRole('button', { name: 'Cancelar venda' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusBox(page)).toContainText('Cancelado');
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(
    'Motivo: Cliente pediu por telefone',
  );
  expect((await shopperOrder(shopper, code)).status).toBe('cancelado');
  // The use went back: the shopper can put the coupon on the cart again.
  expect(await applyCoupon(shopper, coupon)).toEqual({ status: 200 });
});

test('a sale of another store is "Page Not Found" on Loja Aurora', async ({ page }) => {
  const ipeCode = await aSaleOf(await sellerToken(SELLERS.ipe, 'ipe.localhost'));
  await logInSeller(page, SELLERS.aurora);
  const response = await page.goto(officeUrl('localhost', `${LIST}/${ipeCode}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(ipeCode)).toBeVisible();
  await expectAccessible(page);
});

test('no sale matches: says so, accessibly, and "Limpar filtros" brings the list back', async ({
  page,
}) => {
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', `${LIST}?q=ninguem-compra-assim`));
  await expect(
    page.getByRole('heading', { name: 'Nenhuma venda encontrada com esses filtros' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Limpar filtros' }).last().click();
  await expect(page).toHaveURL(officeUrl('localhost', LIST));
  await expect(table(page)).toBeVisible();
  await expect(page.getByLabel('Buscar')).toHaveValue('');
});

test('the table works by keyboard: Tab reaches a sale’s code, Enter opens it', async ({ page }) => {
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', LIST));
  const firstCode = bodyRows(page).first().getByRole('link');
  const code = await firstCode.innerText();
  await page.locator('body').focus();
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await firstCode.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(firstCode).toBeFocused();
  expect(await firstCode.evaluate((link) => link.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${code}` })).toBeVisible();
});
