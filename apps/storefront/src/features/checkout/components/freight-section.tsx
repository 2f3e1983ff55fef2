import type { CheckoutFreight } from '@vitrine/contract/checkout';
import type { FreightOption } from '@vitrine/contract/freight';
import { useController, useFormContext } from 'react-hook-form';
import {
  freightDeadline,
  freightMessages,
  freightPrice,
} from '../../../shared/freight/messages.ts';
import { checkoutMessages } from '../messages.ts';
import type { PayFormValues } from '../model/pay-form.ts';

const t = checkoutMessages.freight;

/** "Correios · chega em até 3 dias úteis"; pickup: where and when. */
export function freightOptionDetail(
  option: FreightOption,
  pickup: { address: string; hours: string } | null,
): string {
  if (option.kind === 'pickup') {
    return pickup ? freightMessages.pickupAt(pickup.address, pickup.hours) : '';
  }
  const days = freightDeadline(option) ?? '';
  return option.carrier ? `${option.carrier} · ${days}` : days;
}

/** Why no option can be chosen for the address, as the shopper reads it. */
export const freightErrorText = (error: NonNullable<CheckoutFreight['error']>) =>
  t.errors[error.code] ?? error.message;

/**
 * How the order travels (issue: the shopper picks the service at checkout): the options the
 * server quoted to the chosen address's CEP, each with its price and estimate. Choosing one asks
 * the server for the totals again; the order is placed with the option's id and the price
 * shown, and the server quotes it once more.
 */
export function FreightSection({
  freight,
  updating,
}: {
  freight: CheckoutFreight;
  /** A quote for another address or option is on its way: the totals are about to change. */
  updating: boolean;
}) {
  const form = useFormContext<PayFormValues>();
  const { field, fieldState } = useController({ control: form.control, name: 'freight_option' });
  const error = fieldState.error?.message;
  const quote = freight.quote;
  return (
    <section
      className="checkout-section freight-section"
      aria-labelledby="freight-title"
      aria-busy={updating || undefined}
    >
      <h2 id="freight-title" className="checkout-section__title">
        {t.legend}
      </h2>
      {freight.error ? (
        <p className="form-error" role="alert">
          {freightErrorText(freight.error)}
        </p>
      ) : !quote ? (
        <p>{updating ? t.loading : t.noAddress}</p>
      ) : (
        <>
          {quote.carrier_unavailable && (
            <p className="freight-section__note">{t.carrierUnavailable}</p>
          )}
          <div
            role="radiogroup"
            aria-labelledby="freight-title"
            aria-describedby={error ? 'freight-error' : undefined}
            aria-invalid={error ? true : undefined}
            className="address-section__options"
          >
            {quote.options.map((option, index) => (
              <label key={option.id} className="choice" data-checked={field.value === option.id}>
                <input
                  type="radio"
                  id={`freight-${option.id}`}
                  name={field.name}
                  value={option.id}
                  checked={field.value === option.id}
                  onChange={() => field.onChange(option.id)}
                  ref={index === 0 ? field.ref : undefined}
                  className="choice__input"
                />
                <span className="choice__text">
                  <span className="choice__title">
                    {option.name}
                    <span className="freight-section__price">{freightPrice(option)}</span>
                  </span>
                  <span className="choice__detail">
                    {freightOptionDetail(option, quote.pickup)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </>
      )}
      {error && (
        <p className="form-error" id="freight-error">
          {error}
        </p>
      )}
    </section>
  );
}
