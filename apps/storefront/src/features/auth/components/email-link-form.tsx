import { zodResolver } from '@hookform/resolvers/zod';
import { recoverCustomerAccess } from '@vitrine/api-client/recover-customer-access';
import { recoverAccessBodySchema } from '@vitrine/contract/auth';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { authMessages as t } from '../messages.ts';

type EmailInput = { email: string };

export type EmailLinkFormProps = {
  submitLabel: string;
  submittingLabel: string;
  onSent: (email: string) => void;
  /** What a form sent before the page's script ran held (it came back unsent). */
  initialEmail?: string;
  /** The e-mail the screen before had (known after hydration): fills an empty field. */
  suggestedEmail?: string;
};

/**
 * One e-mail, and the API's recover-access sends the link the account needs: a new password
 * link, or the first-access link again while the account has none (the API's choice). The
 * answer is the same for an e-mail with no account, so the screens say the same either way.
 */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const api = useBrowserApi();
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
      await recoverCustomerAccess(await api.client(), input);
    } catch (error) {
      setFailure(showFailure(form, error, ['email']));
      return;
    }
    props.onSent(input.email.trim());
  });

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={props.initialEmail}
        error={errors.email?.message}
        {...form.register('email')}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
