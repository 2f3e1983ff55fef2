import { FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext } from 'react-hook-form';
import type { FiscalFormValues } from '../form-model.ts';
import { fiscalMessages as t } from '../messages.ts';

/**
 * The provider's token, write-only: the page knows only whether one is saved. Typed, it
 * replaces the saved one on save; empty keeps it; "Remover" sends null.
 */
export function TokenField({ saved }: { saved: boolean }) {
  const { register } = useFormContext<FiscalFormValues>();
  return (
    <fieldset className="office-card fiscal-form__group">
      <legend>{t.provider}</legend>
      <p role="status">{saved ? t.tokenSaved : t.tokenNone}</p>
      <FormTextField<FiscalFormValues>
        name="provider_token"
        label={t.token}
        hint={t.tokenHint}
        type="password"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      {saved && (
        <label className="fiscal-form__check">
          <input type="checkbox" {...register('remove_token')} />
          {t.removeToken}
        </label>
      )}
    </fieldset>
  );
}
