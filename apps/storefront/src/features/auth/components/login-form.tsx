import { useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { logIn } from '@vitrine/session/browser';
import { SESSION_PATHS } from '@vitrine/session/kinds';
import { sessionQueryKey } from '@vitrine/session/react';
import { LoginForm as SharedLoginForm } from '@vitrine/ui/login-form';
import { Link } from 'react-router';
import { authMessages as t } from '../messages.ts';
import { AWAIT_ACCOUNT_PATH } from '../paths.ts';
import { formMessages } from '@vitrine/ui/form-messages';

export type LoginFormProps = {
  onLoggedIn: (account: LoggedAccount) => void | Promise<void>;
  /** Where a form sent before hydration lands after logging in (the script navigates itself). */
  returnPath: string | null;
  /** `?erro=`: why a form sent before hydration came back. */
  refusedCode: string | null;
};

/**
 * The shared login form on the storefront's server, which keeps the token in an HttpOnly
 * cookie (spec §6). Without the script (or before it runs) the form posts there natively, so
 * the password never goes into the address bar. Loaded apart from the page (lazyRendered):
 * /login's and the header modal's (spec §3 login modal) form.
 */
export function LoginForm({ onLoggedIn, returnPath, refusedCode }: LoginFormProps) {
  const queryClient = useQueryClient();
  return (
    <SharedLoginForm
      logIn={logIn}
      onLoggedIn={async (account) => {
        queryClient.setQueryData(sessionQueryKey('customer'), account);
        await onLoggedIn(account);
      }}
      emailAutoComplete="email"
      initialFailure={
        refusedCode
          ? { code: refusedCode, message: t.refused[refusedCode] ?? formMessages.login.failed }
          : null
      }
      // The API answers a pending account's login as a wrong password (no account list to
      // probe): the way to activate it is offered with every such refusal.
      credentialsHint={
        <p className="auth-form__hint">
          {t.pendingAccountHint} <Link to={AWAIT_ACCOUNT_PATH}>{t.pendingAccountLink}</Link>
        </p>
      }
      nativePost={{
        action: SESSION_PATHS.login,
        fields: returnPath ? { voltar: returnPath } : {},
      }}
    />
  );
}
