import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import {
  confirmationPath,
  demoBankPixApi,
  officeAt,
  platformUrl,
  shopAt,
} from './support/new-store.ts';
import { deliveryAddress, newShopper, shopperPage } from './support/shop.ts';

// A new seller's whole way, on a phone (360 px, axe at 0 on every screen), against the real
// API, the built storefront and the built office (global-setup.ts): "Crie sua loja" on the
// platform's host, the e-mail confirmed from the outbox, the home's checklist followed step by
// step (a product with a photo, the store's pix key and the demo bank's API Pix tested, a
// freight table, the legal data, the content pages reviewed), the store opened; then a shopper
// on {slug}.vitrine.localhost buys by pix, paid at the demo bank, and the seller sees the sale.

const PASSWORD = 'Senha@123';

/** Nothing wider than the phone (but the wide tables' own scrollers), and axe at 0. */
async function checkScreen(page: Page, label: string) {
  await expectFits(page, test.info(), label, 360, ['.office-scroll-x']);
  await expectAccessible(page);
}

/** A JPEG the browser's own encoder writes: the product's photo. */
async function photo(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#9a3412';
    context.fillRect(0, 0, 600, 600);
    const blob = await new Promise<Blob>((done) =>
      canvas.toBlob((made) => done(made!), 'image/jpeg'),
    );
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer()))
      binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name: 'caneca.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

