import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@vitrine/contract/addresses';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { addressMessages } from '../../../shared/address-form/messages.ts';
import { notify } from '../../../shared/notify.ts';
import { checkoutMessages } from '../messages.ts';
import type { PayFormValues } from '../model/pay-form.ts';
import { addressesQueryKey } from '@vitrine/api-client/query-keys';

// Loaded when shown: the states' and cities' lists come with it, not with the pay page. In the
// server's HTML for a shopper with no address, where its CEP may be typed before hydration.
const AddressForm = lazyRendered('address-form', () =>
  import('../../../shared/address-form/address-form.tsx').then((module) => module.AddressForm),
);

const t = checkoutMessages.address;

/**
 * Where the order goes: one of the shopper's addresses (a radio group, the default chosen
 * first), or a new one (spec §3's address form, with the CEP lookup). Sits outside the pay
 * form's <form>, since the new address is a form of its own; its choice is still the pay form's
 * `address_id` field.
 */
export function AddressSection({
  addresses,
  recipient,
}: {
  addresses: readonly Address[];
  recipient: string;
}) {
  const form = useFormContext<PayFormValues>();
  const queryClient = useQueryClient();
  const { field, fieldState } = useController({ control: form.control, name: 'address_id' });
  const [adding, setAdding] = useState(addresses.length === 0);
  const [focusId, setFocusId] = useState<string | null>(null);
  // Where the focus goes when the form closes without a new address: back to its button.
  const cancelled = useRef(false);
  const error = fieldState.error?.message;

  // The new address's radio, once listed and chosen, takes the focus the closed form had: after
  // the commit that renders it (one animation frame can come before it on a busy device).
  useEffect(() => {
    if (!focusId) return;
    const radio = document.getElementById(`address-${focusId}`);
    if (!radio) return;
    radio.focus();
    setFocusId(null);
  }, [focusId, addresses, adding]);

  // The button goes as the form comes: the form's code first (the button keeps the focus
  // meanwhile), then the form, whose first field takes the focus. Offline for a moment, the
  // form's Suspense asks for its code again.
  async function add() {
    await AddressForm.preload().catch(() => undefined);
    setAdding(true);
  }

  async function created(address: Address) {
    await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    field.onChange(address.id);
    setAdding(false);
    notify('success', t.saved);
    setFocusId(address.id);
  }

  return (
    <section className="checkout-section address-section" aria-labelledby="address-title">
      <h2 id="address-title" className="checkout-section__title">
        {t.legend}
      </h2>
      {addresses.length > 0 ? (
        <div
          role="radiogroup"
          aria-labelledby="address-title"
          aria-describedby={error ? 'address-error' : undefined}
          aria-invalid={error ? true : undefined}
          className="address-section__options"
        >
          {addresses.map((address, index) => (
            <label key={address.id} className="choice" data-checked={field.value === address.id}>
              <input
                type="radio"
                id={`address-${address.id}`}
                name={field.name}
                value={address.id}
                checked={field.value === address.id}
                onChange={() => field.onChange(address.id)}
                ref={index === 0 ? field.ref : undefined}
                className="choice__input"
              />
              <span className="choice__text">
                <span className="choice__title">
                  {address.recipient}
                  {address.is_default && <span className="choice__tag">{t.defaultTag}</span>}
                </span>
                <span className="choice__detail">{addressMessages.line(address)}</span>
                <span className="choice__detail">
                  {addressMessages.place({
                    ...address,
                    zip: applyMask(address.zip_code, CEP_MASK),
                  })}
                </span>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="address-section__none">{t.none}</p>
      )}
      {error && (
        <p className="form-error" id="address-error">
          {error}
        </p>
      )}
      {adding ? (
        // With no address to choose, an unchosen address sends the focus to the new one's form.
        <div data-focus-on-error={error && addresses.length === 0 ? '' : undefined}>
          <Suspense
            fallback={<p className="address-section__loading">{addressMessages.newTitle}…</p>}
          >
            <AddressForm
              recipient={recipient}
              placement="section"
              onSaved={created}
              onCancel={
                addresses.length > 0
                  ? () => {
                      cancelled.current = true;
                      setAdding(false);
                    }
                  : undefined
              }
              // Opened by its button; with no address yet it is in the page as it loads.
              focusFirstField={addresses.length > 0}
            />
          </Suspense>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void add()}
          ref={(button) => {
            if (!button || !cancelled.current) return;
            cancelled.current = false;
            button.focus();
          }}
        >
          {t.add}
        </Button>
      )}
    </section>
  );
}
