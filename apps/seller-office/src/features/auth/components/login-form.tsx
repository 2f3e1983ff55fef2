import type { LoggedAccount } from '@vitrine/contract/auth';
import { logIn } from '@vitrine/session/browser';
import { LoginForm as SharedLoginForm } from '@vitrine/ui/login-form';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { authMessages } from '../messages.ts';

const t = authMessages.login;

export type LoginFormProps = {
  /** The host's store, named when a login is refused (a seller of another store). */
  storeName: string;
  onLoggedIn: (account: LoggedAccount) => void | Promise<void>;
};

/**
 * The shared login form on the office's server, which logs in on the API with the host's store
 * and keeps the token in the HttpOnly cookie (spec §6). The API answers a seller of another
 * store, and one whose first access is pending, as a wrong password: both ways out go with
 * every such refusal.
 */
export function LoginForm({ storeName, onLoggedIn }: LoginFormProps) {
  return (
    <SharedLoginForm
      logIn={logIn}
      onLoggedIn={onLoggedIn}
      emailAutoComplete="username"
      credentialsHint={
        <>
          <p className="auth__hint">{t.otherStoreHint(storeName)}</p>
          <p className="auth__hint">
            {t.pendingHint} <Link to={PATHS.recoverAccess}>{t.pendingLink}</Link>
          </p>
        </>
      }
    />
  );
}
