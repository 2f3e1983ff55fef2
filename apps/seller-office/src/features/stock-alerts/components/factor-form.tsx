import type { StockAlertSettings, StockAlertSettingsBody } from '@vitrine/contract/stock-alerts';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema, toFormValues, type FactorFormValues } from '../form-model.ts';
import { stockAlertsMessages as t } from '../messages.ts';

type Props = {
  settings: StockAlertSettings;
  /** Saves; throws the API's refusal, which lands on the field. */
  onSave: (body: StockAlertSettingsBody) => Promise<StockAlertSettings>;
};

/** The store's factor: alerts e-mailed per unit back in stock (lib/form-kit). */
export function FactorForm({ settings, onSave }: Props) {
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(settings),
    fields: FORM_FIELDS,
    save: onSave,
    toFormValues,
    saved: { toast: t.saved },
  });
  return (
    <SettingsForm kit={kit} className="office-card stock-alerts__form" aria-label={t.settings}>
      <FormTextField<FactorFormValues>
        name="factor"
        label={t.factor}
        hint={t.factorHint}
        inputMode="numeric"
      />
      <FormFailure kit={kit} />
      <div>
        <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </SettingsForm>
  );
}
