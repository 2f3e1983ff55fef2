import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePaymentSettingsMutationOptions } from '@vitrine/api-client/payment-settings';
import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { Button } from '@vitrine/ui/button';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { paymentProvidersMessages as t } from '../messages.ts';
import { FORM_FIELDS, formSchema, toBody, toFormValues } from '../form-model.ts';
import { MercadoPagoFields } from './mercado-pago-fields.tsx';
import { MethodProviders } from './method-providers.tsx';
import { PixApiFields } from './pix-api-fields.tsx';

/**
 * Contas de recebimento's form (lib/form-kit on the contract's body schema): the provider of
 * each method, the API Pix and Mercado Pago credentials.
 */
export function ProvidersForm({ settings }: { settings: PaymentSettings }) {
  const api = useApi();
  const save = useMutation(savePaymentSettingsMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(settings),
    fields: FORM_FIELDS,
    // The schema parsed the body; what is sent is built from the values again so the files
    // and secrets' actions (outside the parsed body's types) come along as chosen.
    save: (_parsed, values) => save.mutateAsync(toBody(values)),
    toFormValues,
    saved: { toast: t.saved },
    mode: 'onBlur',
  });

  return (
    <SettingsForm kit={kit} className="providers-form">
      <MethodProviders />
      <PixApiFields settings={settings.pix_api} pixKey={settings.pix_key} />
      <MercadoPagoFields settings={settings.mercado_pago} />
      <FormFailure kit={kit} />
      <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
