import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, ne } from 'drizzle-orm';
import { fiscalSettings, paymentSettings, stores } from '../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../http/context.ts';
import {
  paymentSecretContext,
  readPaymentSettings,
  type SealedField,
} from '../features/payments/settings.ts';
import { type DemoBank, DemoBankUnknownCharge } from '../features/payments/demo-bank.ts';
import { registerPixWebhook } from '../features/payments/pix-webhook-registration.ts';
import { registerInvoiceWebhook } from '../features/invoices/webhook.ts';
import { DEMO_FOCUS_NFE_TOKEN } from '../seed/fiscal.ts';
import { startFocusNfe } from './focus-nfe.ts';
import {
  type MercadoPagoAccount,
  type MercadoPagoLoopback,
  startMercadoPago,
} from './mercado-pago.ts';
import { startPixPsp, type PixPsp } from './pix-psp.ts';
import { startWhatsappCloud } from './whatsapp-cloud.ts';
import { DEMO_WHATSAPP, demoWhatsappStores } from '../seed/whatsapp.ts';
import { whatsappWebhookUrl } from '../features/whatsapp/settings.ts';
import { type DnsZone, useDnsZone, zoneDoor } from './dns-zone.ts';
import { parseJsonOrUndefined, readBody } from './http-body.ts';

/** What a store's settings need to reach the demo PSP: its address and the store's credentials. */
export type DemoPixPsp = Pick<
  PixPsp,
  'url' | 'tokenPath' | 'clientId' | 'clientSecret' | 'caPem' | 'clientCertPem' | 'clientKeyPem'
>;

/** The demo bank as the API uses it: its PSP, its Mercado Pago, and the payer it plays. */
export type DemoBankConnection = {
  pixPsp: DemoPixPsp;
  mercadoPago: {
    url: string;
    scriptUrl: string;
    accounts: Pick<MercadoPagoAccount, 'publicKey' | 'accessToken' | 'webhookSecret'>[];
  };
  /**
   * The demo's fiscal API: a Focus NFe on this machine (src/demo/focus-nfe.ts) taking
   * DEMO_FOCUS_NFE_TOKEN, where the stores' notes go (FOCUS_NFE_URL, demoGatewaySettings).
   */
  focusNfe: { url: string };
  /**
   * The demo's WhatsApp Cloud API (src/demo/whatsapp-cloud.ts): the number DEMO_WHATSAPP the
   * demo stores send their order updates from (WHATSAPP_API_URL), and Meta's "Verify and save"
   * of a store's webhook there.
   */
  whatsapp: { apiUrl: string };
  subscribeWhatsapp: (callbackUrl: string, verifyToken: string) => Promise<boolean>;
  bank: DemoBank;
  /** The demo's registrar, when the bank's process holds it for a cluster (serveDemoBank). */
  dns?: DnsZone;
  close: () => Promise<void>;
};

/** What `GET /` of a served bank describes: the connection, less what is code. */
type Described = Omit<DemoBankConnection, 'bank' | 'close' | 'dns' | 'subscribeWhatsapp'> & {
  dns?: { address: string };
};

/** The PSP's address and the store's credentials, as its portal gives them. */
const pspAccountOf = (psp: DemoPixPsp) => ({
  url: psp.url,
  tokenPath: psp.tokenPath,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  caPem: psp.caPem,
  clientCertPem: psp.clientCertPem,
  clientKeyPem: psp.clientKeyPem,
});

/** A loopback URL: settings that point there were made by an earlier demo start. */
const isLoopback = (url: string) => /^https:\/\/127\.0\.0\.1[:/]/.test(url) || url === '';

/**
 * The offline demo's bank, on this machine: a PSP speaking the Banco Central's API Pix over
 * mutual TLS (a CA made at each start), and a Mercado Pago speaking its REST API (its card
 * tokenising script included). The demo stores receive their pix through the PSP and Casa Ipê
 * its card and boleto through Mercado Pago, with the real adapters; "Simular pagamento" asks
 * them to pay.
 */
export async function startDemoBank(): Promise<
  DemoBankConnection & { pixPsp: PixPsp; mercadoPago: MercadoPagoLoopback }
