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
import { buysWithPix, newShopper, type Shopper } from './support/shop.ts';

// "Carrinhos abandonados" at 360 px, against the real API: the owner turns the reminders on by
// the keyboard; a shopper who agreed to the store's e-mails leaves a cart, an hour passes for
// it (the demo's clock), the reminder goes out, the shopper buys; the list shows the cart
// recovered by that order, with its value and reminders.

const PATH = '/vendedor/carrinhos-abandonados';

async function call(path: string, init: { token?: string; method?: string; body?: unknown }) {
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
  return response.json() as Promise<Record<string, unknown>>;
}

/** The shopper agrees to the store's e-mails and leaves JEANS in the cart for an hour. */
async function leavesCartForAnHour(shopper: Shopper) {
  await call('/customers/me/marketing-emails', {
    token: shopper.token,
    method: 'PUT',
    body: { enabled: true, where: 'account' },
  });
  await call('/cart', {
    token: shopper.token,
    method: 'POST',
    body: { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1, store_id: shopper.storeId },
  });
  return call('/dev/cart-reminders/elapse', {
    method: 'POST',
    body: { email: shopper.email, minutes: 60 },
  });
}

test('the owner turns the reminders on; the list shows a reminded cart recovered by its order — at 360 px', async ({
  page,
}, testInfo) => {
  const token = await sellerToken(SELLERS.aurora);
  await addSellerSession(page.context(), SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 780 });
  try {
    await page.goto(officeUrl('localhost', PATH));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Carrinhos abandonados' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expectFits(page, testInfo, 'cart-reminders-settings', 360);

    const enabled = page.getByRole('checkbox', { name: 'Enviar lembretes de carrinho abandonado' });
    await enabled.focus();
    if (!(await enabled.isChecked())) await page.keyboard.press('Space');
    await expect(page.getByRole('textbox', { name: '1º lembrete' })).toHaveValue('1');
    await page.getByRole('textbox', { name: '3º lembrete' }).fill('');
    await page.getByRole('textbox', { name: '3º lembrete' }).press('Enter');
    await expect(page.getByText('Lembretes salvos.')).toBeVisible();
    expect(await call('/settings/cart-reminders', { token })).toMatchObject({
      enabled: true,
      first_delay_minutes: 60,
      second_delay_minutes: 1440,
      third_delay_minutes: null,
    });

    const shopper = await newShopper();
    expect(await leavesCartForAnHour(shopper)).toEqual({ sent: 1 });
    const order = await buysWithPix(shopper);

    await page.reload();
    const list = page.getByRole('list', { name: 'Carrinhos que receberam lembrete' });
    const card = list.getByRole('listitem').filter({ hasText: shopper.email });
    await expect(card).toContainText('Recuperado');
    await expect(card).toContainText(`Pedido ${order.code}`);
    await expect(card).toContainText('R$ 229,90');
    await expect(card).toContainText('1 lembrete');
    await expectAccessible(page);
    await expectFits(page, testInfo, 'cart-reminders-list', 360);
  } finally {
    await call('/settings/cart-reminders', {
      token,
      method: 'PUT',
      body: {
        enabled: false,
        first_delay_minutes: 60,
        second_delay_minutes: 1440,
        third_delay_minutes: 4320,
        last_coupon_id: null,
      },
    });
  }
});
