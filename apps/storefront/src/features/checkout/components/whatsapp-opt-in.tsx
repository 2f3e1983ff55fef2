import { WHATSAPP_OPT_IN_WORDING } from '@vitrine/contract/whatsapp';
import { PHONE_MASKS } from '@vitrine/domain/mask';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { checkoutMessages } from '../messages.ts';
import type { PayFormValues } from '../model/pay-form.ts';

const t = checkoutMessages.whatsapp;

/**
 * This order's updates by WhatsApp (issue #37 §5), for a store that sends them (the quote's
 * `whatsapp_offered`): a box the shopper ticks (consent: never ticked for them), in the
 * contract's words, and once ticked the mobile they go to (the profile's, when it is one). Part
 * of the pay form: the order carries the number (POST /orders' `whatsapp_phone`, its opt-in
 * timed by the API) only while the box is ticked. The mask takes a landline too, so a landline
 * typed reads as one beside its refusal.
 */
export function WhatsappOptIn() {
  const form = useFormContext<PayFormValues>();
  const optedIn = useWatch({ control: form.control, name: 'whatsapp_opt_in' });
  return (
    <fieldset className="checkout-section whatsapp-opt-in">
      <legend className="checkout-section__title">{t.legend}</legend>
      <label className="whatsapp-opt-in__check">
        <input type="checkbox" {...form.register('whatsapp_opt_in')} />
        {WHATSAPP_OPT_IN_WORDING}
      </label>
      {optedIn && (
        <TextField
          label={t.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          mask={PHONE_MASKS}
          hint={t.emailStays}
          error={form.formState.errors.whatsapp_phone?.message}
          className="whatsapp-opt-in__phone"
          {...form.register('whatsapp_phone')}
        />
      )}
    </fieldset>
  );
}
