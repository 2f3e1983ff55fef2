import { TextField } from '@vitrine/ui/text-field';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { paymentProvidersMessages as t } from '../messages.ts';
import { StoredActions } from './stored-actions.tsx';
import type { ProvidersFormValues, SecretAction } from '../form-model.ts';

type SecretName =
  'pix_api.client_secret' | 'mercado_pago.access_token' | 'mercado_pago.webhook_secret';

type Props = {
  name: SecretName;
  label: string;
  hint?: string;
  /** The stored secret's hint ('••••a1b2'), or null when none is stored. */
  stored: string | null;
  feminine?: boolean;
};

/**
 * A secret the API never answers: "Access token salvo (…1234)" with "Trocar" and "Remover", or
 * a password field for a new one. The typed text leaves the browser only on save or test.
 */
export function SecretField({ name, label, hint, stored, feminine = false }: Props) {
  const form = useFormContext<ProvidersFormValues>();
  const actionName = `${name}_action` as const;
  const action = useWatch({ control: form.control, name: actionName }) as SecretAction;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const setAction = (next: SecretAction) => {
    form.setValue(actionName, next, { shouldDirty: true });
    form.setValue(name, '', { shouldDirty: true });
  };

  return (
    <div className="providers-secret">
      {action === 'replace' ? (
        <TextField
          label={label}
          hint={hint}
          type="password"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          error={error}
          {...form.register(name)}
        />
      ) : (
        <p className="providers-secret__saved">
          {stored === null
            ? t.secretNone(label, feminine)
            : action === 'remove'
              ? t.secretRemoving(label, feminine)
              : t.secretSaved(label, stored.slice(-4), feminine)}
        </p>
      )}
      {action !== 'replace' && error && <p className="providers-form__error">{error}</p>}
      {stored !== null && <StoredActions what={label} action={action} onAction={setAction} />}
    </div>
  );
}
