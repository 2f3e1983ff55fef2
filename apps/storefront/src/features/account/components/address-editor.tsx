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
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { BRAZILIAN_STATES, findState } from '@vitrine/domain/states';
import { Button } from '@vitrine/ui/button';
import { FullPageLoader } from '@vitrine/ui/full-page-loader';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { SelectField } from '../../checkout/components/select-field.tsx';
import { checkoutMessages } from '../../checkout/messages.ts';
import { notify } from '../../checkout/notify.ts';
import { saveAddress } from '../api/addresses-query.ts';
import { addressesMessages as t } from '../messages.ts';
import { cepQueryOptions } from '@vitrine/api-client/queries/lookup-cep';
import { addressesQueryKey } from '@vitrine/api-client/query-keys';

const f = checkoutMessages.address;
type AddressInput = z.input<typeof addressBodySchema>;

/** The state's cities, plus `city` when the CEP service names one the list spells otherwise. */
export function cityOptions(state: string, city: string): string[] {
  const cities = findState(state)?.cidades ?? [];
  return city && !cities.includes(city) ? [city, ...cities] : cities;
}

/**
 * A new address or an edited one, checked by the contract's schema (the API's). The CEP fills
 * the rest (spec §5): only at 9 characters, never while a lookup runs, the full-page loader
 * meanwhile (spec §4), spec §8's toast on failure; state and city are selects of
 * BRAZILIAN_STATES, so the shopper can always finish by hand.
 */
export function AddressEditor({
  address,
  recipient,
  onDone,
}: {
  address: Address | null;
  recipient: string;
  onDone: (saved: Address | null) => void;
}) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [lookingUp, setLookingUp] = useState(false);
  const lookup = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressInput, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    shouldFocusError: true,
    defaultValues: address
      ? {
          recipient: address.recipient,
          zip_code: applyMask(address.zip_code, CEP_MASK),
          street: address.street,
          number: address.number,
          complement: address.complement,
          neighborhood: address.neighborhood,
          city: address.city,
          state: address.state as AddressInput['state'],
          is_default: address.is_default,
        }
      : {
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
  const state = form.watch('state');
  const city = form.watch('city');

  function fill(found: CepLookup) {
    const options = { shouldDirty: true } as const;
    form.setValue('street', found.street, options);
    form.setValue('neighborhood', found.neighborhood, options);
    form.setValue('state', found.state as AddressInput['state'], options);
    form.setValue('city', found.city, options);
    form.clearErrors(['zip_code', 'street', 'neighborhood', 'city', 'state']);
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
        form.setError('zip_code', { message: f.cepNotFound });
      } else {
        notify('error', f.cepFailed);
      }
    } finally {
      lookup.current = false;
      setLookingUp(false);
    }
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await saveAddress(api, address?.id ?? null, body);
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      notify('success', address ? t.updated : t.created);
      onDone(saved);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  });

  return (
    <form className="address-editor" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{address ? t.editTitle : t.newTitle}</h2>
      <FullPageLoader enabled={lookingUp} label={f.lookingUp} />
      <div className="address-editor__grid">
        <TextField
          label={f.fields.zipCode}
          hint={f.fields.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          mask={CEP_MASK}
          error={errors.zip_code?.message}
          {...form.register('zip_code', { onChange: (event) => void lookUp(event.target.value) })}
        />
        <TextField
          label={f.fields.recipient}
          autoComplete="name"
          error={errors.recipient?.message}
          {...form.register('recipient')}
        />
        <TextField
          label={f.fields.street}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...form.register('street')}
        />
        <TextField
          label={f.fields.number}
          inputMode="numeric"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <TextField
          label={f.fields.complement}
          autoComplete="address-line2"
          error={errors.complement?.message}
          {...form.register('complement')}
        />
        <TextField
          label={f.fields.neighborhood}
          error={errors.neighborhood?.message}
          {...form.register('neighborhood')}
        />
        <SelectField
          label={f.fields.state}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state', {
            onChange: () => form.setValue('city', ''),
          })}
        >
          <option value="">{f.fields.statePlaceholder}</option>
          {BRAZILIAN_STATES.map((option) => (
            <option key={option.sigla} value={option.sigla}>
              {option.nome}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={f.fields.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
          // Controlled: the CEP's city is set with its state, before that state's options render.
          value={city}
        >
          <option value="">{state ? t.cityPlaceholder : t.chooseStateFirst}</option>
          {cityOptions(state, city).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="address-editor__actions">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
