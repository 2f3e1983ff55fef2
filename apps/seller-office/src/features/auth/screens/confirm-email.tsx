import { Link, useLoaderData, useLocation } from 'react-router';
import { loginPathFor } from '@vitrine/session/return-path';
import { LOGIN_PATH, PATHS } from '../../../lib/paths.ts';
import { ResendConfirmation } from '../../../lib/resend-confirmation.tsx';
import type { ConfirmEmailResult } from '../api/confirm-email.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { authMessages } from '../messages.ts';

const t = authMessages.confirmEmail;

/**
 * The confirmation e-mail's link, logged in or not: confirmed, or the link no longer works (used,
 * expired) and a new one is a click away for the logged seller, a login away for anyone else.
 */
export function ConfirmEmailScreen() {
  const result = useLoaderData<ConfirmEmailResult>();
  const { pathname } = useLocation();
  return (
    <AuthPage title={t.title} labelledBy="confirm-email-title">
      <h1 id="confirm-email-title">{result.confirmed ? t.confirmed : t.invalid}</h1>
      <p role={result.confirmed ? 'status' : 'alert'}>{result.message}</p>
      {result.confirmed ? (
        <p>
          <Link to={result.seller ? PATHS.home : LOGIN_PATH}>
            {result.seller ? t.toOffice : t.login}
          </Link>
        </p>
      ) : result.seller ? (
        <ResendConfirmation />
      ) : (
        <p>
          <Link to={loginPathFor(LOGIN_PATH, pathname)}>{t.loginToResend}</Link>
        </p>
      )}
    </AuthPage>
  );
}
