import { listMessages as t } from '../messages.ts';

/** "Esgotado" / "Estoque baixo" beside a count: words, not only a colour. */
export function StockBadges({ out, low }: { out: boolean; low: boolean }) {
  if (out) return <span className="catalog-badge catalog-badge--out">{t.outOfStock}</span>;
  if (low) return <span className="catalog-badge catalog-badge--low">{t.lowStock}</span>;
  return null;
}
