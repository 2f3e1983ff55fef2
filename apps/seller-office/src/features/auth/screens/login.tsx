import { useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { sessionQueryKey } from '@vitrine/session/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_CODE_REFUSED, LOGIN_NOTICE_PARAM } from '../../../lib/login-notice.ts';
import { PATHS } from '../../../lib/paths.ts';
import { LOGGED_OUT_PARAM, LoggedOutNotice } from '../../../shared/sign-in-frame.tsx';
import { returnTarget } from '../api/return-target.ts';
import { AuthPage, useStoreName } from '../components/auth-page.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { authMessages } from '../messages.ts';

const t = authMessages.login;

/**
 * spec §2 /vendedor/login. Logged in, the seller goes back to the page that sent them here
 * (`?voltar=`) or to the panel's home; after a logout the screen says how it went.
 */
export function LoginScreen() {
  const storeName = useStoreName();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedOut = searchParams.get(LOGGED_OUT_PARAM);
  const codeRefused = searchParams.get(LOGIN_NOTICE_PARAM) === LOGIN_CODE_REFUSED;

  const onLoggedIn = async (account: LoggedAccount) => {
    // Nothing of a previous seller of this browser stays in the cache.
    queryClient.removeQueries({ queryKey: ['seller'] });
    queryClient.setQueryData(sessionQueryKey('seller'), account);
    await navigate(returnTarget(searchParams), { replace: true });
  };

  return (
    <AuthPage title={t.title} labelledBy="login-title">
      <h1 id="login-title">{t.title}</h1>
      <LoggedOutNotice value={loggedOut} left={t.loggedOut} leftHereOnly={t.loggedOutOffline} />
      {codeRefused && (
        <p className="auth__notice" role="status" data-tone="warning">
          {authMessages.loginCodeRefused}
        </p>
      )}
      <p className="auth__hint">{t.intro(storeName)}</p>
      <LoginForm storeName={storeName} onLoggedIn={onLoggedIn} />
      <div className="auth-links">
        <p>
          <Link to={PATHS.recoverAccess}>{t.forgotPassword}</Link>
        </p>
      </div>
    </AuthPage>
  );
}
