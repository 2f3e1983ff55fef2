import { zodResolver } from '@hookform/resolvers/zod';
import { recoverAccessBodySchema } from '@vitrine/contract/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../text-field.tsx';
import { FormFailure, SubmitButton } from './form-parts.tsx';
import { showRefusal, type ToRefusal } from './form-refusal.ts';
import { AuthForm, type NativePost } from './auth-form.tsx';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

type EmailInput = { email: string };

export type EmailLinkFormProps = {
  /** The app's recover-access call (the customer's or the seller's); throws when refused. */
  sendLink: (body: EmailInput) => Promise<unknown>;
  /** The api-client's `toApiError`. */
  toRefusal: ToRefusal;
  onSent: (email: string) => void;
  /** 'email' on the storefront; the office's 'username' names its one account per seller. */
  emailAutoComplete: 'email' | 'username';
  /** The button's words when they are not recover access's ("Enviar link"). */
  submitLabel?: string;
  submittingLabel?: string;
  /** What a form sent before the page's script ran held (it came back unsent). */
  initialEmail?: string;
  /** The e-mail the screen before had (known after hydration): fills an empty field. */
  suggestedEmail?: string;
  nativePost?: NativePost;
};

/**
 * One e-mail, and the API's recover-access sends the link the account needs: a new password
 * link, or the first-access link again while the account has none (the API's choice). The
 * answer is the same for an e-mail with no account, so the screens say the same either way.
 */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailInput>({ resolver: zodResolver(recoverAccessBodySchema) });
  const { errors, isSubmitting } = form.formState;
  const { suggestedEmail } = props;
  useEffect(() => {
    if (suggestedEmail && !form.getValues('email')) form.setValue('email', suggestedEmail);
  }, [form, suggestedEmail]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await props.sendLink(input);
    } catch (error) {
      setFailure(showRefusal(form, props.toRefusal(error), ['email']));
      return;
    }
    props.onSent(input.email.trim());
  });

  return (
    <AuthForm nativePost={props.nativePost} onSubmit={onSubmit}>
      <TextField
        label={formMessages.email}
        type="email"
        autoComplete={props.emailAutoComplete}
        inputMode="email"
        defaultValue={props.initialEmail}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormFailure message={failure} />
      <SubmitButton
        submitting={isSubmitting}
        label={props.submitLabel ?? formMessages.recover.submit}
        submittingLabel={props.submittingLabel ?? formMessages.recover.submitting}
      />
    </AuthForm>
  );
}
