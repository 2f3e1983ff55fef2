import { expectFits } from '@vitrine/playwright-support/fits';
import { readFile } from 'node:fs/promises';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  sellerToken,
  storeIdOf,
  test,
} from './support/fixtures.ts';

// Configurações → Frete against the real API and the demo's loopback Melhor Envio, in Casa Ipê
// (restored at the end: the other stories buy there): the seller moves the origin CEP and adds
// a free-shipping rule; imports VTEX's freight sheet with one bad line (the line and column are
// named, nothing is saved), fixes and imports it, exports it back; types the Melhor Envio token,
// tests it, saves, and after a reload sees "Token salvo" and never the token in the page.

/** The demo's token (apps/api/src/seed/freight.ts): its loopback platform accepts only it. */
const DEMO_TOKEN = 'vitrine-demo-melhor-envio-token-0000000000';
const HEADER = 'zipCodeStart;zipCodeEnd;weightStart;weightEnd;absoluteMoneyCost;timeCost';
const GOOD_LINE = '30000000;39999999;0;1000;12,90;3.00:00:00';
const sheet = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n') + '\n', 'utf8');

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await sellerToken(SELLERS.ipe, 'ipe.localhost')}`,
      'x-store-id': await storeIdOf('ipe.localhost'),
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
  return response.json();
}

test('the seller sets up freight: origin, free shipping, the table by sheet, and a tested Melhor Envio token', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const originalTable = await api('/settings/freight/table');
  const original = await api('/settings/freight');
  const { token_set: _set, token_hint: _hint, ...melhor } = original.melhor_envio;
  const settingsBody = (melhorEnvio: Record<string, unknown>) => ({
    ...original,
    own_table: { enabled: original.own_table.enabled },
    melhor_envio: { ...melhor, ...melhorEnvio },
  });
  // The story starts without a token (the demo seeds one), Melhor Envio off.
  await api('/settings/freight', {
    method: 'PUT',
    body: settingsBody({ enabled: false, token: null }),
  });
  await addSellerSession(context, SELLERS.ipe, 'ipe.localhost');

  try {
    await page.goto(officeUrl('ipe.localhost', '/vendedor'));
    await page
      .getByRole('navigation', { name: 'Painel' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await page
      .getByRole('navigation', { name: 'Configurações da loja' })
      .getByRole('link', { name: 'Frete' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frete' })).toBeVisible();
    await expect(page.getByText('Token salvo')).toHaveCount(0);

    // Origin and a free-shipping rule for the whole country.
    await page.getByLabel('CEP de origem').fill('30140071');
    await expect(page.getByLabel('CEP de origem')).toHaveValue('30140-071');
    const rules = page.getByRole('group', { name: /^Regra \d+$/ });
    const before = await rules.count();
    const addRule = page.getByRole('button', { name: 'Adicionar regra' });
    await addRule.click();
    const rule = page.getByRole('group', { name: `Regra ${before + 1}` });
    // The new rule's first field takes the focus; a rule removed leaves it on "Adicionar regra".
    await expect(rule.getByLabel('Pedido mínimo')).toBeFocused();
    await addRule.click();
    await page.getByRole('button', { name: `Remover regra ${before + 2}` }).click();
    await expect(addRule).toBeFocused();
    await rule.getByLabel('Pedido mínimo').fill('35000');
    await expect(rule.getByLabel('Pedido mínimo')).toHaveValue('350,00');
    await expect(rule.getByLabel('Região')).toHaveValue('');
    await page.getByRole('button', { name: 'Salvar frete' }).click();
    await expect(page.getByText('Frete salvo.')).toBeVisible();
    const saved = await api('/settings/freight');
    expect(saved.origin_cep).toBe('30140071');
    expect(saved.free_shipping).toContainEqual({ minimum_order: 350, region: null });

    await expectAccessible(page);
    // The save's toast slides over the page until it expires: the layout is measured after.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectFits(page, test.info(), 'frete', 360);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The own table, by VTEX's sheet: a bad line refuses the whole sheet, naming it.
    await page.getByRole('link', { name: 'Editar a tabela de frete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tabela de frete' })).toBeVisible();
    await expect(page.getByText('0 faixas')).toBeVisible();
    const upload = page.getByLabel('Importar planilha');
    await upload.setInputFiles({
      name: 'frete.csv',
      mimeType: 'text/csv',
      buffer: sheet(GOOD_LINE, '40000000;39999999;0;1000;15,00;4.00:00:00'),
    });
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('A planilha não foi importada.');
    await expect(refusal).toContainText('Linha 3: O CEP inicial deve ser menor ou igual ao final.');
    expect((await api('/settings/freight/table')).rows).toEqual([]);
    await expect(page.getByText('0 faixas')).toBeVisible();

    await upload.setInputFiles({
      name: 'frete.csv',
      mimeType: 'text/csv',
      buffer: sheet(GOOD_LINE, '40000000;49999999;1001;5000;15,00;4.00:00:00'),
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Planilha importada: 2 faixas.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Faixas da tabela de frete' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('30000-000 a 39999-999');
    await expect(table.getByRole('row').nth(1)).toContainText('R$ 12,90');
    await expect(table.getByRole('row').nth(2)).toContainText('1.001 a 5.000 g');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar planilha' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tabela-de-frete-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(exported).toEqual([
      HEADER,
      '30000000;39999999;0;1000;12.90;3.00:00:00',
      '40000000;49999999;1001;5000;15.00;4.00:00:00',
    ]);

    await expectAccessible(page);
    await expectFits(page, test.info(), 'tabela de frete', 360, ['.office-scroll-x']);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A new Melhor Envio token, tested before saving: the loopback platform quotes with it.
    await page.getByRole('link', { name: 'Voltar ao frete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frete' })).toBeVisible();
    await expect(page.getByText('A tabela tem 2 faixas.')).toBeVisible();
    await page.getByLabel('Cotar com o Melhor Envio').check();
    await page.getByLabel('Token do Melhor Envio').fill(DEMO_TOKEN);
    await page.getByRole('button', { name: 'Testar token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Token válido.' })).toHaveText(
      /Serviços cotados: PAC \(Correios\), SEDEX \(Correios\), \.Package \(Jadlog\)\./,
    );
    await page.getByRole('button', { name: 'Salvar frete' }).click();
    await expect(page.getByText('Frete salvo.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Token salvo (…0000)')).toBeVisible();
    await expect(page.getByLabel('CEP de origem')).toHaveValue('30140-071');
    await expect(page.getByLabel('Cotar com o Melhor Envio')).toBeChecked();
    await expect(page.getByLabel('Token do Melhor Envio')).toHaveCount(0);
    expect(await page.content()).not.toContain(DEMO_TOKEN);
    await expectFits(page, test.info(), 'frete salvo', 360);
    await expectAccessible(page);
  } finally {
    await api('/settings/freight/table', { method: 'PUT', body: originalTable });
    await api('/settings/freight', { method: 'PUT', body: settingsBody({ token: DEMO_TOKEN }) });
  }
});
