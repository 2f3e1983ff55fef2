import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext, useWatch } from 'react-hook-form';
import { paymentProvidersMessages as t } from '../messages.ts';
import type { ProvidersFormValues, SecretAction } from '../form-model.ts';
import { CertificateFields } from './certificate-fields.tsx';
import { ConnectionTest } from './connection-test.tsx';
import { FileInput } from './file-input.tsx';
import { SecretField } from './secret-field.tsx';
import { StoredActions } from './stored-actions.tsx';

type Props = { settings: PaymentSettings['pix_api']; pixKey: string };

/** The store's bank through the Banco Central's API Pix: address, credentials, certificate. */
export function PixApiFields({ settings, pixKey }: Props) {
  const form = useFormContext<ProvidersFormValues>();
  const errors = form.formState.errors.pix_api;
  const caAction = useWatch({ control: form.control, name: 'pix_api.ca_action' }) as SecretAction;
  const caFile = useWatch({ control: form.control, name: 'pix_api.ca_file' });
  const setCaAction = (next: SecretAction) => {
    form.setValue('pix_api.ca_action', next, { shouldDirty: true });
    form.setValue('pix_api.ca_file', null, { shouldDirty: true });
  };
  return (
    <fieldset className="office-card providers-form__group">
      <legend>{t.pixApi}</legend>
      <p>{t.pixApiIntro}</p>
      <p className="providers-form__note">{pixKey ? t.pixKey(pixKey) : t.noPixKey}</p>
      <FormTextField<ProvidersFormValues>
        name="pix_api.base_url"
        label={t.baseUrl}
        hint={t.baseUrlHint}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="providers-form__row">
        <FormTextField<ProvidersFormValues>
          name="pix_api.client_id"
          label={t.clientId}
          autoComplete="off"
          spellCheck={false}
        />
        <FormTextField<ProvidersFormValues>
          name="pix_api.token_path"
          label={t.tokenPath}
          hint={t.tokenPathHint}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <SecretField
        name="pix_api.client_secret"
        label={t.clientSecret}
        stored={settings.client_secret_hint}
      />
      <FormTextField<ProvidersFormValues>
        name="pix_api.scope"
        label={t.scope}
        hint={t.scopeHint}
        autoComplete="off"
        spellCheck={false}
      />
      <CertificateFields stored={settings.certificate} />
      <div className="providers-certificate">
        {caAction !== 'replace' && settings.ca && (
          <p className="providers-secret__saved">
            {caAction === 'remove' ? t.certificateRemoving : t.caSaved(settings.ca.subject)}
          </p>
        )}
        {caAction === 'replace' && (
          <FileInput
            label={t.ca}
            hint={t.caHint}
            accept=".pem,.crt,.cer"
            error={errors?.ca_file?.message}
            chosen={caFile}
            onChosen={(file) => form.setValue('pix_api.ca_file', file, { shouldDirty: true })}
          />
        )}
        {settings.ca && (
          <StoredActions what="CA do banco" action={caAction} onAction={setCaAction} />
        )}
      </div>
      <ConnectionTest provider="pix_api" />
    </fieldset>
  );
}
