import type { ProductKind, Variation } from '@vitrine/contract/catalog';
import { catalogMessages as t } from '../messages.ts';

/** In stock, "Restam N unidades" (5 or fewer, as the API reports), or sold out. */
export function StockState({ variation, kind }: { variation: Variation; kind: ProductKind }) {
  if (!variation.in_stock) {
    return <p className="stock stock--out">{t.stock.soldOut}</p>;
  }
  if (kind === 'service') return <p className="stock stock--in">{t.stock.service}</p>;
  if (variation.stock_left !== null) {
    return <p className="stock stock--few">{t.stock.few(variation.stock_left)}</p>;
  }
  return <p className="stock stock--in">{t.stock.inStock}</p>;
}
