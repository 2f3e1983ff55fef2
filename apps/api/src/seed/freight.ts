import type { Database } from '../db/client.ts';
import { freightSettings, freightTableRows } from '../db/schema/index.ts';
import { melhorEnvioTokenContext } from '../features/freight/settings.ts';
import type { SecretBox } from '../lib/secrets/secret-box.ts';
import type { SeededStore } from './types.ts';

/**
 * The demo stores' Melhor Envio token. Published (this line): the demo's loopback platform
 * (src/demo/melhor-envio.ts, started by `pnpm start`) accepts it and nothing else does.
 */
export const DEMO_MELHOR_ENVIO_TOKEN = 'vitrine-demo-melhor-envio-token-0000000000';

const band = (zipStart: string, zipEnd: string, rows: [number, number, number, number][]) =>
  rows.map(([weightStartGrams, weightEndGrams, priceCents, days]) => ({
    zipStart,
    zipEnd,
    weightStartGrams,
    weightEndGrams,
    priceCents,
    days,
  }));

/** Loja Aurora's own delivery: cheap in São Paulo's capital, then the Southeast, then Brazil. */
const AURORA_TABLE = [
  ...band('01000000', '09999999', [
    [0, 1000, 990, 2],
    [1001, 5000, 1490, 2],
    [5001, 30000, 2490, 3],
  ]),
  ...band('10000000', '39999999', [
    [0, 1000, 1890, 4],
    [1001, 5000, 2590, 5],
    [5001, 30000, 3990, 6],
  ]),
  ...band('00000000', '99999999', [
    [0, 1000, 2990, 9],
    [1001, 5000, 4490, 11],
    [5001, 30000, 6990, 14],
  ]),
];

/**
 * How the demo stores ship: Loja Aurora (São Paulo) with its own table, Melhor Envio's PAC,
 * SEDEX and Jadlog, free shipping from R$ 299,00 and pickup at the shop; Casa Ipê (Belo
 * Horizonte) with Melhor Envio only, free shipping from R$ 199,00 in the Southeast. The token
 * is sealed like any store's.
 */
export async function seedDemoFreight(db: Database, secrets: SecretBox, seeded: SeededStore[]) {
  for (const store of seeded) {
    const aurora = store.slug === 'loja-aurora';
    await db.insert(freightSettings).values({
      storeId: store.id,
      originCep: aurora ? '01304001' : '30130151',
      defaultWeightGrams: 500,
      defaultHeightCm: 10,
      defaultWidthCm: 15,
      defaultLengthCm: 20,
      ownTableEnabled: aurora,
      freeShipping: aurora
        ? [{ minimumOrderCents: 29_900, region: null }]
        : [{ minimumOrderCents: 19_900, region: 'sudeste' }],
      pickupEnabled: aurora,
      pickupAddress: aurora ? 'Rua Augusta, 1500 — Consolação, São Paulo/SP' : '',
      pickupHours: aurora ? 'Seg. a sex., 10h às 19h; sáb., 10h às 14h' : '',
      melhorEnvioEnabled: true,
      melhorEnvioEnvironment: 'sandbox',
      melhorEnvioTokenSealed: secrets.seal(
        DEMO_MELHOR_ENVIO_TOKEN,
        melhorEnvioTokenContext(store.id),
      ),
      melhorEnvioServices: aurora ? [1, 2, 3] : [1, 2],
      extraDays: 1,
    });
    if (aurora) {
      await db
        .insert(freightTableRows)
        .values(AURORA_TABLE.map((row) => ({ storeId: store.id, ...row })));
    }
  }
}
