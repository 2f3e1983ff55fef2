import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveWhatsappSettingsMutationOptions } from '@vitrine/api-client/whatsapp-settings';
import type { WhatsappSettings } from '@vitrine/contract/whatsapp';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { useId } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema, toFormValues, type WhatsappFormValues } from '../form-model.ts';
import { whatsappMessages as t } from '../messages.ts';
import { SecretField } from './secret-field.tsx';
import { TemplateFields } from './template-fields.tsx';

/**
 * Configurações → WhatsApp's settings (lib/form-kit on the contract's body schema). Turning the
 * updates on with something missing is the API's 422, each missing field under its input.
 */
export function WhatsappSettingsForm({ saved }: { saved: WhatsappSettings }) {
  const api = useApi();
  const id = useId();
  const save = useMutation(saveWhatsappSettingsMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(saved),
    fields: FORM_FIELDS,
    save: (body) => save.mutateAsync(body),
    toFormValues,
    saved: { toast: t.saved },
  });

  return (
    <SettingsForm kit={kit} className="whatsapp-form" aria-label={t.title}>
      <fieldset className="office-card whatsapp-form__group">
        <legend>{t.sending}</legend>
        <label className="whatsapp-form__check">
          <input
            type="checkbox"
            aria-describedby={`${id}-hint`}
            {...kit.form.register('enabled')}
          />
          {t.enabled}
        </label>
        <p id={`${id}-hint`} className="whatsapp-hint">
          {t.enabledHint}
        </p>
        <div role="status">
          {!saved.enabled && saved.missing.length > 0 && (
            <>
              <p>{t.missingTitle}</p>
              <ul>
                {saved.missing.map((item) => (
                  <li key={item.field}>{item.message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </fieldset>

      <fieldset className="office-card whatsapp-form__group">
        <legend>{t.account}</legend>
        <p className="whatsapp-hint">{t.accountHint}</p>
        <FormTextField<WhatsappFormValues>
          name="phone_number_id"
          label={t.phoneNumberId}
          hint={t.phoneNumberIdHint}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <FormTextField<WhatsappFormValues>
          name="business_account_id"
          label={t.businessAccountId}
          hint={t.businessAccountIdHint}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <SecretField
          name="access_token"
          label={t.accessToken}
          hint={t.accessTokenHint}
          saved={saved.access_token_set}
          removeLabel={t.removeAccessToken}
        />
        <SecretField
          name="app_secret"
          label={t.appSecret}
          hint={t.appSecretHint}
          saved={saved.app_secret_set}
          removeLabel={t.removeAppSecret}
          feminine
        />
      </fieldset>

      <TemplateFields />

      <FormFailure kit={kit} />
      <Button type="submit" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
