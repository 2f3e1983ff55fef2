import { orderSumLines, type OrderSums as Sums } from '@vitrine/contract/order-sums';
import './tokens.css';
import './order-sums.css';

/**
 * An order's money lines (subtotal, discount, shipping, interest, total) as the contract reads
 * them, total in bold: the shopper's order page and the seller's sale show the same block.
 */
export function OrderSums({
  order,
  label,
  className,
}: {
  order: Sums;
  /** The list's accessible name, where the page has no heading naming it. */
  label?: string;
  /** The page's own placement of the block. */
  className?: string;
}) {
  return (
    <dl className={className ? `order-sums ${className}` : 'order-sums'} aria-label={label}>
      {orderSumLines(order).map((line) => (
        <div key={line.key} className={line.key === 'total' ? 'order-sums__total' : undefined}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
