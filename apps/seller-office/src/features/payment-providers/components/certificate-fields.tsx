import type { CertificateSummary } from '@vitrine/contract/payment-settings';
import { TextField } from '@vitrine/ui/text-field';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { paymentProvidersMessages as t } from '../messages.ts';
import { StoredActions } from './stored-actions.tsx';
import type { ProvidersFormValues, SecretAction } from '../form-model.ts';
import { FileInput } from './file-input.tsx';

const errorAt = (errors: object, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/**
 * The store's client certificate: what is stored (its subject and expiry, never the file)
 * with "Trocar"/"Remover", or the file inputs (.p12/.pfx with its password, or PEM with the
 * key in the same file or its own).
 */
export function CertificateFields({ stored }: { stored: CertificateSummary | null }) {
  const form = useFormContext<ProvidersFormValues>();
  const action = useWatch({
    control: form.control,
    name: 'pix_api.certificate_action',
  }) as SecretAction;
  const certificate = useWatch({ control: form.control, name: 'pix_api.certificate' });
  const errors = form.formState.errors;
  const error =
    errorAt(errors, 'pix_api.certificate') ??
    errorAt(errors, 'pix_api.certificate.file') ??
    errorAt(errors, 'pix_api.certificate.key_file') ??
    errorAt(errors, 'pix_api.certificate.password');
  const setAction = (next: SecretAction) => {
    form.setValue('pix_api.certificate_action', next, { shouldDirty: true });
    form.setValue(
      'pix_api.certificate',
      { file: null, key_file: null, password: '' },
      { shouldDirty: true },
    );
  };
  const choose =
    (field: 'file' | 'key_file') => (file: ProvidersFormValues['pix_api']['certificate']['file']) =>
      form.setValue(`pix_api.certificate.${field}`, file, { shouldDirty: true });

  return (
    <fieldset className="providers-certificate">
      <legend>{t.certificate}</legend>
      {action !== 'replace' && (
        <p className="providers-secret__saved">
          {stored === null
            ? t.certificateNone
            : action === 'remove'
              ? t.certificateRemoving
              : stored.expired
                ? t.certificateExpired(stored.valid_until)
                : t.certificateSaved(stored.subject, stored.valid_until)}
        </p>
      )}
      {action === 'replace' && (
        <>
          <FileInput
            label={t.certificateFile}
            hint={t.certificateFileHint}
            accept=".p12,.pfx,.pem,.crt,.cer"
            error={error}
            chosen={certificate.file}
            onChosen={choose('file')}
          />
          <FileInput
            label={t.keyFile}
            accept=".key,.pem"
            chosen={certificate.key_file}
            onChosen={choose('key_file')}
          />
          <TextField
            label={t.certificatePassword}
            hint={t.certificatePasswordHint}
            type="password"
            autoComplete="off"
            {...form.register('pix_api.certificate.password')}
          />
        </>
      )}
      {action !== 'replace' && error && <p className="providers-form__error">{error}</p>}
      {stored !== null && <StoredActions what="certificado" action={action} onAction={setAction} />}
    </fieldset>
  );
}
