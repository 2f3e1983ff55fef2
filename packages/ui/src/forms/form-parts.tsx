import { Button } from '../button.tsx';
import { ScriptSubmit } from '../script-form.tsx';

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