> {
  const pixPsp = await startPixPsp({ clientId: 'vitrine-demo' });
  const mercadoPago = await startMercadoPago({
    accounts: [{ nickname: 'CASAIPE', name: 'Casa Ipe', city: 'Belo Horizonte' }],
  });
  const focusNfe = await startFocusNfe({ tokens: [DEMO_FOCUS_NFE_TOKEN] });
  const whatsapp = await startWhatsappCloud({ numbers: [DEMO_WHATSAPP] });
  const bank: DemoBank = {
    pixApiAccount: pspAccountOf(pixPsp),
    async payPix(txid) {
      if (!pixPsp.control.holds(txid)) throw new DemoBankUnknownCharge(`no pix charge ${txid}`);
      await pixPsp.control.pay(txid);
    },
    async payGatewayPayment(paymentId) {
      if (!mercadoPago.control.holds(paymentId))
        throw new DemoBankUnknownCharge(`no payment ${paymentId}`);
      await mercadoPago.control.pay(paymentId);
      await mercadoPago.control.settled();
    },
  };
  const close = async () => {
    await pixPsp.close();
    await mercadoPago.close();
    await focusNfe.close();
    await whatsapp.close();
  };
  return {
    pixPsp,
    mercadoPago,
    focusNfe: { url: focusNfe.url },
    whatsapp: { apiUrl: whatsapp.apiUrl },
    subscribeWhatsapp: (callbackUrl, verifyToken) =>
      whatsapp.control.subscribe(DEMO_WHATSAPP.phoneNumberId, callbackUrl, verifyToken),
    bank,
    close,
  };
}

/** The demo store whose card and boleto go through Mercado Pago (Loja Aurora keeps the sandbox). */
export const DEMO_GATEWAY_STORE = 'casa-ipe';

/**
 * Gives one store's card and boleto to a Mercado Pago account (sealed as a seller's would be).
 * Its notifications come to the store's token URL, as the adapter sends with each payment.
 */
export async function connectStoreToMercadoPago(
  deps: AppDeps,
  store: StoreRow,
  account: Pick<MercadoPagoAccount, 'publicKey' | 'accessToken' | 'webhookSecret'>,
) {
  const secrets = deps.secrets;
  const current = await readPaymentSettings(deps.db, store.id);
  const seal = (field: SealedField, value: string) =>
    secrets.seal(value, paymentSecretContext(store.id, field));
  const columns = {
    cardProvider: 'mercado_pago',
    boletoProvider: 'mercado_pago',
    mpPublicKey: account.publicKey,
    mpAccessTokenSealed: seal('mp_access_token', account.accessToken),
    mpWebhookSecretSealed: seal('mp_webhook_secret', account.webhookSecret),
    updatedAt: deps.now(),
  };
  await saveColumns(deps, store.id, current.webhookToken, columns);
}

/** Writes the columns of one store's payment settings, its webhook token made on first save. */
async function saveColumns(
  deps: AppDeps,
  storeId: string,
  webhookToken: string,
  columns: Partial<typeof paymentSettings.$inferInsert>,
) {
  await deps.db
    .insert(paymentSettings)
    .values({
      storeId,
      webhookToken: webhookToken || randomBytes(24).toString('base64url'),
      ...columns,
    })
    .onConflictDoUpdate({ target: paymentSettings.storeId, set: columns });
}

/**
 * Points one store's pix at `psp`, with its certificate and secret sealed as a seller's would
 * be, and registers the store's webhook there. Answers whether the PSP took the webhook.
 */
export async function connectStoreToPsp(deps: AppDeps, store: StoreRow, psp: DemoPixPsp) {
  const secrets = deps.secrets;
  const current = await readPaymentSettings(deps.db, store.id);
  const seal = (field: SealedField, value: string) =>
    secrets.seal(value, paymentSecretContext(store.id, field));
  const columns = {
    pixProvider: 'pix_api',
    pixApiBaseUrl: psp.url,
    pixApiTokenPath: psp.tokenPath,
    pixApiClientId: psp.clientId,
    pixApiClientSecretSealed: seal('pix_api_client_secret', psp.clientSecret),
    pixApiCertificateSealed: seal('pix_api_certificate', psp.clientCertPem),
    pixApiPrivateKeySealed: seal('pix_api_private_key', psp.clientKeyPem),
    pixApiCa: psp.caPem,
    updatedAt: deps.now(),
  };
  await saveColumns(deps, store.id, current.webhookToken, columns);
  return registerPixWebhook(deps, store.id);
}

