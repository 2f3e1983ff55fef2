import type { Favourite, PriceAlerts } from '@vitrine/contract/favourites';
import { toSummary } from '../catalog/serialize.ts';
import type { FavouriteRow } from './reads.ts';

export function toFavourite(row: FavouriteRow, assetsBase: string): Favourite {
  const { status, addedAt, onlyVariation, ...summary } = row;
  return {
    product_id: row.id,
    added_at: addedAt.toISOString(),
    // Off the storefront, or nothing left to buy: "Indisponível".
    available: status === 'active' && row.inStock && row.priceMinCents !== null,
    variation: onlyVariation,
    product: toSummary(summary, assetsBase),
  };
}

export function toPriceAlerts(since: Date | null): PriceAlerts {
  return { enabled: since !== null, since: since?.toISOString() ?? null };
}
