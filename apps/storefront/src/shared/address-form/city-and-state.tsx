import type { AddressBody } from '@vitrine/contract/addresses';
import { BRAZILIAN_STATES } from '@vitrine/domain/states';
import { TextField } from '@vitrine/ui/text-field';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../select-field.tsx';
import { cityOptions } from './city-options.ts';
import { addressMessages as t } from './messages.ts';
import type { AddressInput } from './use-cep-fill.ts';

/**
 * The address's state, a select of BRAZILIAN_STATES, and its city: typed (the city, then the
 * state), or chosen from the state's cities once the state is (the state, then the city; a new
 * state empties the city). Either way the CEP fills both, and the shopper can finish by hand.
 */
export function CityAndState({
  form,
  cityFromList,
}: {
  form: UseFormReturn<AddressInput, unknown, AddressBody>;
  cityFromList: boolean;
}) {
  const { errors } = form.formState;
  const state = form.watch('state');
  const city = form.watch('city');

  const stateField = (
    <SelectField
      label={t.fields.state}
      autoComplete="address-level1"
      error={errors.state?.message}
      {...form.register(
        'state',
        cityFromList ? { onChange: () => form.setValue('city', '') } : undefined,
      )}
    >
      <option value="">{t.fields.statePlaceholder}</option>
      {BRAZILIAN_STATES.map((option) => (
        <option key={option.sigla} value={option.sigla}>
          {option.nome}
        </option>
      ))}
    </SelectField>
  );

  if (!cityFromList) {
    return (
      <>
        <TextField
          label={t.fields.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        {stateField}
      </>
    );
  }
  return (
    <>
      {stateField}
      <SelectField
        label={t.fields.city}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city')}
        // Controlled: the CEP's city is set with its state, before that state's options render.
        value={city}
      >
        <option value="">{state ? t.fields.cityPlaceholder : t.fields.chooseStateFirst}</option>
        {cityOptions(state, city).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
