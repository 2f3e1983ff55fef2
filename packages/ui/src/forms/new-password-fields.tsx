import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordRules } from '../password-rules.tsx';
import { TextField } from '../text-field.tsx';
import { formMessages } from './messages.ts';

// Apart from form-parts.tsx, which every form takes its button from: a login or an e-mail link
// form does not bring the password rules along (the storefront's login dialog is in every
// page's lazy-import map, the initial-JS budget).

/**
 * A new password typed twice, the spec §5 rules under the first (marked as it is typed and
 * describing the input), for the create-password and change-password forms.
 */
export function NewPasswordFields(props: {
  rulesId: string;
  /** What the first input holds now (useWatch). */
  password: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  confirmationField: UseFormRegisterReturn;
  confirmationError: string | undefined;
}) {
  const t = formMessages.createPassword;
  return (
    <>
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        aria-describedby={props.rulesId}
        error={props.error}
        {...props.field}
      />
      <PasswordRules id={props.rulesId} password={props.password} />
      <TextField
        label={t.confirmation}
        type="password"
        autoComplete="new-password"
        error={props.confirmationError}
        {...props.confirmationField}
      />
    </>
  );
}
