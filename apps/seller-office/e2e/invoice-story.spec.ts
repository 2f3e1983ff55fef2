import { expectFits } from '@vitrine/playwright-support/fits';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import { KeyboardOnly } from './support/keyboard.ts';
import { deliveryAddress, logInSeller, newShopper, shopperPage } from './support/shop.ts';

// A sale's NF-e from the seller's settings to the shopper's DANFE, on a phone (360 px, axe at 0
// on each screen), against the real API in demo mode — its Focus NFe on this machine, the demo
// bank's (global-setup.ts starts the API as `pnpm start` does) — the built office and the built
// storefront. Casa Ipê's seller saves Notas fiscais with the demo's Focus NFe token and issuing on
// payment, and publishes a product with its NCM; a shopper buys it by pix, paid at the demo bank;
// the office's sale shows the authorised note with its key; the shopper's order shows it too,
// and its DANFE link answers a PDF.

/** The demo's Focus NFe token, published (apps/api/src/seed/fiscal.ts DEMO_FOCUS_NFE_TOKEN). */
const DEMO_FOCUS_NFE_TOKEN = 'vitrine-demo-focus-nfe-token-0000000000';
const HOST = 'ipe.localhost';
const KEY_IN_FOURS = /^\d{4}( \d{4}){10}$/;

test('a paid order’s NF-e: authorised in the office’s sale and shown to the shopper with its DANFE', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logInSeller(page, SELLERS.ipe, HOST);
  await page.setViewportSize({ width: 360, height: 740 });
  const keys = new KeyboardOnly(page);

  // Notas fiscais: the demo's token, notes issued on payment.
  await page.goto(officeUrl(HOST, '/vendedor/configuracoes/notas-fiscais'));
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
  await page.getByLabel('Token da API').fill(DEMO_FOCUS_NFE_TOKEN);
  await page.getByLabel('Emitir notas fiscais das vendas').check();
  await page.getByRole('combobox', { name: 'Quando emitir' }).selectOption('automatic');
  await page.getByRole('button', { name: 'Salvar notas fiscais' }).click();
  await expect(page.getByText('Configurações de notas fiscais salvas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emitente' }).getByRole('status')).toContainText(
    'Tudo pronto para emitir notas fiscais.',
  );
  await expectAccessible(page);

  // A product with its NCM, published.
  const name = `Vaso Fiscal ${Date.now().toString(36).toUpperCase()}`;
  await page.goto(officeUrl(HOST, '/vendedor/catalogo/produtos/novo'));
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Preço de Única', { exact: true }).fill('4990');
  await page.getByLabel('Estoque inicial de Única').fill('5');
  await page.getByLabel('NCM').fill('69149000');
  await expect(page.getByLabel('NCM')).toHaveValue('6914.90.00');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Salvo. Aparece na loja em até 1 minuto.')).toBeVisible({
    timeout: 30_000,
  });
  const slug = await page.getByLabel('Endereço na loja').inputValue();

  // The shopper, on a phone: the product, paid by pix at the demo bank.
  const shopper = await newShopper(HOST);
  await deliveryAddress(shopper);
  const shop = await shopperPage(browser);
  await shop.setViewportSize({ width: 360, height: 740 });
  await shop.goto(storeUrl(HOST, '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);
  await shop.goto(storeUrl(HOST, `/produto/${slug}`));
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await shop.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await shop
    .getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' })
    .getByRole('button', { name: 'Ir para o carrinho' })
    .click();
  await shop.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(shop.getByRole('radio', { name: /Avenida Paulista, 1000/ })).toBeChecked();
  await expect(
    shop.getByRole('radiogroup', { name: 'Forma de entrega' }).getByRole('radio').first(),
  ).toBeChecked();
  await shop.getByRole('radio', { name: /^Pix/ }).check();
  // The NF-e names its buyer: a store issuing notes asks a person for the CPF with pix too.
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  const cpf = shop.getByLabel('CPF', { exact: true });
  await expect(cpf).toHaveAccessibleDescription(
    /Informe o CPF: ele vai na nota fiscal da compra\./,
  );
  await expect(cpf).toBeFocused();
  await cpf.pressSequentially('52998224725');
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  const code = new URL(shop.url()).pathname.split('/').at(-1)!;
  // The demo bank answers the person at the machine running the demo only (the API's
  // localOnly): pressing its button, the shopper is that person.
  await shop.setExtraHTTPHeaders({ 'x-forwarded-for': '127.0.0.1' });
  await shop.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(
    shop.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();

  // The office's sale: the note goes out with the payment and comes back authorised (the
  // panel reads it again while it is on its way).
  await page.goto(officeUrl(HOST, `/vendedor/minha-conta/minhas-vendas/${code}`));
  const note = page.getByRole('region', { name: 'Nota fiscal', exact: true });
  await expect(note.locator('.sales-status')).toHaveText('Nota autorizada', { timeout: 60_000 });
  await expect(note.locator('.sale-invoice__key .sale-facts__code')).toHaveText(KEY_IN_FOURS);
  await expect(note).toContainText(/nº \d+, série 1/);
  await expect(note.getByRole('link', { name: 'Ver DANFE (abre em nova aba)' })).toBeVisible();
  await expect(note.getByRole('link', { name: 'Baixar XML (abre em nova aba)' })).toBeVisible();
  await expect(note.getByRole('listitem').last()).toContainText('Nota autorizada');
  // "Copiar chave" by keyboard: the key's digits on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: officeUrl(HOST).replace(/\/$/, ''),
  });
  await keys.tabTo(note.getByRole('button', { name: 'Copiar chave' }));
  await keys.press('Enter');
  await expect(page.getByText('Chave de acesso copiada.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{44}$/);
  await expectFits(page, test.info(), 'venda-nota-fiscal', 360, ['.office-scroll-x']);
  await expectAccessible(page);

  // The shopper's order: the same note, and its DANFE answers a PDF.
  await shop.setExtraHTTPHeaders({});
  await shop.goto(storeUrl(HOST, `/minha-conta/meus-pedidos/${code}`));
  const shopperNote = shop.getByRole('region', { name: 'Nota fiscal', exact: true });
  await expect(shopperNote).toContainText(/Número \d+, série 1/);
  await expect(shopperNote).toContainText(copied.replace(/(.{4})(?=.)/g, '$1 '));
  const danfe = shopperNote.getByRole('link', { name: 'Ver DANFE (PDF) (abre em nova aba)' });
  const pdf = await shop.request.get((await danfe.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectFits(shop, test.info(), 'pedido-nota-fiscal', 360);
  await expectAccessible(shop);
  await shop.context().close();
});
