import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { PaymentMethod } from '@vitrine/contract/orders';
import { installmentHeadline } from '@vitrine/domain/installments';
import { formatBRL } from '@vitrine/domain/money';
import { installmentHeadlineText } from '@vitrine/ui/installment-headline';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { checkoutMessages } from '../messages.ts';
import { cpfAsked, offeredMethods, type PayFormValues } from '../model/pay-form.ts';
import { CardFields } from './card-fields.tsx';
import { CpfField } from './cpf-field.tsx';
import { InstallmentSelect } from './installment-select.tsx';

const t = checkoutMessages.method;

type Discounted = CheckoutQuote['pix'];

/** spec §9 extra discount, as the store set it: "5% de desconto" or "R$ 10,00 de desconto". */
function discountText(price: Discounted): string | null {
  if (price.discount_value <= 0) return null;
  return price.discount_type === 'percentage'
    ? t.discountPercent(price.discount_value)
    : t.discountAmount(formatBRL(price.discount_value));
}

/** What each method costs, on its own line under its name: the shopper compares at a glance. */
function methodDetail(quote: CheckoutQuote, method: PaymentMethod) {
  if (method === 'card') {
    // The server's options, advertised by the one rule the shelf, product page and cart use.
    const headline = installmentHeadline(quote.card.installments);
    const single = quote.card.installments[0];
    if (headline) return installmentHeadlineText(headline);
    return single ? t.cardOnce(formatBRL(single.installmentAmount)) : null;
  }
  const price = quote[method];
  const discount = discountText(price);
  return discount ? `${formatBRL(price.total)} · ${discount}` : formatBRL(price.total);
}

/**
 * Card, pix or boleto: a radio group (arrow keys move between them), each with its price, and
 * under it what the chosen one needs. Only the methods the store takes are offered (pix not
 * without the store's pix key: the quote's `pix_offered`). Pix and boleto show their extra
 * discount only when it applies (spec §9), with the final price. The CPF follows when the chosen
 * method asks for the payer's, or the store's NF-e for a person buying (not as a company).
 */
export function PaymentMethods({ quote }: { quote: CheckoutQuote }) {
  const form = useFormContext<PayFormValues>();
  const method = useController({ control: form.control, name: 'method' });
  const installments = useController({ control: form.control, name: 'installments' });
  const asCompany = useWatch({ control: form.control, name: 'as_company' });
  const cpfReason = cpfAsked(quote, method.field.value, asCompany);
  return (
    <fieldset className="checkout-section payment-methods">
      <legend className="checkout-section__title">{t.legend}</legend>
      <div className="payment-methods__options">
        {offeredMethods(quote).map((candidate) => (
          <label key={candidate} className="choice" data-checked={method.field.value === candidate}>
            <input
              type="radio"
              name={method.field.name}
              value={candidate}
              checked={method.field.value === candidate}
              onChange={() => method.field.onChange(candidate)}
              className="choice__input"
            />
            <span className="choice__text">
              <span className="choice__title">{t[candidate]}</span>
              <span className="choice__detail">{methodDetail(quote, candidate)}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="payment-methods__panel">
        {/* Kept mounted when hidden: what was typed in the card stays if the shopper looks
            at pix and comes back. */}
        <div hidden={method.field.value !== 'card'}>
          <CardFields />
          <InstallmentSelect
            options={quote.card.installments}
            value={installments.field.value}
            onChange={installments.field.onChange}
          />
        </div>
        {method.field.value === 'pix' && <p className="payment-methods__info">{t.pixInfo}</p>}
        {method.field.value === 'boleto' && <p className="payment-methods__info">{t.boletoInfo}</p>}
        {cpfReason && <CpfField reason={cpfReason} />}
      </div>
    </fieldset>
  );
}
