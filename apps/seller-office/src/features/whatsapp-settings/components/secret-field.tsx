import { FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext } from 'react-hook-form';
import type { WhatsappFormValues } from '../form-model.ts';
import { whatsappMessages as t } from '../messages.ts';

type Props = {
  name: 'access_token' | 'app_secret';
  label: string;
  hint: string;
  /** Whether one is stored (`access_token_set`, `app_secret_set`): the page never holds it. */
  saved: boolean;
  removeLabel: string;
  feminine?: boolean;
};

/**
 * A credential of Meta's, write-only: "Guardado." or "Nenhum guardado." before its hint. Typed,
 * it replaces the stored one on save; empty keeps it; the box under it removes it.
 */
export function SecretField({ name, label, hint, saved, removeLabel, feminine = false }: Props) {
  const { register } = useFormContext<WhatsappFormValues>();
  return (
    <div className="whatsapp-secret">
      <FormTextField<WhatsappFormValues>
        name={name}
        label={label}
        hint={
          <>
            <strong>{saved ? t.secretSet(feminine) : t.secretNone(feminine)}</strong> {hint}
          </>
        }
        type="password"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      {saved && (
        <label className="whatsapp-form__check">
          <input type="checkbox" {...register(`remove_${name}`)} />
          {removeLabel}
        </label>
      )}
    </div>
  );
}
