import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { readFreightRow, melhorEnvioTokenContext } from './settings.ts';
import { readFreightTableRows } from './table.ts';
import type { CarrierQuoter, FreightSetup } from './quote.ts';

/** Makes the carrier quoter for a store's token and Melhor Envio environment. */
export type CarrierFor = (token: string, environment: 'sandbox' | 'production') => CarrierQuoter;

/**
 * A store's freight setup as the quote takes it, read fresh: the settings row, the table when
 * it is on, the carrier with the token opened only here, in memory, for this quote, and the
 * store's flat fee (which the quote offers only while neither table nor carrier is on).
 */
export async function loadFreightSetup(
  db: Database,
  secrets: SecretBox,
  store: { id: string; shippingFeeCents: number; freeShippingFromCents: number | null },
  carrierFor: CarrierFor | null,
): Promise<FreightSetup> {
  const storeId = store.id;
  const row = await readFreightRow(db, storeId);
  const ownTable = row.ownTableEnabled ? await readFreightTableRows(db, storeId) : null;
  const carrier =
    carrierFor && row.melhorEnvioEnabled && row.melhorEnvioTokenSealed
      ? {
          quote: carrierFor(
            secrets.open(row.melhorEnvioTokenSealed, melhorEnvioTokenContext(storeId)),
            row.melhorEnvioEnvironment as 'sandbox' | 'production',
          ),
          services: row.melhorEnvioServices,
          markupPercent: row.markupPercent,
          markupCents: row.markupCents,
          extraDays: row.extraDays,
        }
      : null;
  return {
    originCep: row.originCep,
    defaultPackage: {
      weightGrams: row.defaultWeightGrams,
      heightCm: row.defaultHeightCm,
      widthCm: row.defaultWidthCm,
      lengthCm: row.defaultLengthCm,
    },
    ownTable,
    freeShipping: row.freeShipping.map((rule) => ({
      minimumOrderCents: rule.minimumOrderCents,
      region: rule.region as FreightSetup['freeShipping'][number]['region'],
    })),
    flatFee: { priceCents: store.shippingFeeCents, freeFromCents: store.freeShippingFromCents },
    pickup: row.pickupEnabled ? { address: row.pickupAddress, hours: row.pickupHours } : null,
    carrier,
  };
}
