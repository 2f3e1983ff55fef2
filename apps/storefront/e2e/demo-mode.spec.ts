import { createCustomer, expect, logIn, storeUrl, test } from './support/fixtures.ts';

// Demo mode (README "Running the store"): the API's /dev endpoints answer this machine only.
// A browser here reaches them through the storefront's own proxy, on loopback next to the
// API: the path a "Simular pagamento" button takes. The proxy adds the store of the host.

// The demo bank answers this machine's own user only (the API's demo endpoints).
test.use({ remoteShopper: false });

test('a local browser pays a pix order through the storefront proxy and reads its store outbox', async ({
  page,
}) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page.getByText('Olá, Cliente')).toBeVisible();

  const result = await page.evaluate(async ({ email, storeId }) => {
    const json = { 'content-type': 'application/json' };
    const post = (path: string, body: unknown) =>
      fetch(path, { method: 'POST', headers: json, body: JSON.stringify(body) });
    const product = await (await fetch('/_api/products/bolsa-tote-de-lona')).json();
    const variation = product.variations.find((v: { in_stock: boolean }) => v.in_stock);
    await post('/_api/cart', {
      qnt: 1,
      code: product.code,
      variation: variation.code,
      store_id: storeId,
    });
    const address = await (
      await post('/_api/auth_customers/address', {
        recipient: 'Cliente Teste',
        zip_code: '01001-000',
        street: 'Praça da Sé',
        number: '10',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      })
    ).json();
    const order = await (
      await post('/_api/orders', { payment_method: 'pix', address_id: address.id })
    ).json();
    const paid = await post('/_api/dev/payments/sandbox/confirm', { order_code: order.code });
    const after = await (await fetch(`/_api/orders/${order.code}`)).json();
    const outbox = await fetch(`/_api/dev/outbox?to=${encodeURIComponent(email)}`);
    return {
      before: order.status,
      paid: paid.status,
      after: after.status,
      outbox: outbox.status,
      recipients: ((await outbox.json()).items as { to: string }[]).map((mail) => mail.to),
    };
  }, customer);

  expect(result).toMatchObject({ before: 'aguardando_pagamento', paid: 200, after: 'pago' });
  expect(result.outbox).toBe(200);
  expect(result.recipients.length).toBeGreaterThan(0);
  expect(result.recipients.every((to) => to === customer.email)).toBe(true);
});
