import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFiscalSettingsMutationOptions } from '@vitrine/api-client/fiscal-settings';
import {
  DEFAULT_TAX_CODES,
  INVOICE_ENVIRONMENT_LABELS,
  INVOICE_ENVIRONMENTS,
  ISSUE_MODE_LABELS,
  ISSUE_MODES,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
  type FiscalSettings,
  type TaxRegime,
  usesCsosn,
} from '@vitrine/contract/fiscal-settings';
import { Button } from '@vitrine/ui/button';
import { FormSelectField, FormTextField } from '@vitrine/ui/form-fields';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import {
  CFOP_MASK,
  FORM_FIELDS,
  formSchema,
  toFormValues,
  type FiscalFormValues,
} from '../form-model.ts';
import { fiscalMessages as t } from '../messages.ts';
import { AddressFields } from './address-fields.tsx';
import { TokenField } from './token-field.tsx';

/** Configurações → Notas fiscais' settings (lib/form-kit on the contract's body schema). */
export function FiscalSettingsForm({ saved }: { saved: FiscalSettings }) {
  const api = useApi();
  const save = useMutation(saveFiscalSettingsMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(saved),
    fields: FORM_FIELDS,
    save: (body) => save.mutateAsync(body),
    toFormValues,
    saved: { toast: t.saved },
  });
  const { register, setValue, getValues } = kit.form;
  // A regime of the other kind takes its default ICMS and PIS/COFINS codes (CSOSN ↔ CST).
  const regimeRules = {
    onChange: (event: { target: { value: TaxRegime } }) => {
      const next = event.target.value;
      if (usesCsosn(next) !== (getValues('icms_code').length === 3)) {
        for (const [name, code] of Object.entries(DEFAULT_TAX_CODES[next])) {
          setValue(name as 'icms_code' | 'pis_cst' | 'cofins_cst', code, { shouldDirty: true });
        }
      }
    },
  };

  return (
    <SettingsForm kit={kit} className="fiscal-form" aria-label={t.title}>
      <fieldset className="office-card fiscal-form__group">
        <legend>{t.emission}</legend>
        <label className="fiscal-form__check">
          <input
            type="checkbox"
            aria-describedby="fiscal-enabled-hint"
            {...register('invoices_enabled')}
          />
          {t.invoicesEnabled}
        </label>
        <p id="fiscal-enabled-hint" className="fiscal-card__hint">
          {t.invoicesEnabledHint}
        </p>
        <div className="fiscal-form__row">
          <FormSelectField<FiscalFormValues>
            name="environment"
            label={t.environment}
            hint={t.environmentHint}
          >
            {INVOICE_ENVIRONMENTS.map((value) => (
              <option key={value} value={value}>
                {INVOICE_ENVIRONMENT_LABELS[value]}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField<FiscalFormValues> name="issue_mode" label={t.issueMode}>
            {ISSUE_MODES.map((value) => (
              <option key={value} value={value}>
                {ISSUE_MODE_LABELS[value]}
              </option>
            ))}
          </FormSelectField>
        </div>
      </fieldset>

      <fieldset className="office-card fiscal-form__group">
        <legend>{t.taxes}</legend>
        <FormSelectField<FiscalFormValues> name="regime" label={t.regime} rules={regimeRules}>
          {TAX_REGIMES.map((value) => (
            <option key={value} value={value}>
              {TAX_REGIME_LABELS[value]}
            </option>
          ))}
        </FormSelectField>
        <FormTextField<FiscalFormValues>
          name="state_registration"
          label={t.stateRegistration}
          hint={t.stateRegistrationHint}
          inputMode="numeric"
          spellCheck={false}
        />
        <label className="fiscal-form__check">
          <input type="checkbox" {...register('state_registration_exempt')} />
          {t.exempt}
        </label>
        <div className="fiscal-form__row">
          <FormTextField<FiscalFormValues>
            name="cfop_same_state"
            label={t.cfopSameState}
            hint={t.cfopHint}
            inputMode="numeric"
            mask={CFOP_MASK}
          />
          <FormTextField<FiscalFormValues>
            name="cfop_other_state"
            label={t.cfopOtherState}
            inputMode="numeric"
            mask={CFOP_MASK}
          />
        </div>
        <div className="fiscal-form__row">
          <FormTextField<FiscalFormValues>
            name="icms_code"
            label={t.icmsCode}
            hint={t.icmsCodeHint}
            inputMode="numeric"
            mask="###"
          />
          <FormTextField<FiscalFormValues>
            name="pis_cst"
            label={t.pisCst}
            hint={t.pisCofinsHint}
            inputMode="numeric"
            mask="##"
          />
          <FormTextField<FiscalFormValues>
            name="cofins_cst"
            label={t.cofinsCst}
            inputMode="numeric"
            mask="##"
          />
        </div>
      </fieldset>

      <AddressFields zipCode={saved.issuer.zip_code} />
      <TokenField saved={saved.provider_token_set} />

      <FormFailure kit={kit} />
      <Button type="submit" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
