import { bankPays, fillCart, loggedInShopper, placeOrder } from './support/checkout.ts';
import { expect, expectAccessible, logIn, storeUrl, test } from './support/fixtures.ts';
import { emailsTo } from './support/outbox.ts';

// Abandoned-cart reminders (issue #37 §1) against the real API, at 360 px: the seller turns
// them on, a shopper agrees to the store's e-mails on the pay page and leaves the cart, an hour
// passes (the demo's clock for that one cart), the reminder is in the outbox; its link, opened
// signed out, leads through the login to the cart with the items back; the order is paid; the
// seller's carts say it was recovered by that order; the e-mail's link turns the e-mails off.

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 }; // R$ 229,90
const API = () => process.env.E2E_API_URL ?? '';
const PHONE = { viewport: { width: 360, height: 780 } };

// The demo bank and the demo's clock answer this machine's own user only.
test.use({ remoteShopper: false, ...PHONE });

async function asSeller(storeId: string) {
  const login = await fetch(`${API()}/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify({
      email: 'paula.mendes@loja-aurora.exemplo.com.br',
      password: 'Vendedor@123',
    }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${API()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-store-id': storeId,
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

const reminders = (on: boolean) => ({
  enabled: on,
  first_delay_minutes: 60,
  second_delay_minutes: null,
  third_delay_minutes: null,
  last_coupon_id: null,
});

test('a left cart is reminded after an hour, its link brings the items back, the order recovers it', async ({
  page,
  browser,
}) => {
  const shopper = await loggedInShopper(page);
  const seller = await asSeller(shopper.storeId);
  await seller('PUT', '/settings/cart-reminders', reminders(true));
  try {
    await fillCart(page, shopper.storeId, [JEANS]);

    // The pay page's box, by the keyboard: the store's e-mails, apart from the order.
    await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
    const box = page.getByRole('checkbox', { name: /lembretes do meu carrinho/ });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Pronto: você vai receber e-mails da loja.')).toBeVisible();
    await expect(box).toBeChecked();
    await expectAccessible(page);

    // The shopper leaves; an hour passes for this cart, and the store's reminders run.
    const elapse = await fetch(`${API()}/dev/cart-reminders/elapse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-id': shopper.storeId },
      body: JSON.stringify({ email: shopper.email, minutes: 60 }),
    });
    expect(await elapse.json()).toEqual({ sent: 1 });
    const [reminder] = (await emailsTo(shopper.email)).filter(
      (email) => email.template === 'cart_reminder',
    );
    expect(reminder?.subject).toContain('Você deixou itens no carrinho');
    expect(reminder?.text).toContain('R$ 229,90');
    const link = /\/finalizar-compra\/carrinho\/recuperar\/[\w-]+/.exec(reminder?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // Meanwhile the cart was emptied on this device.
    const origin = storeUrl('localhost', '/').replace(/\/$/, '');
    const emptied = await page.request.delete(
      storeUrl('localhost', `/_api/cart/items/${JEANS.variation}`),
      { headers: { origin } },
    );
    expect(emptied.ok()).toBe(true);

    // The e-mail's link on another device, signed out: the login first, then the cart.
    const phone = await (await browser.newContext(PHONE)).newPage();
    await phone.goto(storeUrl('localhost', link!));
    await expect(phone).toHaveURL(
      storeUrl('localhost', `/login?voltar=${encodeURIComponent(link!)}`),
    );
    await phone.waitForLoadState('networkidle');
    await logIn(phone, shopper);
    await expect(phone).toHaveURL(storeUrl('localhost', '/finalizar-compra/carrinho'));
    await expect(phone.getByRole('heading', { level: 1 })).toContainText('Meu carrinho');
    await expect(phone.getByText('R$ 229,90').first()).toBeVisible();
    await expectAccessible(phone);

    // It is paid.
    const order = await placeOrder(phone, 'pix');
    await bankPays(shopper.storeId, order.code);

    const carts = await seller<{
      items: { customer_email: string; status: string; order_code: string }[];
    }>('GET', '/cart-reminders/carts');
    expect(carts.items.find((cart) => cart.customer_email === shopper.email)).toMatchObject({
      status: 'recovered',
      order_code: order.code,
    });

    // The e-mail's own way out, without a sign-in; Preferências then shows the switch off.
    const unsubscribe = /\/minha-conta\/emails\/cancelar\/[\w-]+/.exec(reminder?.text ?? '')?.[0];
    const stranger = await (await browser.newContext(PHONE)).newPage();
    await stranger.goto(storeUrl('localhost', unsubscribe!));
    await expect(
      stranger.getByText('Pronto: você não vai mais receber lembretes do carrinho nem ofertas'),
    ).toBeVisible();
    await expectAccessible(stranger);
    await phone.goto(storeUrl('localhost', '/minha-conta/preferencias'));
    await expect(
      phone.getByRole('switch', {
        name: 'Receber e-mails da loja (lembretes do carrinho e ofertas)',
      }),
    ).not.toBeChecked();
    await expectAccessible(phone);
  } finally {
    await seller('PUT', '/settings/cart-reminders', reminders(false));
  }
});
