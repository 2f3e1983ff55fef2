import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema, type LoggedAccount } from '@vitrine/contract/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../text-field.tsx';
import { SubmitButton } from './form-parts.tsx';
import { AuthForm, type NativePost } from './auth-form.tsx';
import type { SessionResult } from './session-result.ts';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

const t = formMessages;

type LoginInput = { email: string; password: string; code?: string | undefined };

/** The API's answers to a right password of an account with two-step verification on. */
const SECOND_STEP = new Set(['two_factor_required', 'invalid_two_factor_code']);
export type LoginFailure = { code: string; message: string };

export type LoginFormProps = {
  /** The app's session call: its server logs in and keeps the token in an HttpOnly cookie. */
  logIn: (input: LoginInput) => Promise<SessionResult>;
  onLoggedIn: (account: LoggedAccount) => void | Promise<void>;
  /** 'email' on the storefront; the office's 'username' names its one account per seller. */
  emailAutoComplete: 'email' | 'username';
  /** A refusal the page already knows of (a form sent before the script ran came back). */
  initialFailure?: LoginFailure | null;
  /**
   * Under an `invalid_credentials` refusal: the API answers a pending account (and, in the
   * office, a seller of another store) as a wrong password, so the ways out go with every one.
   */
  credentialsHint?: ReactNode;
  nativePost?: NativePost;
};

/**
 * E-mail and password, checked by the contract's own schema (the one the API validates with);
 * the app's server logs in (spec §6: the page only ever learns who logged in).
 */
export function LoginForm(props: LoginFormProps) {
  const [failure, setFailure] = useState<LoginFailure | null>(props.initialFailure ?? null);
  // No defaultValues: react-hook-form would write them into inputs the person may have typed
  // in before this code arrived (server-drawn pages); without them it reads what they hold.
  const form = useForm<LoginInput>({ resolver: zodResolver(loginBodySchema) });
  const { errors, isSubmitting } = form.formState;
  // The password was right and the account asks a code (two-step verification, the office):
  // the code's field appears under the password and takes the focus; the next "Entrar"
  // sends the three.
  const [askCode, setAskCode] = useState(SECOND_STEP.has(props.initialFailure?.code ?? ''));
  useEffect(() => {
    if (askCode) form.setFocus('code');
  }, [askCode, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await props.logIn(
      askCode ? input : { email: input.email, password: input.password },
    );
    if (!result.ok) {
      if (SECOND_STEP.has(result.code)) setAskCode(true);
      // A 429's message is the API's own ("Muitas tentativas…"); a 502 the app server's.
      setFailure({ code: result.code, message: result.message || t.login.failed });
      return;
    }
    await props.onLoggedIn(result.account);
  });

  return (
    <AuthForm nativePost={props.nativePost} onSubmit={onSubmit}>
      <TextField
        label={t.email}
        type="email"
        autoComplete={props.emailAutoComplete}
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t.login.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {askCode && (
        <TextField
          label={t.login.code}
          hint={t.login.codeHint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
      )}
      {failure && (
        <div className="auth-form__failure">
          <p className="form-error" role="alert">
            {failure.message}
          </p>
          {failure.code === 'invalid_credentials' && props.credentialsHint}
        </div>
      )}
      <SubmitButton
        submitting={isSubmitting}
        label={t.login.submit}
        submittingLabel={t.login.submitting}
      />
    </AuthForm>
  );
}
