import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@vitrine/contract/auth';
import { toApiError } from '@vitrine/api-client/errors';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { setCustomerToken } from '../../../lib/cookies.ts';
import { loginCustomer } from '../api/login.ts';

type LoginInput = { email: string; password: string };
import { authMessages as t } from '../messages.ts';

/**
 * E-mail and password, checked by the contract's own schema (the one the API validates with).
 * On success the session token goes to the customer_access_token cookie (spec §6).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void | Promise<void> }) {
  const api = useBrowserApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const session = await loginCustomer(await api.client(), input);
      setCustomerToken(session.access_token, session.expires_at);
      await onLoggedIn();
    } catch (error) {
      setFailure(toApiError(error).message || t.failed);
    }
  });

  return (
    <form className="login-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
