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
import { newShopper } from './support/shop.ts';

// "Avise-me" at 360 px, against the real API: the owner sets the factor by the keyboard; a
// signed-in shopper asks for a variation the seller sold out; the list shows it with its
// request and its stock now.

const PATH = '/vendedor/avise-me';

async function call<T = Record<string, unknown>>(
  path: string,
  init: { token?: string; method?: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-store-id': await storeIdOf('localhost'),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json() as Promise<T>;
}

type Variation = { _id: string; code: string; name: string; stock: number | null; sold: boolean };

test('the owner sets the factor and sees the variations most asked for — at 360 px', async ({
  page,
}, testInfo) => {
  const token = await sellerToken(SELLERS.aurora);
  // A product of the seed's, its first counted variation sold out for the test.
  const list = await call<{ items: { _id: string; kind: string; name: string }[] }>(
    '/catalog/products?per_page=100',
    { token },
  );
  const picked = list.items.filter((item) => item.kind === 'product').at(-2)!;
  const product = await call<{ variations: Variation[] }>(`/catalog/products/${picked._id}`, {
    token,
  });
  const variation = product.variations.find((one) => one.sold && one.stock !== null)!;
  const move = (delta: number) =>
    call(`/catalog/variations/${variation._id}/stock`, {
      token,
      method: 'POST',
      body: { mode: 'relative', delta, reason: delta > 0 ? 'receipt' : 'damage', note: 'e2e' },
    });
  const stock = variation.stock!;
  if (stock > 0) await move(-stock);
  await addSellerSession(page.context(), SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 780 });
  try {
    const shopper = await newShopper();
    expect(
      await call(`/variations/${encodeURIComponent(variation.code)}/stock-alerts`, {
        token: shopper.token,
        method: 'POST',
        body: {},
      }),
    ).toEqual({ status: 'active' });

    await page.goto(officeUrl('localhost', PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'Avise-me' })).toBeVisible();
    await expectAccessible(page);
    await expectFits(page, testInfo, 'stock-alerts', 360);

    const factor = page.getByRole('textbox', { name: /Avisos por unidade/ });
    await expect(factor).toHaveValue('2');
    await factor.fill('3');
    await factor.press('Enter');
    await expect(page.getByText('Avisos por unidade salvos.')).toBeVisible();
    expect(await call('/settings/stock-alerts', { token })).toEqual({ factor: 3 });

    const card = page
      .getByRole('list', { name: 'Opções com pedidos de aviso' })
      .getByRole('listitem')
      .filter({ hasText: picked.name });
    await expect(card).toContainText('1 pedido');
    await expect(card).toContainText('Estoque agora: 0');
    await expectAccessible(page);
  } finally {
    await call('/settings/stock-alerts', { token, method: 'PUT', body: { factor: 2 } });
    if (stock > 0) await move(stock);
  }
});
