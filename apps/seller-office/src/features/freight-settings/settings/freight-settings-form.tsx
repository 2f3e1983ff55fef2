import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFreightSettingsMutationOptions } from '@vitrine/api-client/freight-settings';
import type { FreightSettings } from '@vitrine/contract/freight-settings';
import { Button } from '@vitrine/ui/button';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { freightMessages as t } from '../messages.ts';
import { FreeShippingFields } from './free-shipping-fields.tsx';
import { FORM_FIELDS, formSchema, toFormValues } from './form-model.ts';
import { MelhorEnvioFields } from './melhor-envio-fields.tsx';
import { OriginFields } from './origin-fields.tsx';
import { OwnTableFields } from './own-table-fields.tsx';
import { PickupFields } from './pickup-fields.tsx';

/**
 * Configurações → Frete's form (lib/form-kit on the contract's body schema): origin and
 * default package, free shipping, pickup, the own table on or off, Melhor Envio.
 */
export function FreightSettingsForm({ settings }: { settings: FreightSettings }) {
  const api = useApi();
  const save = useMutation(saveFreightSettingsMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(settings),
    fields: FORM_FIELDS,
    save: (body) => save.mutateAsync(body),
    toFormValues,
    saved: { toast: t.saved },
    mode: 'onBlur',
  });

  return (
    <SettingsForm kit={kit} className="freight-form">
      <OriginFields />
      <FreeShippingFields />
      <PickupFields />
      <OwnTableFields rows={settings.own_table.rows} />
      <MelhorEnvioFields tokenHint={settings.melhor_envio.token_hint} />
      <FormFailure kit={kit} />
      <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
