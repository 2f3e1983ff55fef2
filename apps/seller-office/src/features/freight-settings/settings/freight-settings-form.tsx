import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { saveFreightSettingsMutationOptions } from '@vitrine/api-client/freight-settings';
import type { FreightSettings } from '@vitrine/contract/freight-settings';
import { placeRefusal } from '@vitrine/contract/refusal';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { freightMessages as t } from '../messages.ts';
import { FreeShippingFields } from './free-shipping-fields.tsx';
import {
  FREIGHT_FORM_FIELDS,
  freightFormResolver,
  toFormValues,
  type FreightFormValues,
  type FreightSettingsParsed,
} from './form-values.ts';
import { MelhorEnvioFields } from './melhor-envio-fields.tsx';
import { OriginFields } from './origin-fields.tsx';
import { OwnTableFields } from './own-table-fields.tsx';
import { PickupFields } from './pickup-fields.tsx';

/**
 * Configurações → Frete's form (react-hook-form + the contract's body schema): origin and
 * default package, free shipping, pickup, the own table on or off, Melhor Envio. The API's
 * refusals land next to the fields they name; leaving with changes not saved asks first.
 */
export function FreightSettingsForm({ settings }: { settings: FreightSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation(saveFreightSettingsMutationOptions(api, queryClient));
  const form = useForm<FreightFormValues, unknown, FreightSettingsParsed>({
    resolver: freightFormResolver,
    defaultValues: toFormValues(settings),
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toFormValues(saved));
      toast.success(t.saved);
    } catch (error) {
      setFailure(
        placeRefusal(toApiError(error), FREIGHT_FORM_FIELDS, (field, message, focus) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form className="freight-form" noValidate onSubmit={submit}>
        <UnsavedChangesGuard when={isDirty && !isSubmitting} />
        <OriginFields />
        <FreeShippingFields />
        <PickupFields />
        <OwnTableFields rows={settings.own_table.rows} />
        <MelhorEnvioFields tokenHint={settings.melhor_envio.token_hint} />
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
