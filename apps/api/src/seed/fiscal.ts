import { normalizeCnpj } from '@vitrine/domain/cnpj';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, fiscalSettings, products, stores } from '../db/schema/index.ts';
import { a1Certificate } from '../demo/a1-certificate.ts';
import { readA1Certificate } from '../features/fiscal-settings/certificate.ts';
import { fiscalSecretContext } from '../features/fiscal-settings/serialize.ts';
import type { SecretBox } from '../lib/secrets/secret-box.ts';
import type { SeededStore } from './types.ts';

/**
 * The demo stores' Focus NFe token. Published (this line): the demo's loopback Focus NFe
 * (src/demo/focus-nfe.ts, started with the demo bank by `pnpm start`) accepts it and nothing
 * else does. A store made in the demo issues with it too (Configurações → Notas fiscais).
 */
export const DEMO_FOCUS_NFE_TOKEN = 'vitrine-demo-focus-nfe-token-0000000000';

/** The password of the demo stores' test A1 certificates. */
const CERTIFICATE_PASSWORD = 'senha-de-teste';

/**
 * Where a demo store that issues NF-e issues from: its IE and its address with the IBGE code.
 * Casa Ipê issues on payment; Loja Aurora does not (its goods have their NCMs, for a seller who
 * turns notes on in Configurações → Notas fiscais): the demo shows both, and the browser suites
 * and `pnpm bench:blackfriday` that publish products and sell at Aurora are not a store issuing
 * notes (which refuses a product without an NCM).
 */
const ISSUERS: Record<string, Partial<typeof fiscalSettings.$inferInsert>> = {
  'casa-ipe': {
    stateRegistration: '0623079040081',
    addressStreet: 'Rua Pernambuco',
    addressNumber: '1070',
    addressDistrict: 'Savassi',
    municipalityCode: '3106200',
  },
};

/** The NCM of the goods of each demo category (TIPI's codes for what the category sells). */
const NCM_BY_CATEGORY: Record<string, string> = {
  camisetas: '61091000',
  camisas: '62052000',
  'calcas-e-bermudas': '62034200',
  vestidos: '62044200',
  calcados: '64041900',
  acessorios: '42022200',
  'cama-e-banho': '63023100',
  'mesa-e-cozinha': '69120000',
  'plantas-de-interior': '06029090',
  'suculentas-e-cactos': '06029090',
  'vasos-e-cachepos': '69149000',
  jardinagem: '82019000',
  decoracao: '44140000',
  iluminacao: '94052000',
};

/**
 * How the demo stores issue NF-e (those in ISSUERS): on payment, in homologação, through the
 * demo's Focus NFe with DEMO_FOCUS_NFE_TOKEN and a test A1 certificate for the store's CNPJ
 * (sealed like a seller's upload). Every demo store's goods get an NCM by category. A paid
 * Casa Ipê order gets an authorised note with its DANFE.
 */
export async function seedDemoFiscal(db: Database, secrets: SecretBox, seeded: SeededStore[]) {
  const now = new Date();
  for (const { id: storeId, slug } of seeded) {
    await seedNcms(db, storeId);
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    const issuer = ISSUERS[slug];
    if (!store?.cnpj || !issuer) continue;
    const cnpj = normalizeCnpj(store.cnpj);
    const file = a1Certificate({
      cnpj,
      holder: (store.legalName ?? store.name).toUpperCase(),
      password: CERTIFICATE_PASSWORD,
      now,
    });
    const read = readA1Certificate(file, CERTIFICATE_PASSWORD, cnpj, now);
    const seal = (value: string, field: Parameters<typeof fiscalSecretContext>[1]) =>
      secrets.seal(value, fiscalSecretContext(storeId, field));
    await db.insert(fiscalSettings).values({
      storeId,
      ...issuer,
      invoicesEnabled: true,
      issueMode: 'automatic',
      environment: 'homologacao',
      providerTokenSealed: seal(DEMO_FOCUS_NFE_TOKEN, 'provider_token'),
      certificateSealed: seal(file, 'certificate'),
      certificatePasswordSealed: seal(CERTIFICATE_PASSWORD, 'certificate_password'),
      certificateHolder: read.holder,
      certificateCnpj: read.cnpj,
      certificateValidFrom: read.validFrom,
      certificateValidUntil: read.validUntil,
      certificateUploadedAt: now,
      updatedAt: now,
    });
  }
}

/** A demo store's goods with the NCM of their category. */
async function seedNcms(db: Database, storeId: string) {
  for (const [category, ncm] of Object.entries(NCM_BY_CATEGORY)) {
    const inCategory = db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.slug, category)));
    await db
      .update(products)
      .set({ ncm })
      .where(and(eq(products.storeId, storeId), inArray(products.categoryId, inCategory)));
  }
}
