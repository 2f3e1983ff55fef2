import { useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { logIn } from '@vitrine/session/browser';
import { sessionQueryKey } from '@vitrine/session/react';
import { LoginForm } from '@vitrine/ui/login-form';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGGED_OUT_PARAM, LoggedOutNotice } from '../../../shared/sign-in-frame.tsx';
import { ConsoleCard } from '../components/console-card.tsx';
import { loginMessages as t } from '../messages.ts';
import { consoleReturnTarget } from '../session.ts';

/**
 * /operador/entrar: the e-mail and password, then (two-step verification on) the code, as the
 * shared form asks it on the API's `two_factor_required`. A first sign-in goes on to the
 * authenticator's setup (the console's frame sends it there).
 */
export function ConsoleLoginScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedOut = searchParams.get(LOGGED_OUT_PARAM);

  const onLoggedIn = async (account: LoggedAccount) => {
    // Nothing of a previous operator of this browser stays in the cache.
    queryClient.removeQueries({ queryKey: ['operator'] });
    queryClient.setQueryData(sessionQueryKey('operator'), account);
    await navigate(consoleReturnTarget(searchParams), { replace: true });
  };

  return (
    <ConsoleCard title={t.title} labelledBy="console-login-title">
      <h1 id="console-login-title">{t.title}</h1>
      <LoggedOutNotice value={loggedOut} left={t.loggedOut} leftHereOnly={t.loggedOutOffline} />
      <p className="office-hint">{t.intro}</p>
      <LoginForm logIn={logIn} onLoggedIn={onLoggedIn} emailAutoComplete="username" />
      <p className="office-hint">{t.firstTime}</p>
    </ConsoleCard>
  );
}
