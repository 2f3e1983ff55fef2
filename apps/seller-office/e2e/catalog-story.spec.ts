import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  expect,
  expectAccessible,
  logIn,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import { newShopper, shopperPage } from './support/shop.ts';

// The catalog's whole story, from the seller's office to a shopper's purchase and back, against
// the real API and database, the built office and the built storefront (global-setup.ts): the
// seller publishes a product with 2 options × 3 values (9 variations with SKU, price and stock)
// and 3 photos; a shopper finds it by the department menu, a facet and the search, and pays
// one with pix; the office shows the stock one down and the sale; the seller reprices it in the
// exported spreadsheet, imports it, and the storefront shows the new price.

const COLOURS = ['Azul', 'Verde', 'Preto'] as const;
const SIZES = ['P', 'M', 'G'] as const;
const BOUGHT = 'Verde / M';

/**
 * Three photos as a camera would send them: JPEG bytes the browser's own encoder writes, a
 * background colour each. The API judges each by its bytes and re-encodes it.
 */
async function photos(page: Page) {
  const encoded = await page.evaluate(async (colours) => {
    const fills: Record<string, string> = { Azul: '#1d4ed8', Verde: '#15803d', Preto: '#111827' };
    return Promise.all(
      colours.map(async (colour) => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 750;
        const context = canvas.getContext('2d')!;
        context.fillStyle = fills[colour]!;
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#f9fafb';
        context.fillRect(150, 200, 300, 350);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.85),
        );
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }),
    );
  }, COLOURS);
  return encoded.map((base64, index) => ({
    name: `camiseta-${COLOURS[index]!.toLowerCase()}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

test('a seller publishes a 2 × 3 product with photos, a shopper finds and buys it, the seller reprices it by spreadsheet', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Camiseta Vitória-Régia ${stamp}`;
  const sku = (colour: string, size: string) => `VR-${stamp}-${colour.slice(0, 2)}${size}`;

  // The seller logs in and opens a new product from the catalog.
  await page.goto(officeUrl('localhost', '/vendedor/login'));
  await logIn(page, SELLERS.aurora);
  await expect(page).toHaveURL(officeUrl('localhost', '/vendedor'));
  await page.getByRole('link', { name: 'Catálogo' }).click();
  await page.getByRole('link', { name: 'Novo produto' }).click();

  // Name, category, a price and weight typed once (the 9 rows start from them), 2 options × 3
  // values, and each variation's SKU and stock.
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Categoria').selectOption({ label: 'Camisetas' });
  await page.getByLabel('Preço de Única', { exact: true }).fill('59,90');
  await page.getByLabel('Peso de Única em gramas').fill('200');
  for (const [index, option, values] of [
    [0, 'Cor', COLOURS],
    [1, 'Tamanho', SIZES],
  ] as const) {
    await page.getByRole('button', { name: 'Adicionar opção' }).click();
    await page.getByLabel(`Nome da opção ${index + 1}`).fill(option);
    const value = page.getByLabel(`Novo valor de ${option}`);
    for (const text of values) {
      await value.fill(text);
      await value.press('Enter');
    }
  }
  const matrix = page.getByRole('table', { name: /Variações do produto/ });
  await expect(matrix.getByRole('rowheader')).toHaveCount(9);
  await expect(page.getByLabel('Preço de Preto / G', { exact: true })).toHaveValue('59,90');
  for (const colour of COLOURS) {
    for (const size of SIZES) {
      await page.getByLabel(`SKU de ${colour} / ${size}`).fill(sku(colour, size));
      await page.getByLabel(`Estoque inicial de ${colour} / ${size}`).fill('5');
    }
  }

  // Three photos at once from the file picker; each arrives with its alt text pre-filled. The
  // rest of this form is checked whole in catalog.spec.ts: axe here looks at the images, on a
  // desktop and on a phone.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher arquivos' }).click();
  await (await chooser).setFiles(await photos(page));
  const images = page.getByRole('listitem', { name: /^Imagem \d de 3$/ });
  await expect(images).toHaveCount(3, { timeout: 30_000 });
  for (const image of await images.all()) {
    await expect(image.getByLabel('Texto alternativo')).toHaveValue(name);
  }
  await expectAccessible(page, { include: '.image-manager' });
  await expectFits(page, test.info(), 'imagens do produto', 360, ['.office-scroll-x']);
  await expectAccessible(page, { include: '.image-manager' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Salvo. Aparece na loja em até 1 minuto.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPage = page.url();
  // The address the office announces is the one the storefront serves the product at.
  const address = page.getByLabel('Endereço na loja');
  const slug = await address.inputValue();
  await expect(address).toHaveAccessibleDescription(
    new RegExp(`^A página fica em /produto/${slug}\\.`),
  );

  // A shopper, in a browser of their own: the department menu, the category's colour facet…
  const shopper = await newShopper();
  const shop = await shopperPage(browser);
  await shop.goto(storeUrl('localhost'));
  const menu = shop.getByRole('navigation', { name: 'Departamentos' });
  await menu.getByText('Roupas', { exact: true }).click();
  await menu.getByRole('link', { name: 'Camisetas' }).click();
  await expect(shop).toHaveURL(/\/categoria\/camisetas$/);
  await expect(shop.getByRole('link', { name })).toBeVisible();
  const green = shop.getByRole('checkbox', { name: /^Verde \(\d+\)$/ });
  const label = await green.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent);
  const greens = Number(/\((\d+)\)/.exec(label ?? '')?.[1]);
  await green.check();
  await expect(shop).toHaveURL(/\/categoria\/camisetas\?cor=Verde$/);
  await expect(shop.getByRole('status').filter({ hasText: 'encontrado' })).toHaveText(
    greens === 1 ? '1 produto encontrado' : `${greens} produtos encontrados`,
  );
  await expect(shop.getByRole('link', { name })).toBeVisible();

  // …and the search, without the accents, leads to the product and its 3 photos.
  const search = shop.getByRole('searchbox', { name: 'Buscar na loja' });
  await search.fill('vitoria regia');
  await search.press('Enter');
  await expect(shop).toHaveURL(/\/pesquisar\/vitoria%20regia$/);
  await shop.getByRole('link', { name }).first().click();
  await expect(shop).toHaveURL(storeUrl('localhost', `/produto/${slug}`));
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('R$ 59,90', { exact: true }).first()).toBeVisible();
  const gallery = shop.getByRole('region', { name: 'Fotos do produto' });
  await expect(gallery.getByRole('button', { name: /^Mostrar foto \d de 3$/ })).toHaveCount(3);
  const cover = gallery.getByRole('img', { name });
  await expect(cover).toHaveAttribute('srcset', /\d+w/);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // One unit of Verde / M, paid with pix.
  await shop.getByRole('group', { name: /Cor/ }).getByRole('link', { name: 'Verde' }).click();
  const sizes = shop.getByRole('group', { name: /Tamanho/ });
  await sizes.getByRole('link', { name: 'M', exact: true }).click();
  await expect(sizes).toContainText('Tamanho: M');
  await shop.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shop).toHaveURL(/\/login$/);
  await shop.getByLabel('E-mail').fill(shopper.email);
  await shop.getByLabel('Senha').fill(shopper.password);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await shop
    .getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' })
    .getByRole('button', { name: 'Ir para o carrinho' })
    .click();
  await expect(shop.getByRole('article', { name })).toContainText('Verde');
  await shop.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await shop.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
  await expect(shop.getByLabel('Rua ou avenida')).toHaveValue('Avenida Paulista');
  await shop.getByLabel('Número', { exact: true }).fill('1578');
  await shop.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(shop.getByRole('radio', { name: /Avenida Paulista, 1578/ })).toBeChecked();
  // The freight to that address, its cheapest option chosen, before paying.
  await expect(
    shop.getByRole('radiogroup', { name: 'Forma de entrega' }).getByRole('radio').first(),
  ).toBeChecked();
  await shop.getByRole('radio', { name: /^Pix/ }).check();
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

  // The office: the sale in Vendas, and Verde / M one unit down (5 → 4).
  await page.getByRole('link', { name: 'Vendas' }).click();
  await page.getByLabel('Buscar').fill(code);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const sales = page.getByRole('table', { name: /Vendas da loja/ }).locator('tbody tr');
  await expect(sales).toHaveCount(1);
  await expect(sales.first()).toContainText(code);
  await expect(sales.first()).toContainText('Pago');
  await page.goto(productPage);
  await expect(matrix.getByRole('row', { name: new RegExp(`^${BOUGHT}`) })).toContainText(
    '4 unidades',
  );
  await expect(matrix.getByRole('row', { name: /^Verde \/ P/ })).toContainText('5 unidades');

  // The spreadsheet: the whole catalog exported, this product's price changed in the file.
  await page
    .getByRole('navigation', { name: 'Catálogo' })
    .getByRole('link', { name: 'Planilha' })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar catálogo completo (CSV)' }).click(),
  ]);
  const exported = parse(await readFile((await download.path())!, 'utf8'), {
    delimiter: ';',
    bom: true,
  }) as string[][];
  const [header = [], ...rows] = exported;
  const skuColumn = header.indexOf('SKU');
  const priceColumn = header.indexOf('Preço');
  const ours = rows.filter((row) => row[skuColumn]?.startsWith(`VR-${stamp}-`));
  expect(ours).toHaveLength(9);
  for (const row of ours) {
    expect(row[priceColumn]).toBe('59,90');
    row[priceColumn] = '64,90';
  }
  await page.getByLabel('Planilha CSV').setInputFiles({
    name: 'catalogo-novos-precos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      stringify(exported, { delimiter: ';', bom: true, record_delimiter: '\r\n' }),
    ),
  });

  // Checked first (every row of the file is good): the check lists our 9 rows, and only them,
  // as changing; the rest of the catalog is counted unchanged. Then applied as a job.
  await page.getByRole('button', { name: 'Conferir planilha' }).click();
  await expect(page.getByText('9 linhas serão alteradas.')).toBeVisible({ timeout: 30_000 });
  const unchanged = rows.length - 9;
  await expect(
    page.getByText(
      unchanged === 1
        ? '1 linha já está como na loja (sem alteração).'
        : `${unchanged} linhas já estão como na loja (sem alteração).`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/não será importada|não serão importadas/)).toHaveCount(0);
  await expect(page.getByText(/será criada|serão criadas/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Importar 9 linhas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importação concluída.' })).toBeVisible({
    timeout: 60_000,
  });
  const counts = page.locator('.spreadsheet__counts');
  await expect(counts).toContainText('Criados0');
  await expect(counts).toContainText('Atualizados9');
  await expect(counts).toContainText(`Sem alteração${rows.length - 9}`);

  // The storefront's product page shows the new price within the public pages' cache window.
  await expect(async () => {
    await shop.goto(storeUrl('localhost', `/produto/${slug}`));
    await expect(shop.getByText('R$ 64,90', { exact: true }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 90_000 });
  await shop.context().close();
});
