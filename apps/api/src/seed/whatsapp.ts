import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { whatsappSettings } from '../db/schema/index.ts';
import { newVerifyToken, whatsappSecretContext } from '../features/whatsapp/settings.ts';
import type { SecretBox } from '../lib/secrets/secret-box.ts';
import type { SeededStore } from './types.ts';

/**
 * The demo's WhatsApp Business number at the loopback Cloud API (src/demo/whatsapp-cloud.ts,
 * started with the demo bank by `pnpm start`). Published (these lines): that loopback takes them
 * and nothing else does. Its templates are the ones the office suggests, approved there.
 */
export const DEMO_WHATSAPP = {
  phoneNumberId: '100000000000001',
  businessAccountId: '100000000000002',
  accessToken: 'vitrine-demo-whatsapp-access-token-0000',
  appSecret: 'vitrine-demo-whatsapp-app-secret-0000',
  templates: { pedido_pago: 4, pedido_enviado: 5, pedido_entregue: 4 },
} as const;

/** The demo stores whose order updates go by WhatsApp to the shoppers who ask at checkout. */
const SENDING = new Set(['casa-ipe']);

/**
 * Casa Ipê sends its order updates by WhatsApp through the demo's number (its secrets sealed as
 * a seller's would be); Loja Aurora does not, so the browser suites' checkouts there stay as
 * they were. Its webhook is subscribed at each start (connectDemoStores), as the loopback's
 * subscriptions live as long as it does.
 */
export async function seedDemoWhatsapp(db: Database, secrets: SecretBox, seeded: SeededStore[]) {
  for (const { id: storeId, slug } of seeded) {
    if (!SENDING.has(slug)) continue;
    const seal = (value: string, field: Parameters<typeof whatsappSecretContext>[1]) =>
      secrets.seal(value, whatsappSecretContext(storeId, field));
    const columns = {
      enabled: true,
      phoneNumberId: DEMO_WHATSAPP.phoneNumberId,
      businessAccountId: DEMO_WHATSAPP.businessAccountId,
      accessTokenSealed: seal(DEMO_WHATSAPP.accessToken, 'access_token'),
      appSecretSealed: seal(DEMO_WHATSAPP.appSecret, 'app_secret'),
      updatedAt: new Date(),
    };
    await db
      .insert(whatsappSettings)
      .values({ storeId, verifyToken: newVerifyToken(), ...columns })
      .onConflictDoUpdate({ target: whatsappSettings.storeId, set: columns });
  }
}

/** The stores sending through the demo's number, with their verify tokens (their webhooks). */
export function demoWhatsappStores(db: Database) {
  return db
    .select({ storeId: whatsappSettings.storeId, verifyToken: whatsappSettings.verifyToken })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.phoneNumberId, DEMO_WHATSAPP.phoneNumberId));
}