test('a new seller opens a store by the checklist and sees a shopper’s pix sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const email = `dona-${tag}@exemplo.com.br`;
  const slug = `atelie-${tag}`;
  const host = `${slug}.vitrine.localhost`;
  const office = (path: string) => officeAt(host, path);
  const product = `Caneca de barro ${tag}`;

  // "Crie sua loja" on the platform's host.
  await page.goto(platformUrl('/crie-sua-loja'));
  await page.getByLabel('Seu nome completo').fill('Ana Beatriz Souza');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('CPF ou CNPJ').fill('39053344705');
  await page.getByLabel('Telefone com DDD').fill('11912345678');
  await page.getByLabel('Nome da loja').fill(`Ateliê ${tag}`);
  await expect(page.getByLabel('Endereço da loja', { exact: true })).toHaveValue(slug);
  await expect(page.getByRole('status').filter({ hasText: 'Endereço disponível.' })).toBeVisible();
  await page.getByLabel(/Li e aceito os Termos de uso/).check();
  await page.getByLabel(/Li o Aviso de privacidade/).check();
  await checkScreen(page, 'crie sua loja');
  await page.getByRole('button', { name: 'Criar minha loja' }).click();
  await expect(page).toHaveURL(office('/vendedor/loja-criada'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua loja foi criada');
  await checkScreen(page, 'loja criada');

  // The e-mail, confirmed from the outbox's link.
  await page.goto(office(await confirmationPath(email, host)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmado');
  await checkScreen(page, 'e-mail confirmado');

  // The checklist on the home: each step's link, then back home.
  const checklist = page.getByRole('region', { name: 'Prepare sua loja para abrir' });
  const followStep = async (label: string, link: string) => {
    await page.goto(office('/vendedor'));
    const step = checklist.getByRole('listitem').filter({ hasText: label });
    await expect(step).toContainText('A fazer');
    await step.getByRole('link', { name: link }).click();
  };
  const stepDone = async (label: string) => {
    await page.goto(office('/vendedor'));
    await expect(checklist.getByRole('listitem').filter({ hasText: label })).toContainText('Feito');
  };
  await page.goto(office('/vendedor'));
  await expect(checklist.getByText('1 de 6 passos obrigatórios feitos')).toBeVisible();
  await checkScreen(page, 'checklist');

  // A product with a photo.
  await followStep('Um produto ativo, com foto', 'Cadastrar um produto');
  await page.getByLabel('Nome', { exact: true }).fill(product);
  await page.getByLabel('Preço de Única', { exact: true }).fill('89,90');
  await page.getByLabel('Peso de Única em gramas').fill('400');
  await page.getByLabel('SKU de Única').fill(`CAN-${tag}`);
  await page.getByLabel('Estoque inicial de Única').fill('5');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher arquivos' }).click();
  await (await chooser).setFiles(await photo(page));
  await expect(page.getByRole('listitem', { name: 'Imagem 1 de 1' })).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(page, 'novo produto');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible({
    timeout: 30_000,
  });
  const productSlug = await page.getByLabel('Endereço na loja').inputValue();
  await stepDone('Um produto ativo, com foto');

  // The store's pix key, then the demo bank's API Pix: typed, tested, chosen for pix.
  await followStep('Uma conta de recebimento testada', 'Configurar e testar o recebimento');
  const keyType = page.getByRole('combobox', { name: 'Tipo da chave' });
  const pixKey = page.getByLabel('Chave Pix', { exact: true });
  // A CPF whose check digits fail is refused on its field, before anything is sent.
  await keyType.selectOption('cpf');
  await pixKey.fill('390.533.447-06');
  await page.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(pixKey).toHaveAttribute('aria-invalid', 'true');
  await expect(pixKey).toHaveAccessibleDescription(/CPF inválido: confira os 11 números\./);
  await checkScreen(page, 'chave pix recusada');
  await keyType.selectOption('email');
  await pixKey.fill(`pix-${tag}@exemplo.com.br`);
  await page.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(page.getByText('Chave Pix salva.')).toBeVisible();
  const bankAccount = await demoBankPixApi();
  const bank = page.getByRole('group', { name: 'API Pix do seu banco' });
  await expect(
    bank.getByText(`As cobranças vão para a chave Pix da loja: pix-${tag}@exemplo.com.br.`),
  ).toBeVisible();
  await bank.getByLabel('URL da API').fill(bankAccount.base_url);
  await bank.getByLabel('Client id').fill(bankAccount.client_id);
  await bank.getByLabel('Client secret', { exact: true }).fill(bankAccount.client_secret);
  await bank.getByLabel('Arquivo do certificado (.p12, .pfx ou .pem)').setInputFiles({
    name: 'certificado-loja.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(bankAccount.certificate_pem),
  });
  await bank.getByLabel('Autoridade certificadora do banco (opcional)').setInputFiles({
    name: 'ca-do-banco.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(bankAccount.ca_pem),
  });
  await bank.getByRole('button', { name: 'Testar conexão com o banco' }).click();
  await expect(bank.getByRole('status')).toHaveText(
    'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
  );
  await page.getByLabel('Pix', { exact: true }).selectOption('pix_api');
  await checkScreen(page, 'contas de recebimento');
  await page.getByRole('button', { name: 'Salvar contas de recebimento' }).click();
  await expect(page.getByText('Contas de recebimento salvas.')).toBeVisible();
  await stepDone('Uma conta de recebimento testada');

  // A freight table for the whole country, by sheet, then quoted with.
  await followStep('Uma forma de entrega', 'Configurar o frete');
  await page.getByRole('link', { name: 'Editar a tabela de frete' }).click();
  await page.getByLabel('Importar planilha').setInputFiles({
    name: 'frete.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'zipCodeStart;zipCodeEnd;weightStart;weightEnd;absoluteMoneyCost;timeCost\n' +
        '00000000;99999999;0;30000;19,90;5.00:00:00\n',
    ),
  });
  await expect(page.getByText('Planilha importada: 1 faixa.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao frete' }).click();
  await page.getByLabel('Cotar com a tabela própria').check();
  await page.getByRole('button', { name: 'Salvar frete' }).click();
  await expect(page.getByText('Frete salvo.')).toBeVisible();
  await checkScreen(page, 'frete');
  await stepDone('Uma forma de entrega');

  // The legal data: the sign-up's name, CPF, e-mail and phone are there; the address is not.
  await followStep('Dados legais completos', 'Preencher os dados legais');
  await page.getByLabel('Endereço (rua, número, complemento e bairro)').fill('Rua das Flores, 10');
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await checkScreen(page, 'dados legais');
  await page.getByRole('button', { name: 'Salvar dados legais' }).click();
  await expect(page.getByText(/^Dados legais salvos\./)).toBeVisible();
  await stepDone('Dados legais completos');

  // The content pages the sign-up drafted, each read and published.
  await followStep('Páginas de trocas, privacidade e termos revisadas', 'Revisar as páginas');
  const pageList = page.getByRole('list', { name: 'Páginas da loja' });
  await expect(pageList.getByRole('listitem')).toHaveCount(3);
  await checkScreen(page, 'páginas');
  for (let left = 3; left > 0; left -= 1) {
    await pageList
      .getByRole('listitem')
      .filter({ hasText: 'Rascunho' })
      .first()
      .getByRole('link', { name: /^Editar a página/ })
      .click();
    await page.getByLabel('Publicada (visível na loja)').check();
    await page.getByRole('button', { name: 'Salvar página' }).click();
    // Saved: the list again, one draft fewer.
    await expect(pageList.getByText('Rascunho')).toHaveCount(left - 1);
  }
  await expect(pageList.getByText('Rascunho')).toHaveCount(0);

  // Every required step done: the store opens.
  await page.goto(office('/vendedor'));
  await expect(checklist.getByText('6 de 6 passos obrigatórios feitos')).toBeVisible();
  await checklist.getByRole('button', { name: 'Abrir minha loja' }).click();
  await expect(page.getByRole('heading', { name: 'Sua loja está aberta' })).toBeVisible();
  await checkScreen(page, 'loja aberta');

  // A shopper of the new store, on its own address, on a phone: the product, paid by pix.
  const shopper = await newShopper(host);
  await deliveryAddress(shopper);
  const shop = await shopperPage(browser);
  await shop.setViewportSize({ width: 360, height: 740 });
  await shop.goto(shopAt(host, '/login'));
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/login$/);
  await shop.goto(shopAt(host, `/produto/${productSlug}`));
  await expect(shop.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await checkScreen(shop, 'produto na loja');
  await shop.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await shop
    .getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' })
    .getByRole('button', { name: 'Ir para o carrinho' })
    .click();
  await shop.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(
    shop.getByRole('radiogroup', { name: 'Forma de entrega' }).getByRole('radio').first(),
  ).toBeChecked();
  await shop.getByRole('radio', { name: /^Pix/ }).check();
  await checkScreen(shop, 'finalizar compra');
  await shop.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(shop).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  const code = new URL(shop.url()).pathname.split('/').at(-1)!;
  await checkScreen(shop, 'pix');
  // The demo bank pays for the person at the machine running the demo only (localOnly).
  await shop.setExtraHTTPHeaders({ 'x-forwarded-for': '127.0.0.1' });
  await shop.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(
    shop.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();
  await shop.context().close();

  // The seller's sales list has it, paid.
  await page.goto(office('/vendedor/minha-conta/minhas-vendas'));
  const sales = page.getByRole('table', { name: /Vendas da loja/ }).locator('tbody tr');
  await expect(sales).toHaveCount(1);
  await expect(sales.first()).toContainText(code);
  await expect(sales.first()).toContainText('Pago');
  await checkScreen(page, 'vendas');
});
