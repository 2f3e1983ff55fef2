import type { PaymentDefault } from '@vitrine/contract/stores';
import { formatBRL } from '@vitrine/domain/money';
import { Price } from '@vitrine/ui/price';
import { catalogMessages as t } from '../messages.ts';
import { pricePreview } from '../pricing.ts';

type Props = {
  price: number;
  previous: number | null;
  payment: PaymentDefault;
  /** Whether the store takes pix (StoreData `pix_offered`): no pix price is promised otherwise. */
  pixOffered: boolean;
};

/**
 * The price, the instalment headline ("3x de R$ … sem juros ou até 12x com juros") and the pix and boleto prices, all from the
 * store's payment_default through @vitrine/domain (spec §9), plus the full instalment table.
 * The pix price only for a store that takes pix: the pay page offers no pix without its key.
 */
export function PriceBlock({ price, previous, payment, pixOffered }: Props) {
  const preview = pricePreview(price, payment);
  return (
    <div className="price-block">
      <Price
        value={preview.price}
        previous={previous}
        installments={preview.headline}
        pix={pixOffered ? preview.pix : undefined}
      />
      <p className="price-block__boleto">{t.product.boleto(formatBRL(preview.boleto))}</p>
      {preview.installments.length > 1 && (
        <details className="price-block__table">
          <summary>{t.product.installmentTable}</summary>
          <ul>
            {preview.installments.map((option) => (
              <li key={option.installmentNumber}>
                {t.product.installmentRow(
                  option.installmentNumber,
                  formatBRL(option.installmentAmount),
                  formatBRL(option.totalAmount),
                  option.hasInterest,
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
