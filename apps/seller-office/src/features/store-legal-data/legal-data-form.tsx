import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveStoreLegalDataMutationOptions } from '@vitrine/api-client/store-legal-data';
import type { StoreLegalData } from '@vitrine/contract/store-legal-data';
import { CEP_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { BRAZILIAN_STATES } from '@vitrine/domain/states';
import { Button } from '@vitrine/ui/button';
import { FormSelectField, FormTextField } from '@vitrine/ui/form-fields';
import { useApi } from '../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../lib/form-kit/use-settings-form.ts';
import {
  DOCUMENT_MASKS,
  FORM_FIELDS,
  formSchema,
  toFormValues,
  type LegalDataFormValues,
} from './form-model.ts';
import { legalDataMessages as t } from './messages.ts';

/** Configurações → Dados legais' form (lib/form-kit on the contract's body schema). */
export function LegalDataForm({ saved }: { saved: StoreLegalData }) {
  const api = useApi();
  const save = useMutation(saveStoreLegalDataMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(saved),
    fields: FORM_FIELDS,
    // The values as typed: the API reads the document (CPF or CNPJ) and the masks itself.
    save: (_checked, values) => save.mutateAsync(values),
    toFormValues,
    saved: { toast: t.saved },
  });

  return (
    <SettingsForm kit={kit} className="legal-data-form">
      <fieldset className="office-card legal-data-form__group">
        <legend>{t.who}</legend>
        <FormTextField<LegalDataFormValues>
          name="legal_name"
          label={t.legalName}
          hint={t.legalNameHint}
          autoComplete="name"
        />
        <FormTextField<LegalDataFormValues>
          name="document"
          label={t.document}
          hint={t.documentHint}
          mask={DOCUMENT_MASKS}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </fieldset>

      <fieldset className="office-card legal-data-form__group">
        <legend>{t.address}</legend>
        <FormTextField<LegalDataFormValues>
          name="address.line"
          label={t.line}
          autoComplete="street-address"
        />
        <div className="legal-data-form__row">
          <FormTextField<LegalDataFormValues>
            name="address.zip_code"
            label={t.zipCode}
            inputMode="numeric"
            mask={CEP_MASK}
            autoComplete="postal-code"
          />
          <FormTextField<LegalDataFormValues>
            name="address.city"
            label={t.city}
            autoComplete="address-level2"
          />
          <FormSelectField<LegalDataFormValues> name="address.state" label={t.state}>
            <option value="">{t.chooseState}</option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state.sigla} value={state.sigla}>
                {state.nome}
              </option>
            ))}
          </FormSelectField>
        </div>
      </fieldset>

      <fieldset className="office-card legal-data-form__group">
        <legend>{t.contact}</legend>
        <div className="legal-data-form__row">
          <FormTextField<LegalDataFormValues>
            name="email"
            label={t.email}
            type="email"
            autoComplete="email"
          />
          <FormTextField<LegalDataFormValues>
            name="phone"
            label={t.phone}
            type="tel"
            mask={PHONE_MASKS}
            autoComplete="tel"
          />
        </div>
      </fieldset>

      <FormFailure kit={kit} />
      <Button type="submit" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
