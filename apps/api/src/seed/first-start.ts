import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { assetsDir } from '../lib/asset-paths.ts';
import { createSecretBox } from '../lib/secrets/secret-box.ts';
import { secretsKeysOf } from '../lib/secrets/secrets-key.ts';
import { seedDemoOperator } from './demo-operator.ts';
import { seedDemoFiscal } from './fiscal.ts';
import { seedDemoWhatsapp } from './whatsapp.ts';
import { seedDemoFreight } from './freight.ts';
import { isDatabaseEmpty, seedDemo, type SeedResult } from './index.ts';

export type FirstStart = {
  seeded: SeedResult | null;
  /** The database has no store, and production never seeds one. */
  emptyInProduction: boolean;
};

/**
 * `pnpm start` on an empty database seeds the demo stores and their accounts (README "Running
 * the store"), outside production only: the demo accounts' passwords are published, so a
 * production instance never creates them, empty database or not. Seeding one is an explicit
 * command there (`pnpm --filter @vitrine/api seed`, which refuses production too). In demo
 * mode the platform's console gets its demo operator too (seed/demo-operator.ts).
 */
export async function seedOnFirstStart(
  db: Database,
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'DEMO_MODE'
    | 'ASSETS_DIR'
    | 'VITRINE_DATA_DIR'
    | 'SECRETS_KEY'
    | 'SECRETS_KEY_PREVIOUS'
  >,
): Promise<FirstStart> {
  if (!(await isDatabaseEmpty(db))) return { seeded: null, emptyInProduction: false };
  if (config.NODE_ENV === 'production') return { seeded: null, emptyInProduction: true };
  const seeded = await seedDemo(db, { assetsDir: assetsDir(config) });
  // Freight, invoices and WhatsApp hold sealed secrets: they need the deployment's key, which the catalog
  // seed does not.
  const { current, previous } = secretsKeysOf(config);
  const secrets = createSecretBox(current, previous);
  await seedDemoFreight(db, secrets, seeded.stores);
  await seedDemoFiscal(db, secrets, seeded.stores);
  await seedDemoWhatsapp(db, secrets, seeded.stores);
  if (config.DEMO_MODE) await seedDemoOperator(db);
  return { seeded, emptyInProduction: false };
}
