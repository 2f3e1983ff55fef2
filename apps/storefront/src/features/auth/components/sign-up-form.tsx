import { zodResolver } from '@hookform/resolvers/zod';
import { signUp } from '@vitrine/api-client/sign-up';
import { signUpBodySchema } from '@vitrine/contract/auth';
import { MARKETING_EMAILS_WORDING } from '@vitrine/contract/cart-reminders';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { authMessages as t } from '../messages.ts';

type SignUpInput = {
  first_name: string;
  last_name: string;
  email: string;
  /** The marketing e-mails' box: unticked unless the shopper ticks it (opt-in). */
  marketing_emails?: boolean;
};
const FIELDS = ['first_name', 'last_name', 'email'] as const;

export type SignUpFormProps = {
  onSignedUp: (email: string) => void | Promise<void>;
  /** What a form sent before the page's script ran held (it came back unsent). */
  initial?: Partial<SignUpInput>;
};

/**
 * spec §3 pre-account draft: name, surname and e-mail, checked by the contract's schema, sent
 * to the API's sign-up, which e-mails the link to create the password (the same answer whether
 * or not the e-mail has an account).
 */
export function SignUpForm({ onSignedUp, initial }: SignUpFormProps) {
  const api = useBrowserApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpBodySchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await signUp(await api.client(), input);
    } catch (error) {
      setFailure(showFailure(form, error, FIELDS));
      return;
    }
    await onSignedUp(input.email);
  });

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.signUp.firstName}
        autoComplete="given-name"
        defaultValue={initial?.first_name}
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <TextField
        label={t.signUp.lastName}
        autoComplete="family-name"
        defaultValue={initial?.last_name}
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={initial?.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <label className="auth-form__check">
        <input
          type="checkbox"
          defaultChecked={initial?.marketing_emails}
          {...form.register('marketing_emails')}
        />
        {MARKETING_EMAILS_WORDING}
      </label>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.signUp.submitting : t.signUp.submit}
      </Button>
    </form>
  );
}
