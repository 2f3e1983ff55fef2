import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import {
  addressBodySchema,
  type Address,
  type AddressBody,
  type CepLookup,
} from '@vitrine/contract/addresses';
import { shouldLookUpCep } from '@vitrine/domain/cep';
import { CEP_MASK } from '@vitrine/domain/mask';
import { BRAZILIAN_STATES } from '@vitrine/domain/states';
import { Button } from '@vitrine/ui/button';
import { FullPageLoader } from '@vitrine/ui/full-page-loader';
import { TextField } from '@vitrine/ui/text-field';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { checkoutMessages } from '../messages.ts';
import { SelectField } from './select-field.tsx';
import { notify } from '../notify.ts';
import { cepQueryOptions } from '@vitrine/api-client/queries/lookup-cep';

const t = checkoutMessages.address;

type AddressInput = z.input<typeof addressBodySchema>;

/**
 * A new delivery address, checked by the contract's own schema (the one the API validates
 * with). The CEP fills the rest (spec §5): the lookup runs only once the masked CEP has its 9
 * characters and none is running already; the full-page loader is on while it runs (spec §4);
 * a failure is spec §8's toast, and every field stays editable for the shopper to fill by hand.
 * Loaded when shown: the states' list comes with it, not with the pay page.
 */
export default function AddressForm({
  recipient,
  onCreated,
  onCancel,
}: {
  recipient: string;
  onCreated: (address: Address) => Promise<void>;
  /** Absent when the shopper has no address yet: the form is then the only way forward. */
  onCancel?: () => void;
}) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const [lookingUp, setLookingUp] = useState(false);
  // The rule's "no lookup in progress" is read at the keystroke, not from a render's state.
  const lookup = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressInput, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: {
      recipient,
      zip_code: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '' as AddressInput['state'],
      is_default: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  function fill(found: CepLookup) {
    const options = { shouldDirty: true } as const;
    form.setValue('street', found.street, options);
    form.setValue('neighborhood', found.neighborhood, options);
    form.setValue('city', found.city, options);
    form.setValue('state', found.state as AddressInput['state'], options);
    form.clearErrors(['zip_code', 'street', 'neighborhood', 'city', 'state']);
    // Single-CEP towns have no street in the answer: the shopper goes on from there.
    form.setFocus(found.street ? 'number' : 'street');
  }

  async function lookUp(zipCode: string) {
    if (!shouldLookUpCep(zipCode, lookup.current)) return;
    lookup.current = true;
    setLookingUp(true);
    try {
      fill(await queryClient.fetchQuery(cepQueryOptions(api, zipCode)));
    } catch (error) {
      if (toApiError(error).code === 'cep_not_found') {
        form.setError('zip_code', { message: t.cepNotFound });
      } else {
        notify('error', t.cepFailed);
      }
    } finally {
      lookup.current = false;
      setLookingUp(false);
    }
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { createAddress } = await import('@vitrine/api-client/create-address');
      await onCreated(await createAddress(await api.client(), body));
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  });

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="address-form-title"
    >
      <h3 id="address-form-title" className="address-form__title">
        {t.formTitle}
      </h3>
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
        <TextField
          label={t.fields.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <SelectField
          label={t.fields.state}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        >
          <option value="">{t.fields.statePlaceholder}</option>
          {BRAZILIAN_STATES.map((state) => (
            <option key={state.sigla} value={state.sigla}>
              {state.nome}
            </option>
          ))}
        </SelectField>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="address-form__actions">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
