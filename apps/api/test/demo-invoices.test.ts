import { isValidAccessKey } from '@vitrine/domain/fiscal/access-key';
import { and, asc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { products, whatsappMessages } from '../src/db/schema/index.ts';
import {
  connectDemoStores,
  demoGatewaySettings,
  startDemoBank,
  subscribeDemoWhatsapp,
} from '../src/demo/demo-bank.ts';
import { invoiceOf, issueInvoice } from '../src/features/invoices/issue.ts';
import { seedDemoFiscal } from '../src/seed/fiscal.ts';
import { seedDemoWhatsapp } from '../src/seed/whatsapp.ts';
import { seedDemo } from '../src/seed/index.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { addToCart, orderByCode } from './fixtures/orders.ts';
import { fetchDanfe } from './fixtures/danfe.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// `pnpm start`'s NF-e (README "Invoices"): the demo bank's process serves a Focus NFe on this
// machine (FOCUS_NFE_URL through demoGatewaySettings), the seed sets the demo stores up to
// issue there on payment, and each start registers their webhooks again. A demo order paid at
// the demo bank gets an authorised note whose DANFE is a PDF — brought by the webhook, no poll.
// Casa Ipê also sends its order updates by WhatsApp through the demo's Cloud API, whose
// statuses come back by the webhook subscribed at the start.

const bank = await startDemoBank();
const assets = mkdtempSync(join(tmpdir(), 'vitrine-demo-invoices-'));
afterAll(async () => {
  await bank.close();
  rmSync(assets, { recursive: true, force: true });
});
const port = await freePort();
const { app, db, deps } = await createTestApp({
  demoBank: bank.bank,
  config: {
    ...demoGatewaySettings(bank, {}),
    ASSETS_DIR: assets,
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
  },
});
// Served over HTTP: the demo's Focus NFe calls the store's webhook there.
await serveApp(app, port);
const seeded = await seedDemo(db, { assetsDir: assets });
await seedDemoFiscal(db, deps.secrets, seeded.stores);
await seedDemoWhatsapp(db, deps.secrets, seeded.stores);
await connectDemoStores(deps, bank);
await subscribeDemoWhatsapp(deps, bank);
const ipe = seeded.stores.find((store) => store.slug === 'casa-ipe')!;

/**
 * A seeded good of the store with a variation in stock, as the shop shows it. The seed sells
 * some variations out on purpose ("Avise-me"), and a table's first row is no order: the seed's
 * updates (the NCMs, the stock) move rows, so on PostgreSQL the first could be a sold-out one.
 */
async function inStock(storeId: string) {
  const goods = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.kind, 'product')))
    .orderBy(asc(products.code));
  for (const product of goods) {
    const shown = await call(app, 'GET', `/products/${product.slug}`, { storeId });
    const variations = (shown.json.variations ?? []) as { code: string; in_stock: boolean }[];
    const sold = variations.find((one) => one.in_stock);
    if (sold) return { product, variation: sold.code };
  }
  throw new Error('the seed has no good in stock');
}

describe('the offline demo’s NF-e', () => {
  it('has Casa Ipê issuing on payment and Loja Aurora not, both stores’ goods with an NCM', async () => {
    for (const store of seeded.stores) {
      const seller = await sessionFor(db, 'seller', await createSeller(db, store.id));
      const settings = await call(app, 'GET', '/settings/invoices', {
        storeId: store.id,
        token: seller,
      });
      expect(settings.json).toMatchObject(
        store.slug === 'casa-ipe'
          ? {
              invoices_enabled: true,
              issue_mode: 'automatic',
              missing: [],
              products_without_ncm: 0,
            }
          : { invoices_enabled: false, products_without_ncm: 0 },
      );
      const whatsapp = await call(app, 'GET', '/settings/whatsapp', {
        storeId: store.id,
        token: seller,
      });
      expect(whatsapp.json).toMatchObject(
        store.slug === 'casa-ipe'
          ? { enabled: true, access_token_set: true, app_secret_set: true, missing: [] }
          : { enabled: false },
      );
    }
  });

  it('issues an authorised note with a DANFE for an order paid at the demo bank, and tells the shopper by WhatsApp', async () => {
    const customer = await createCustomer(db, ipe.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, ipe.id, customer.id);
    const { product, variation } = await inStock(ipe.id);
    await addToCart(app, { storeId: ipe.id, token, code: product.code, variation });
    const placed = await call(app, 'POST', '/orders', {
      storeId: ipe.id,
      token,
      body: {
        payment_method: 'pix',
        address_id: address.id,
        cpf: '52998224725',
        whatsapp_phone: '(31) 99876-1234',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const paid = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: ipe.id,
      body: { order_code: placed.json.code },
      remoteAddress: LOOPBACK,
    });
    expect(paid.status, paid.text).toBe(200);

    // The job the payment queued (a worker runs it in `pnpm start`); SEFAZ's answer then comes
    // by the webhook connectDemoStores registered.
    const order = await call(app, 'GET', `/orders/${placed.json.code}`, {
      storeId: ipe.id,
      token,
    });
    expect(order.json.status).toBe('pago');
    const orderId = (await orderByCode(db, ipe.id, placed.json.code)).id;
    expect((await issueInvoice(deps, orderId))?.status).toBe('processando');
    await expect
      .poll(async () => (await invoiceOf(db, orderId))?.status, { timeout: 10_000 })
      .toBe('autorizada');

    const shown = await call(app, 'GET', `/orders/${placed.json.code}/invoice`, {
      storeId: ipe.id,
      token,
    });
    expect(isValidAccessKey(shown.json.invoice.access_key)).toBe(true);
    expect(shown.json.invoice.danfe_url.startsWith(bank.focusNfe.url)).toBe(true);
    expect(await fetchDanfe(shown.json.invoice.danfe_url)).toEqual({
      type: 'application/pdf',
      head: '%PDF-',
    });
    // The payment's WhatsApp message, delivered as the demo's Cloud API told the webhook.
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ kind: whatsappMessages.kind, status: whatsappMessages.status })
              .from(whatsappMessages)
              .where(eq(whatsappMessages.orderId, orderId))
          ).map(({ kind, status }) => `${kind}:${status}`),
        { timeout: 10_000 },
      )
      .toEqual(['paid:delivered']);
  });
});
