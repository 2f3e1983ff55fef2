import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema, type LoggedAccount } from '@vitrine/contract/auth';
import { logIn } from '@vitrine/session/browser';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { authMessages } from '../messages.ts';

const t = authMessages.login;

type LoginInput = { email: string; password: string };
type Failure = { code: string; message: string };

export type LoginFormProps = {
  /** The host's store, named when a login is refused (a seller of another store). */
  storeName: string;
  onLoggedIn: (account: LoggedAccount) => void | Promise<void>;
};

/**
 * E-mail and password, checked by the contract's own schema (the one the API validates with).
 * The office's server logs in on the API with the host's store and keeps the token in the
 * HttpOnly cookie (spec §6): the page only learns who logged in.
 */
export function LoginForm({ storeName, onLoggedIn }: LoginFormProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await logIn(input);
    if (!result.ok) {
      // A 429's message is the API's own ("Muitas tentativas…"); a 502 the server's.
      setFailure({ code: result.code, message: result.message || t.failed });
      return;
    }
    await onLoggedIn(result.account);
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
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {failure && (
        <div className="auth-form__failure">
          <p className="auth-form__error" role="alert">
            {failure.message}
          </p>
          {failure.code === 'invalid_credentials' && (
            <>
              <p className="auth__hint">{t.otherStoreHint(storeName)}</p>
              <p className="auth__hint">
                {t.pendingHint} <Link to={PATHS.recoverAccess}>{t.pendingLink}</Link>
              </p>
            </>
          )}
        </div>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
