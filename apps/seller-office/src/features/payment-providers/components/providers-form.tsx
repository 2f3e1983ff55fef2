import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { savePaymentSettingsMutationOptions } from '@vitrine/api-client/payment-settings';
import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { placeRefusal } from '@vitrine/contract/refusal';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { paymentProvidersMessages as t } from '../messages.ts';
import {
  PROVIDERS_FORM_FIELDS,
  providersFormResolver,
  toBody,
  toFormValues,
  type PaymentSettingsParsed,
  type ProvidersFormValues,
} from '../form-values.ts';
import { MercadoPagoFields } from './mercado-pago-fields.tsx';
import { MethodProviders } from './method-providers.tsx';
import { PixApiFields } from './pix-api-fields.tsx';

/**
 * Contas de recebimento's form (react-hook-form + the contract's body schema): the provider
 * of each method, the API Pix and Mercado Pago credentials. The API's refusals land next to
 * the fields they name; leaving with changes not saved asks first.
 */
export function ProvidersForm({ settings }: { settings: PaymentSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation(savePaymentSettingsMutationOptions(api, queryClient));
  const form = useForm<ProvidersFormValues, unknown, PaymentSettingsParsed>({
    resolver: providersFormResolver,
    defaultValues: toFormValues(settings),
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, isDirty } = form.formState;

  // The resolver parsed the body; what is sent is built from the values again so the files
  // and secrets' actions (outside the parsed body's types) come along as chosen.
  const submit = form.handleSubmit(async () => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(toBody(form.getValues()));
      form.reset(toFormValues(saved));
      toast.success(t.saved);
    } catch (error) {
      setFailure(
        placeRefusal(toApiError(error), PROVIDERS_FORM_FIELDS, (field, message, focus) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form className="providers-form" noValidate onSubmit={submit}>
        <UnsavedChangesGuard when={isDirty && !isSubmitting} />
        <MethodProviders />
        <PixApiFields settings={settings.pix_api} pixKey={settings.pix_key} />
        <MercadoPagoFields settings={settings.mercado_pago} />
        {failure && (
          <p className="office-failure" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t.save}
        </Button>
      </form>
    </FormProvider>
  );
}
