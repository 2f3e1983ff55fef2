import { expectFits } from '@vitrine/playwright-support/fits';
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

// "Cupons" in Casa Ipê with more coupons than the API's page of 50: the list shows the pages
// the API counts (`total_pages`), the page in the URL, and every coupon is reached.

const PER_PAGE = 50;

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
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

test('a store with more coupons than a page reaches them all, page by page', async ({ page }) => {
  test.setTimeout(180_000);
  const before = (await api('/coupons?page=1&per_page=1')) as { total: number };
  const run = Date.now().toString(36).toUpperCase();
  for (let index = before.total; index < PER_PAGE + 2; index += 1) {
    await api('/coupons', {
      method: 'POST',
      body: {
        code: `PAG${run}${index}`,
        kind: 'percentage',
        value: 5,
        minimum_order: 0,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_customer: 1,
        category_ids: [],
        product_ids: [],
      },
    });
  }
  const { total } = (await api('/coupons?page=1&per_page=1')) as { total: number };
  expect(total).toBeGreaterThan(PER_PAGE);

  await addSellerSession(page.context(), SELLERS.ipe, 'ipe.localhost');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(officeUrl('ipe.localhost', '/vendedor/cupons'));
  const list = page.getByRole('list', { name: 'Cupons da loja' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(PER_PAGE);
  const pages = page.getByRole('navigation', { name: 'Paginação dos cupons' });
  await expect(pages).toContainText(`Página 1 de 2 · ${total} cupons`);
  const firstPage = await list.getByRole('heading', { level: 2 }).allTextContents();
  await expectAccessible(page);

  // By keyboard: the link to the next page.
  await pages.getByRole('link', { name: 'Próxima' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(officeUrl('ipe.localhost', '/vendedor/cupons?page=2'));
  await expect(pages).toContainText(`Página 2 de 2 · ${total} cupons`);
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(total - PER_PAGE);
  const secondPage = await list.getByRole('heading', { level: 2 }).allTextContents();
  expect(secondPage.filter((code) => firstPage.includes(code))).toEqual([]);
  await expectAccessible(page);
  await expectFits(page, test.info(), 'cupons, página 2', 360);

  // A reload keeps the page; "Anterior" goes back to the bare address.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(pages).toContainText(`Página 2 de 2 · ${total} cupons`);
  await pages.getByRole('link', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(officeUrl('ipe.localhost', '/vendedor/cupons'));
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(PER_PAGE);
});
