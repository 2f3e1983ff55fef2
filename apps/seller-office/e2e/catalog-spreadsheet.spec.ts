import { readFile } from 'node:fs/promises';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { logInSeller } from './support/shop.ts';

// The catalog spreadsheet against the real API and database, at 360 px: the seller downloads
// the catalog, sends a spreadsheet saved by Excel in pt-BR (Windows-1252, `;`, comma
// decimals) with one bad row, reads the problem by row and column, confirms and watches the
// import finish. New products of their own: the demo catalog other tests buy from is untouched.

const PAGE = '/vendedor/catalogo/planilha';

test('the seller exports the catalog, checks a spreadsheet, reads its problems and imports it', async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', PAGE));
  await expect(page.getByRole('heading', { level: 1, name: 'Planilha do catálogo' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, test.info(), PAGE, 360);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar catálogo completo (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported.startsWith('\uFEFFTipo;Código do produto;Nome;')).toBe(true);
  expect(exported).toContain(';AUR-0011;');

  const rows = [
    'Código do produto;Nome;Status;Opção: Cor;SKU;Preço;Estoque',
    `${code};Camiseta Planilha;rascunho;Azul;${code}-AZ;49,90;5`,
    `${code};Camiseta Planilha;rascunho;Verde;${code}-VD;1.049,90;2`,
    `${code}-B;Boné Planilha;rascunho;;${code}-B1;quarenta;1`,
  ];
  await page.getByLabel('Planilha CSV').setInputFiles({
    name: 'planilha.csv',
    mimeType: 'text/csv',
    // What Excel in pt-BR saves as "CSV": Windows-1252, one byte per accented letter.
    buffer: Buffer.from(rows.join('\r\n'), 'latin1'),
  });
  await page.getByRole('button', { name: 'Conferir planilha' }).click();
  await expect(page.getByText('2 linhas prontas para importar.')).toBeVisible();
  await expect(page.getByText('1 linha não será importada por causa de problemas.')).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problemas encontrados' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^4Preçouse um valor como 49,90\.$/);
  await expect(page.getByRole('link', { name: 'Baixar linhas com problema (CSV)' })).toBeVisible();
  await expect(page).toHaveURL(/importacao=/);
  await expectAccessible(page);
  await expectFits(page, test.info(), `${PAGE} (conferência)`, 360);

  const confirm = page.getByRole('button', { name: 'Importar 2 linhas' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Importação concluída.' })).toBeVisible();
  await expect(page.getByText('Progresso da importação: 2 de 2 linhas')).toBeVisible();
  const counts = page.locator('.spreadsheet__counts');
  await expect(counts).toContainText('Criados2');
  await expect(counts).toContainText('Sem alteração0');
  await expectAccessible(page);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'planilha.csv' }).first(),
  ).toContainText('Importada');
});
