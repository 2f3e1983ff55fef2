import { formatBRL } from '@vitrine/domain/money';
import type { InstallmentHeadline } from '@vitrine/domain/installments';
import { installmentHeadlineText } from './installment-headline.ts';
import { priceMessages } from './messages.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import './tokens.css';
import './price.css';

export interface PriceProps {
  /** What the buyer pays now, in reais. */
  value: number;
  /** The former price; shown struck through only when higher than `value` (null: none). */
  previous?: number | null | undefined;
  /** What to advertise of the instalments: installmentHeadline's choice (spec §9). */
  installments?: InstallmentHeadline | undefined;
  /** The pix price after its extra discount (discountedPrice, spec §9); none, no pix line. */
  pix?: number | undefined;
  className?: string;
}

/**
 * A product's price block. Most screen readers do not announce <s>, so a sale is read as one
 * hidden phrase, 'de R$ 1.400,00 por R$ 1.234,56', and the struck-through look is hidden from them.
 */
export function Price({ value, previous, installments, pix, className }: PriceProps) {
  const onSale = previous != null && previous > value;
  return (
    <div className={['vt-price', className].filter(Boolean).join(' ')}>
      <p className="vt-price__main">
        {onSale ? (
          <>
            <VisuallyHidden>
              {priceMessages.sale(formatBRL(previous), formatBRL(value))}
            </VisuallyHidden>
            <span aria-hidden="true">
              <s className="vt-price__previous">{formatBRL(previous)}</s>{' '}
              <strong className="vt-price__current">{formatBRL(value)}</strong>
            </span>
          </>
        ) : (
          <strong className="vt-price__current">{formatBRL(value)}</strong>
        )}
      </p>
      {installments && (
        <p className="vt-price__installments">{installmentHeadlineText(installments)}</p>
      )}
      {pix !== undefined && <p className="vt-price__pix">{priceMessages.pix(formatBRL(pix))}</p>}
    </div>
  );
}