/**
 * Points every demo store with a pix key at the demo PSP (this start's certificate: the CA is
 * new each time). A store whose seller set a real PSP up is left alone. The stores issuing
 * notes register their webhook again at the demo's Focus NFe (its hooks live as long as it).
 */
export async function connectDemoStores(
  deps: AppDeps,
  bank: Pick<DemoBankConnection, 'pixPsp' | 'mercadoPago'>,
): Promise<void> {
  await registerDemoInvoiceWebhooks(deps);
  const withKeys = await deps.db.select().from(stores).where(ne(stores.pixKey, ''));
  for (const store of withKeys) {
    const current = await readPaymentSettings(deps.db, store.id);
    if (!isLoopback(current.pixApiBaseUrl)) continue;
    const registered = await connectStoreToPsp(deps, store, bank.pixPsp);
    if (!registered.ok) {
      deps.logger.warn({ store: store.id, reason: registered.reason }, 'demo pix webhook not set');
    }
    const [account] = bank.mercadoPago.accounts;
    if (store.slug === DEMO_GATEWAY_STORE && account) {
      await connectStoreToMercadoPago(deps, store, account);
    }
  }
}

/**
 * Every store sending through the demo's WhatsApp number has its webhook verified and saved
 * at the demo's Cloud API (its subscriptions live as long as it): once the API listens, since
 * the handshake is a call to it. A store whose handshake fails still sends; its messages stay
 * `sent`, without the delivery statuses.
 */
export async function subscribeDemoWhatsapp(
  deps: AppDeps,
  bank: Pick<DemoBankConnection, 'subscribeWhatsapp'>,
): Promise<void> {
  for (const { storeId, verifyToken } of await demoWhatsappStores(deps.db)) {
    const url = whatsappWebhookUrl(deps, storeId);
    const verified = await bank.subscribeWhatsapp(url, verifyToken).catch(() => false);
    if (!verified) deps.logger.warn({ store: storeId, url }, 'demo WhatsApp webhook not verified');
  }
}

async function registerDemoInvoiceWebhooks(deps: AppDeps) {
  const issuing = await deps.db
    .select({ storeId: fiscalSettings.storeId })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.invoicesEnabled, true));
  for (const { storeId } of issuing) {
    await registerInvoiceWebhook(deps, storeId).catch((error: Error) =>
      deps.logger.warn({ store: storeId, reason: error.message }, 'demo NF-e webhook not set'),
    );
  }
}

/**
 * The demo bank as a service of its own (scripts/demo-bank.ts), for a store run as several API
 * processes (`pnpm start:cluster`): every replica charges at the same PSP and asks the same
 * payer to pay, whichever replica placed the order. On 127.0.0.1: `GET /` answers what
 * `useDemoBank` needs to connect the demo stores (the PSP's address and the store's
 * certificate, Mercado Pago's address and account); `POST /pix/{txid}/pay` and
 * `POST /payments/{id}/pay` play the payer (204, or 404 for a charge the bank does not hold).
 *
 * With `dns`, the process holds the demo's registrar for every replica too: a record the demo
 * seller sets through one replica must be what "Verificar" finds through any other, so they
 * share one zone as they share one bank. `GET /` adds its DNS address (each replica's
 * DNS_SERVERS) and `/dns/records` is its door (dns-zone.ts), which the replicas' demo routes
 * write through. One process for both keeps the cluster's demo at one extra service and one URL.
 */
