import type { Locator, Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { freightPriced, loggedInShopper, orderCodeIn, PAYER_CPF } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// The order's updates by WhatsApp (issue #37 §5) on the pay page of Casa Ipê, whose updates
// the demo seed sends by WhatsApp (apps/api/src/seed/whatsapp.ts; Loja Aurora's do not), at
// 360 px and by keyboard: the box is offered unticked, a landline is refused at its field, a
// mobile goes with the order, paid by pix. Casa Ipê is only read here: store-paused.spec.ts,
// which pauses it, reopens it whatever happens, and the suite runs one test at a time (each
// shard on its own API and database).

const IPE = 'ipe.localhost';
const JIBOIA = { code: 'IPE-0002', variation: 'IPE-0002-01', qnt: 1 }; // R$ 39,90
const WORDING =
  'Quero receber as atualizações deste pedido pelo WhatsApp (pagamento, envio e entrega).';
const MOBILE_REFUSED = 'Informe um celular com DDD, como (11) 91234-5678.';

// The demo bank plays the one paying the pix: it answers this machine's own user only.
test.use({ remoteShopper: false, viewport: { width: 360, height: 640 } });

/**
 * A call through Casa Ipê's own proxy, made by its page as the page's script makes it (the
 * session's cookie, this origin): only the browser resolves ipe.localhost, so support/checkout's
 * calls from the test's side (page.request) do not reach it.
 */
async function fromIpePage<T>(page: Page, method: string, path: string, data?: unknown) {
  const answer = await page.evaluate(
    async (call) => {
      const response = await fetch(`/_api${call.path}`, {
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.data === undefined ? undefined : JSON.stringify(call.data),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBeLessThan(300);
  return JSON.parse(answer.body) as T;
}

/** Presses Tab until `target` has the focus; fails if it is not reachable that way. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const IPE_OWNER = { email: 'camila.teixeira@casa-ipe.exemplo.com.br', password: 'Vendedor@123' };

type SaleWhatsapp = { number: string; messages: { kind: string; status: string }[] } | null;

/** Casa Ipê's owner, signed in once through the API (store-paused.spec.ts's way in): a sale. */
async function ipeOwner() {
  const api = process.env.E2E_API_URL;
  const store = (await fetch(`${api}/stores/by-host?host=ipe.localhost`).then((response) =>
    response.json(),
  )) as { data: { _id: string } };
  const storeId = store.data._id;
  const login = await fetch(`${api}/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify(IPE_OWNER),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async (code: string): Promise<{ whatsapp: SaleWhatsapp }> => {
    const sale = await fetch(`${api}/sales/${code}`, {
      headers: { 'x-store-id': storeId, authorization: `Bearer ${token}` },
    });
    if (!sale.ok) throw new Error(`/sales/${code}: ${sale.status} ${await sale.text()}`);
    return (await sale.json()) as { whatsapp: SaleWhatsapp };
  };
}

test('a Casa Ipê shopper asks for the order’s updates by WhatsApp: a landline is refused, a mobile goes with the pix order', async ({
  page,
}) => {
  test.slow(); // an order paid and three axe runs on a shared machine
  const shopper = await loggedInShopper(page, IPE);
  await page.goto(storeUrl(IPE, '/'));
  await fromIpePage(page, 'POST', '/cart', { ...JIBOIA, store_id: shopper.storeId });
  await fromIpePage(page, 'POST', '/auth_customers/address', {
    recipient: 'Cliente Teste',
    zip_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  // The store's NF-e asks a person for the CPF; the profile's mobile starts the WhatsApp number.
  await fromIpePage(page, 'PUT', '/customers/me', { cpf: PAYER_CPF, phone: '(31) 98877-6655' });

  await page.goto(storeUrl(IPE, '/finalizar-compra/pagar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await freightPriced(page);
  const pix = page.getByRole('radio', { name: /^Pix/ });
  await pix.check();

  // Offered, never ticked for the shopper; the number only once it is.
  const optIn = page.getByRole('checkbox', { name: WORDING });
  const phone = page.getByLabel('Celular com DDD');
  await expect(optIn).not.toBeChecked();
  await expect(phone).toHaveCount(0);

  // By keyboard from the methods on: Space ticks it, Tab goes on to the number.
  await pix.focus();
  await tabTo(page, optIn);
  await page.keyboard.press('Space');
  await expect(optIn).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('(31) 98877-6655');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
  await expect(phone).toHaveAccessibleDescription('O e-mail continua chegando normalmente.');

  // The store's landline, typed over it and sent with Enter: refused at the field.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3132221100');
  await expect(phone).toHaveValue('(31) 3222-1100');
  await page.keyboard.press('Enter');
  await expect(phone).toHaveAccessibleDescription(
    `O e-mail continua chegando normalmente. ${MOBILE_REFUSED}`,
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page).toHaveURL(storeUrl(IPE, '/finalizar-compra/pagar'));
  await expectFits(page, test.info(), 'pay page, WhatsApp number refused', 360);
  await expectAccessible(page);

  // A mobile: the order is placed, paid by pix.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('31991234567');
  await expect(phone).toHaveValue('(31) 99123-4567');
  const placing = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/_api/orders'),
  );
  await page.keyboard.press('Enter');
  expect((await placing).postDataJSON()).toMatchObject({
    payment_method: 'pix',
    whatsapp_phone: '(31) 99123-4567',
  });
  await expect(page).toHaveURL(/\/finalizar-compra\/pix\/[A-Z0-9]+$/);
  const code = orderCodeIn(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com pix para concluir seu pedido' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' }),
  ).toBeVisible();

  // The order was kept and paid (the shopper's order answers no WhatsApp field), and its page
  // opens.
  expect(await fromIpePage(page, 'GET', `/orders/${code}`)).toMatchObject({
    code,
    payment_method: 'pix',
    status: 'pago',
  });
  // The seller's sale has the number, and the payment's message went by the demo's Cloud API,
  // its delivery told by the webhook (a worker sends it: polled).
  const ipeSale = await ipeOwner();
  const sale = await ipeSale(code);
  expect(sale.whatsapp).toMatchObject({ number: '31991234567' });
  await expect
    .poll(
      async () =>
        (await ipeSale(code)).whatsapp?.messages.map(({ kind, status }) => `${kind}:${status}`),
      { timeout: 30_000 },
    )
    .toEqual(['paid:delivered']);
  await page.getByRole('link', { name: 'Ver meu pedido' }).click();
  await expect(page).toHaveURL(storeUrl(IPE, `/minha-conta/meus-pedidos/${code}`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await expect(
    page.getByText('Atualizações deste pedido também pelo WhatsApp, para (31) 99123-4567.'),
  ).toBeVisible();
  await expectAccessible(page);
});
