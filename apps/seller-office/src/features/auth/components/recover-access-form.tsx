import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { recoverSellerAccessMutationOptions } from '@vitrine/api-client/recover-seller-access';
import { recoverAccessBodySchema } from '@vitrine/contract/auth';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { authMessages } from '../messages.ts';

const t = authMessages.recover;

type EmailInput = { email: string };

/**
 * One e-mail, and the API's recover-access sends the link the seller needs: a new password
 * link, or the first-access link while the seller has no password yet (the API's choice). The
 * answer is the same for an e-mail with no seller, so the screen says the same either way.
 */
export function RecoverAccessForm({ onSent }: { onSent: (email: string) => void }) {
  const api = useApi();
  const recover = useMutation(recoverSellerAccessMutationOptions(api));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailInput>({
    resolver: zodResolver(recoverAccessBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await recover.mutateAsync(input);
    } catch (error) {
      setFailure(showFailure(form, error, ['email']));
      return;
    }
    onSent(input.email.trim());
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