export async function serveDemoBank(
  bank: Awaited<ReturnType<typeof startDemoBank>>,
  options: { port?: number; dns?: DnsZone } = {},
) {
  const { pixPsp, mercadoPago } = bank;
  const { dns } = options;
  const door = dns ? zoneDoor(dns) : () => false;
  const described: Described = {
    pixPsp: {
      url: pixPsp.url,
      tokenPath: pixPsp.tokenPath,
      clientId: pixPsp.clientId,
      clientSecret: pixPsp.clientSecret,
      caPem: pixPsp.caPem,
      clientCertPem: pixPsp.clientCertPem,
      clientKeyPem: pixPsp.clientKeyPem,
    },
    mercadoPago: {
      url: mercadoPago.url,
      scriptUrl: mercadoPago.scriptUrl,
      accounts: mercadoPago.accounts.map(({ publicKey, accessToken, webhookSecret }) => ({
        publicKey,
        accessToken,
        webhookSecret,
      })),
    },
    focusNfe: bank.focusNfe,
    whatsapp: bank.whatsapp,
    ...(dns ? { dns: { address: dns.address } } : {}),
  };
  const server = createServer((req, res) => {
    // Every answer closes its connection: an API process calls the bank seldom (once at its
    // start, then a payment now and then), and a connection kept idle is one the bank's
    // keep-alive timer may close just as that process sends its next call on it (ECONNRESET,
    // seen when a busy event loop ran the timer before reading the call).
    res.shouldKeepAlive = false;
    if (door(req, res)) return;
    if (req.method === 'POST' && req.url === '/whatsapp/subscribe') {
      void readBody(req).then(async (raw) => {
        const asked = parseJsonOrUndefined(raw) as
          { url?: string; verify_token?: string } | undefined;
        const verified =
          typeof asked?.url === 'string' && typeof asked.verify_token === 'string'
            ? await bank.subscribeWhatsapp(asked.url, asked.verify_token)
            : false;
        res.writeHead(verified ? 204 : 422).end();
      });
      return;
    }
    const pay = /^\/(pix|payments)\/([A-Za-z0-9-]{1,64})\/pay$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(described));
      return;
    }
    if (req.method !== 'POST' || !pay) return void res.writeHead(404).end();
    req.resume();
    const [, kind, id] = pay;
    const paying = kind === 'pix' ? bank.bank.payPix(id!) : bank.bank.payGatewayPayment!(id!);
    paying.then(
      () => res.writeHead(204).end(),
      (error: Error) =>
        res.writeHead(error instanceof DemoBankUnknownCharge ? 404 : 500).end(error.message),
    );
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/**
 * The settings that send card and boleto to the demo bank's Mercado Pago and the notes to its
 * Focus NFe, as every process of the demo (the API, a worker) must: none when there is no demo
 * bank, nor for a service the operator names one of their own for (MERCADO_PAGO_URL,
 * FOCUS_NFE_URL).
 */
export function demoGatewaySettings(
  demoBank: Pick<DemoBankConnection, 'mercadoPago' | 'focusNfe' | 'whatsapp'> | null,
  env: Record<string, string | undefined> = process.env,
): {
  MERCADO_PAGO_URL?: string;
  MERCADO_PAGO_SDK_URL?: string;
  FOCUS_NFE_URL?: string;
  WHATSAPP_API_URL?: string;
} {
  if (!demoBank) return {};
  return {
    ...(env.MERCADO_PAGO_URL
      ? {}
      : {
          MERCADO_PAGO_URL: demoBank.mercadoPago.url,
          MERCADO_PAGO_SDK_URL: demoBank.mercadoPago.scriptUrl,
        }),
    ...(env.FOCUS_NFE_URL ? {} : { FOCUS_NFE_URL: demoBank.focusNfe.url }),
    ...(env.WHATSAPP_API_URL ? {} : { WHATSAPP_API_URL: demoBank.whatsapp.apiUrl }),
  };
}

/** The demo bank another process serves (serveDemoBank) at `url`, as this API's. */
export async function useDemoBank(url: string): Promise<DemoBankConnection> {
  const base = url.replace(/\/+$/, '');
  const answer = await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`demo bank at ${base}: ${answer.status}`);
  const { dns, ...described } = (await answer.json()) as Described;
  const pay = async (path: string) => {
    const paid = await fetch(`${base}${path}`, {
      method: 'POST',
      signal: AbortSignal.timeout(30_000),
    });
    const refusal = `demo bank ${path}: ${paid.status} ${await paid.text()}`;
    if (paid.status === 404) throw new DemoBankUnknownCharge(refusal);
    if (paid.status !== 204) throw new Error(refusal);
  };
  return {
    ...described,
    bank: {
      pixApiAccount: pspAccountOf(described.pixPsp),
      payPix: (txid) => pay(`/pix/${encodeURIComponent(txid)}/pay`),
      payGatewayPayment: (id) => pay(`/payments/${encodeURIComponent(id)}/pay`),
    },
    subscribeWhatsapp: async (callbackUrl, verifyToken) => {
      const answer = await fetch(`${base}/whatsapp/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: callbackUrl, verify_token: verifyToken }),
        signal: AbortSignal.timeout(30_000),
      });
      return answer.status === 204;
    },
    ...(dns ? { dns: useDnsZone(base, dns.address) } : {}),
    close: async () => {},
  };
}
