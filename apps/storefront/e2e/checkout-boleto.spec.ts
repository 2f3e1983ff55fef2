import { boletoLineToBarcode } from '@vitrine/domain/boleto';
import { formatBRL } from '@vitrine/domain/money';
import {
  addAddress,
  fillCart,
  loggedInShopper,
  orderCodeIn,
  quoteOf,
  saveProfileCpf,
} from './support/checkout.ts';
import { decodeItf } from './support/decode.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /finalizar-compra/pagar → /finalizar-compra/boleto/{code}, against the real API.

const SHIRTS = { code: 'AUR-0009', variation: 'AUR-0009-02', qnt: 2 }; // 2 × R$ 184,90

test.use({ viewport: { width: 1366, height: 900 } });

test('pay by boleto: the line in its groups, a barcode that scans to it, due date, amount, one A4 page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: storeUrl('localhost', '/').replace(/\/$/, ''),
  });
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [SHIRTS]);
  await addAddress(page);
  await saveProfileCpf(page, '52998224725');
  const quote = await quoteOf(page);

  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page.getByLabel('CPF do titular')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Boleto bancário/ }).check();
  // A boleto names its payer: the field starts with the profile's CPF; an invalid one is refused
  // at the field before anything is sent.
  const cpf = page.getByLabel('CPF do titular');
  await expect(cpf).toHaveValue('529.982.247-25');
  await cpf.fill('529.982.247-26');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(cpf).toHaveAccessibleDescription(/CPF inválido\./);
  await expect(cpf).toBeFocused();
  await cpf.fill('529.982.247-25');
  // Loja Aurora: R$ 10,00 off by boleto from R$ 100,00 (spec §9).
  await expect(page.getByRole('radio', { name: /^Boleto bancário/ })).toHaveAccessibleName(
    `Boleto bancário ${formatBRL(quote.boleto.total)} · R$ 10,00 de desconto`,
  );
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('Desconto no boleto-R$ 10,00');
  await expect(summary).toContainText(`Total${formatBRL(quote.boleto.total)}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/finalizar-compra\/boleto\/[A-Z0-9]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seu boleto foi gerado' }),
  ).toBeVisible();
  const code = orderCodeIn(page);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(formatBRL(quote.boleto.total), { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The boleto is paid later, elsewhere: its order's page is where the shopper follows it.
  await expect(page.getByRole('link', { name: 'Ver meu pedido' })).toHaveAttribute(
    'href',
    `/minha-conta/meus-pedidos/${code}`,
  );

  // The FEBRABAN groups: AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV.
  const shown = (await page.locator('#boleto-line').textContent()) ?? '';
  expect(shown).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const line = shown.replace(/\D/g, '');
  const barcode = boletoLineToBarcode(line);
  expect(barcode).not.toBeNull();
  // The amount is in the line itself (its last 10 digits, in cents).
  expect(Number(line.slice(-10)) / 100).toBe(quote.boleto.total);

  const picture = page.getByRole('img', { name: `Código de barras do boleto ${shown}` });
  expect(decodeItf(await picture.screenshot())).toBe(barcode);

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Código copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);
  await expectAccessible(page);

  // The print view: the boleto alone (no header, footer or buttons), on one A4 sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir boleto' })).toBeHidden();
  await expect(picture).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  // A4 is 595 × 842 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 841\.\d+\]/);
  await page.emulateMedia({ media: 'screen' });
});
