import type { PaymentDefault } from '@vitrine/contract/stores';
import { formatBRL } from '@vitrine/domain/money';
import { Price } from '@vitrine/ui/price';
import { catalogMessages as t } from '../messages.ts';
import { pricePreview } from '../pricing.ts';

type Props = { price: number; previous: number | null; payment: PaymentDefault };

/**
 * The price, the instalment headline ("3x de R$ … sem juros ou até 12x com juros") and the pix and boleto prices, all from the
 * store's payment_default through @vitrine/domain (spec §9), plus the full instalment table.
 */
export function PriceBlock({ price, previous, payment }: Props) {
  const preview = pricePreview(price, payment);
  return (
    <div className="price-block">
      <Price
        value={preview.price}
        {...(previous !== null ? { previous } : {})}
        installments={preview.headline}
        pix={preview.pix}
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
