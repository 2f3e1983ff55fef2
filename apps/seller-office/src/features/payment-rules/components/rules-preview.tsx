import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { discountedPrice } from '@vitrine/domain/discount';
import { installmentHeadline, installmentOptions } from '@vitrine/domain/installments';
import { formatBRL } from '@vitrine/domain/money';
import { paymentRuleProblems } from '@vitrine/domain/payment-rules';
import { installmentHeadlineText } from '@vitrine/ui/installment-headline';
import { MoneyInput } from '@vitrine/ui/money-input';
import { useState } from 'react';
import { paymentRulesMessages as t } from '../messages.ts';

export const DEFAULT_EXAMPLE_AMOUNT = 1000;

/** Which parts of the rules can be priced: a part with a value out of range cannot. */
function validParts(rules: PaymentRules) {
  const problems = paymentRuleProblems(rules);
  const ok = (part: string) => !problems.some((problem) => problem.path.startsWith(`${part}.`));
  return { card: ok('card'), pix: ok('pix'), boleto: ok('boleto') };
}

function MethodPrice({
  amount,
  rule,
  label,
}: {
  amount: number;
  rule: PaymentRules['pix'];
  label: (price: string) => string;
}) {
  const result = discountedPrice(amount, rule);
  const off = amount - result.price;
  return (
    <p className="payment-preview__method">
      <strong>{label(formatBRL(result.price))}</strong> (
      {result.discount_value > 0 ? t.discountOff(formatBRL(off)) : t.noDiscount})
    </p>
  );
}

/**
 * What shoppers will see for an example amount, computed by the same @vitrine/domain functions
 * the storefront (product page, pay page) and the API's pricing use: the instalment table, the
 * product page's headline, the pix and boleto prices. A part whose values are out of range is
 * not priced until they are fixed.
 */
export function RulesPreview({ rules }: { rules: PaymentRules }) {
  const [amount, setAmount] = useState(DEFAULT_EXAMPLE_AMOUNT);
  const parts = validParts(rules);
  const options = parts.card ? installmentOptions(amount, rules.card) : [];
  const headline = installmentHeadline(options);
  return (
    <section className="office-card payment-preview" aria-labelledby="payment-preview-title">
      <h2 id="payment-preview-title">{t.preview}</h2>
      <p className="payment-rules__hint">{t.previewHint}</p>
      <MoneyInput label={t.exampleAmount} value={amount} onValueChange={setAmount} />
      <div aria-live="polite" className="payment-preview__result">
        {parts.pix ? <MethodPrice amount={amount} rule={rules.pix} label={t.pixPrice} /> : null}
        {parts.boleto ? (
          <MethodPrice amount={amount} rule={rules.boleto} label={t.boletoPrice} />
        ) : null}
        {parts.card && headline ? (
          <p className="payment-preview__method">
            {t.headline}: <strong>{installmentHeadlineText(headline)}</strong>
          </p>
        ) : null}
      </div>
      {parts.card ? (
        <table className="payment-preview__table">
          <caption>{t.installmentsCaption(formatBRL(amount))}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.count}</th>
              <th scope="col">{t.columns.amount}</th>
              <th scope="col">{t.columns.total}</th>
              <th scope="col">{t.columns.interest}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.installmentNumber}>
                <th scope="row">{option.installmentNumber}x</th>
                <td>{formatBRL(option.installmentAmount)}</td>
                <td>{formatBRL(option.totalAmount)}</td>
                <td>{option.hasInterest ? t.withInterest : t.interestFree}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {parts.card && parts.pix && parts.boleto ? null : (
        <p className="payment-preview__invalid">{t.previewInvalid}</p>
      )}
    </section>
  );
}
