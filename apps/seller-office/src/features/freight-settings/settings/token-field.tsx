import { testFreightTokenMutationOptions } from '@vitrine/api-client/freight-settings';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { useConnectionCheck } from '../../../lib/form-kit/use-connection-check.ts';
import { freightMessages as t } from '../messages.ts';
import { tokenTestBody, type FreightFormValues } from './form-model.ts';

type Props = {
  /** The stored token's hint ('••••a1b2'), or null when none is stored. */
  hint: string | null;
};

/**
 * The Melhor Envio token: the stored one is never in the page, only "Token salvo (…1234)" with
 * ways to replace or remove it; a new one is typed in a password field. "Testar token" quotes a
 * small parcel with what the seller would save and says what came back.
 */
export function TokenField({ hint }: Props) {
  const api = useApi();
  const form = useFormContext<FreightFormValues>();
  const action = useWatch({ control: form.control, name: 'melhor_envio.token_action' });
  const test = useConnectionCheck(testFreightTokenMutationOptions(api), (answer) =>
    answer.ok ? { ok: true, text: t.testOk(answer.services) } : { ok: false, text: answer.reason },
  );
  const result = test.result;
  const error = form.formState.errors.melhor_envio?.token?.message;
  const setAction = (next: FreightFormValues['melhor_envio']['token_action']) => {
    form.setValue('melhor_envio.token_action', next, { shouldDirty: true });
    form.setValue('melhor_envio.token', '', { shouldDirty: true });
    test.clear();
  };

  return (
    <div className="freight-token">
      {hint !== null && action === 'keep' && (
        <p className="freight-token__saved">{t.tokenSaved(hint.slice(-4))}</p>
      )}
      {hint !== null && action === 'remove' && <p>{t.tokenRemoving}</p>}
      {hint === null && action !== 'replace' && <p>{t.tokenNone}</p>}
      {action === 'replace' && (
        <TextField
          label={t.token}
          hint={t.tokenHint}
          type="password"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          error={error}
          {...form.register('melhor_envio.token')}
        />
      )}
      {action !== 'replace' && error && <p className="freight-form__error">{error}</p>}
      <div className="freight-token__actions">
        {hint !== null && action === 'keep' && (
          <>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setAction('replace')}
            >
              {t.replaceToken}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setAction('remove')}>
              {t.removeToken}
            </Button>
          </>
        )}
        {hint !== null && action !== 'keep' && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setAction('keep')}>
            {t.keepToken}
          </Button>
        )}
        {action !== 'remove' && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={test.pending}
            onClick={() => void test.check(tokenTestBody(form.getValues()))}
          >
            {test.pending ? t.testing : t.testToken}
          </Button>
        )}
      </div>
      <p role="status" className={result?.ok === false ? 'freight-form__error' : 'office-status'}>
        {result?.text ?? ''}
      </p>
    </div>
  );
}
