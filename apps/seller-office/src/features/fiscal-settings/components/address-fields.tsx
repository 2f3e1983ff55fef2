import { useQueryClient } from '@tanstack/react-query';
import { cepQueryOptions } from '@vitrine/api-client/queries/lookup-cep';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import type { FiscalFormValues } from '../form-model.ts';
import { fiscalMessages as t } from '../messages.ts';

/**
 * The address as the NF-e splits it, with the municipality's IBGE code: "Buscar pelo CEP da
 * loja" asks the CEP lookup (ViaCEP's `ibge`) for the legal data's CEP and fills the code, and
 * the street and district while they are empty.
 */
export function AddressFields({ zipCode }: { zipCode: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useFormContext<FiscalFormValues>();
  const [said, setSaid] = useState('');
  const [looking, setLooking] = useState(false);

  async function lookUp() {
    if (!zipCode) return setSaid(t.lookUpNoCep);
    setLooking(true);
    try {
      const found = await queryClient.fetchQuery(cepQueryOptions(api, zipCode));
      const fill = (name: 'address.street' | 'address.district', value: string) => {
        if (value && !form.getValues(name)) form.setValue(name, value, { shouldDirty: true });
      };
      fill('address.street', found.street);
      fill('address.district', found.neighborhood);
      if (found.municipality_code) {
        form.setValue('address.municipality_code', found.municipality_code, {
          shouldDirty: true,
          shouldValidate: true,
        });
        setSaid(t.lookUpFound(found.municipality_code));
      } else setSaid(t.lookUpNoCode);
    } catch {
      setSaid(t.lookUpFailed);
    } finally {
      setLooking(false);
    }
  }

  return (
    <fieldset className="office-card fiscal-form__group">
      <legend>{t.address}</legend>
      <FormTextField<FiscalFormValues>
        name="address.street"
        label={t.street}
        autoComplete="address-line1"
      />
      <div className="fiscal-form__row">
        <FormTextField<FiscalFormValues> name="address.number" label={t.number} />
        <FormTextField<FiscalFormValues> name="address.complement" label={t.complement} />
        <FormTextField<FiscalFormValues> name="address.district" label={t.district} />
      </div>
      <div className="fiscal-form__row fiscal-form__row--lookup">
        <FormTextField<FiscalFormValues>
          name="address.municipality_code"
          label={t.municipalityCode}
          hint={t.municipalityCodeHint}
          inputMode="numeric"
          mask="#######"
        />
        <Button type="button" variant="secondary" loading={looking} onClick={lookUp}>
          {t.lookUp}
        </Button>
      </div>
      <p role="status" className="fiscal-card__hint">
        {said}
      </p>
    </fieldset>
  );
}
