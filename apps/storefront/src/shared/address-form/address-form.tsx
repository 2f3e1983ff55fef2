import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { addressBodySchema, type Address, type AddressBody } from '@vitrine/contract/addresses';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { ScriptForm, ScriptSubmit } from '@vitrine/ui/script-form';
import { FullPageLoader } from '@vitrine/ui/full-page-loader';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../lib/api-context.tsx';
import { CityAndState } from './city-and-state.tsx';
import { addressMessages as t } from './messages.ts';
import { saveAddress } from './save-address.ts';
import { useCepFill, type AddressInput } from './use-cep-fill.ts';

/**
 * Where the form sits. 'page': the account's addresses screen, a card of its own under the
 * page's h1, saving its main action, the city chosen from the state's list. 'section': the pay
 * page's address section (an h2), "Finalizar compra" the page's main action, the city typed.
 */
export type AddressFormPlacement = 'page' | 'section';

const blank = (recipient: string): AddressInput => ({
  recipient,
  zip_code: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '' as AddressInput['state'],
  is_default: false,
});

const valuesOf = (address: Address): AddressInput => ({
  recipient: address.recipient,
  zip_code: applyMask(address.zip_code, CEP_MASK),
  street: address.street,
  number: address.number,
  complement: address.complement,
  neighborhood: address.neighborhood,
  city: address.city,
  state: address.state as AddressInput['state'],
  is_default: address.is_default,
});

/**
 * A new address, or an edited one, checked by the contract's own schema (the one the API
 * validates with); the CEP fills the rest (useCepFill). `onSaved` gets the API's answer; its
 * failure, like the API's, is said above the buttons.
 */
export function AddressForm({
  address = null,
  recipient,
  placement,
  onSaved,
  onCancel,
  focusFirstField = false,
}: {
  /** The address to edit; none for a new one. */
  address?: Address | null;
  /** A new address's recipient, to start from: the customer's name. */
  recipient: string;
  placement: AddressFormPlacement;
  onSaved: (saved: Address) => Promise<void> | void;
  /** Absent when there is nothing to go back to: the form is then the only way forward. */
  onCancel?: () => void;
  /**
   * Opened by a button the form takes the place of: its first field takes the focus that would
   * otherwise fall to the page's <body>. Not for a form that is there when the page loads.
   */
  focusFirstField?: boolean;
}) {
  const api = useBrowserApi();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressInput, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    shouldFocusError: true,
    defaultValues: address ? valuesOf(address) : blank(recipient),
  });
  const { lookingUp, lookUp } = useCepFill(form);
  const { errors, isSubmitting } = form.formState;
  const Title = placement === 'page' ? 'h2' : 'h3';
  useEffect(() => {
    if (focusFirstField) form.setFocus('zip_code');
  }, [focusFirstField, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSaved(await saveAddress(api, address?.id ?? null, body));
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  });

  return (
    // Sent only by its script (ScriptForm): in the pay page's server HTML, Enter pressed in a
    // field before hydration must not put the address in the URL.
    <ScriptForm
      className={`address-form address-form--${placement}`}
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <Title id={titleId} className="address-form__title">
        {address ? t.editTitle : t.newTitle}
      </Title>
      <FullPageLoader enabled={lookingUp} label={t.lookingUp} />
      <div className="address-form__grid">
        <TextField
          label={t.fields.zipCode}
          hint={t.fields.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          mask={CEP_MASK}
          error={errors.zip_code?.message}
          className="address-form__zip"
          {...form.register('zip_code', { onChange: (event) => void lookUp(event.target.value) })}
        />
        <TextField
          label={t.fields.recipient}
          autoComplete="name"
          error={errors.recipient?.message}
          className="address-form__wide"
          {...form.register('recipient')}
        />
        <TextField
          label={t.fields.street}
          autoComplete="address-line1"
          error={errors.street?.message}
          className="address-form__wide"
          {...form.register('street')}
        />
        <TextField
          label={t.fields.number}
          inputMode="numeric"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <TextField
          label={t.fields.complement}
          autoComplete="address-line2"
          error={errors.complement?.message}
          {...form.register('complement')}
        />
        <TextField
          label={t.fields.neighborhood}
          error={errors.neighborhood?.message}
          {...form.register('neighborhood')}
        />
        <CityAndState form={form} cityFromList={placement === 'page'} />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="address-form__actions">
        <ScriptSubmit
          variant={placement === 'page' ? 'primary' : 'secondary'}
          loading={isSubmitting}
        >
          {isSubmitting ? t.saving : t.save}
        </ScriptSubmit>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </ScriptForm>
  );
}
