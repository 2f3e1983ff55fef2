import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../button.tsx';
import { PasswordRules } from '../password-rules.tsx';
import { ScriptSubmit } from '../script-form.tsx';
import { TextField } from '../text-field.tsx';
import { formMessages } from './messages.ts';

/** The form's own message (a refusal no field shows), read out at once. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/**
 * The form's one button: its label says when the form is being sent. `scriptOnly`: the form is a
 * `ScriptForm` (no native post), whose button waits for the page to be hydrated.
 */
export function SubmitButton(props: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
  scriptOnly?: boolean;
}) {
  const text = props.submitting ? props.submittingLabel : props.label;
  return props.scriptOnly ? (
    <ScriptSubmit size="lg" loading={props.submitting}>
      {text}
    </ScriptSubmit>
  ) : (
    <Button type="submit" size="lg" loading={props.submitting}>
      {text}
    </Button>
  );
}

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
