import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { loginBodySchema } from '@vitrine/contract/auth';
import { logIn } from '@vitrine/session/browser';
import { SESSION_PATHS } from '@vitrine/session/kinds';
import { sessionQueryKey } from '@vitrine/session/react';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authMessages as t } from '../messages.ts';

type LoginInput = { email: string; password: string };

/**
 * E-mail and password, checked by the contract's own schema (the one the API validates with).
 * The storefront's server logs in and keeps the token in an HttpOnly cookie (spec §6): the page
 * only ever learns who logged in.
 */
export function LoginForm({
  onLoggedIn,
  returnPath,
  refusedCode,
}: {
  onLoggedIn: (account: LoggedAccount) => void | Promise<void>;
  /** Where a form sent before hydration lands after logging in (the script navigates itself). */
  returnPath: string | null;
  /** `?erro=`: why a form sent before hydration came back. */
  refusedCode: string | null;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(
    refusedCode ? (t.refused[refusedCode] ?? t.failed) : null,
  );
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await logIn(input);
    if (!result.ok) {
      setFailure(result.message || t.failed);
      return;
    }
    queryClient.setQueryData(sessionQueryKey('customer'), result.account);
    await onLoggedIn(result.account);
  });

  return (
    // Without the script (or before it runs) the form posts to the storefront's server, which
    // logs in the same way: the password never goes into the address bar.
    <form
      className="login-form"
      method="post"
      action={SESSION_PATHS.login}
      noValidate
      onSubmit={onSubmit}
    >
      {returnPath && <input type="hidden" name="voltar" value={returnPath} />}
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
