import { readFile } from 'node:fs/promises';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { logInSeller } from './support/shop.ts';

// The catalog spreadsheet against the real API and database, at 360 px: the seller downloads
// the catalog, sends a spreadsheet saved by Excel in pt-BR (Windows-1252, `;`, comma
// decimals) with one bad row, reads the problem by row and column, confirms and watches the
// import finish; then changes one price in a file and reads, before confirming, exactly that
// price of that SKU changing and the rest unchanged. New products of their own: the demo
// catalog other tests buy from is untouched.

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
  await expect(
    page.getByText('Até 10 MB e 200.000 linhas por arquivo.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Conferir planilha' }).click();
  await expect(page.getByText('2 linhas serão criadas.')).toBeVisible();
  await expect(page.getByText('1 linha não será importada por causa de problemas.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'O que a importação fará' });
  await expect(changes.getByRole('link', { name: 'Criadas (2)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(changes.getByRole('listitem').filter({ hasText: `${code}-VD` })).toContainText(
    'Preço: R$ 1.049,90',
  );
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

  // The same products, one price changed: the check lists that price of that SKU, before →
  // after, and counts the other row as unchanged; nothing changes until the seller confirms.
  await page.getByRole('button', { name: 'Importar outra planilha' }).click();
  await page.getByLabel('Planilha CSV').setInputFiles({
    name: 'precos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Código do produto;Nome;Status;Opção: Cor;SKU;Preço;Estoque',
        `${code};Camiseta Planilha;rascunho;Azul;${code}-AZ;44,90;5`,
        `${code};Camiseta Planilha;rascunho;Verde;${code}-VD;1.049,90;2`,
      ].join('\r\n'),
      'latin1',
    ),
  });
  await page.getByRole('button', { name: 'Conferir planilha' }).click();
  await expect(page.getByText('1 linha será alterada.')).toBeVisible();
  await expect(page.getByText('1 linha já está como na loja (sem alteração).')).toBeVisible();
  const diff = page.getByRole('region', { name: 'O que a importação fará' });
  await expect(diff.getByRole('link', { name: 'Alteradas (1)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const listed = diff.locator('.spreadsheet__rows > li');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(`Linha 2 ${code}-AZ Camiseta Planilha (Azul)`);
  await expect(listed.first().getByRole('listitem')).toHaveText([
    'Preço: R$ 49,90 → passa a R$ 44,90',
  ]);
  await expectAccessible(page);
  await expectFits(page, test.info(), `${PAGE} (o que muda)`, 360);

  const apply = page.getByRole('button', { name: 'Importar 1 linha' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Importação concluída.' })).toBeVisible();
  await expect(counts).toContainText('Atualizados1');
  await expect(counts).toContainText('Sem alteração1');
  await expect(counts).toContainText('Criados0');
});
