import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authMeta } from '../meta.ts';
import { authMessages } from '../messages.ts';
import { AWAIT_ACCOUNT_PATH, type EmailState } from '../paths.ts';
import type { Route } from './+types/account-created';

const t = authMessages.accountCreated;

export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, t.title);

/**
 * spec §2 /login/conta-criada: the account waits for its password, set through the
 * first-access e-mail. The e-mail typed on the sign-up travels in the router's state, never in
 * the address (it is read after hydration: the server renders the page without it).
 */
export default function AccountCreatedRoute() {
  const location = useLocation();
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => setEmail((location.state as EmailState)?.email ?? null), [location.state]);
  const state: EmailState = email ? { email } : null;

  return (
    <section className="auth" aria-labelledby="account-created-title">
      <h1 id="account-created-title">{t.title}</h1>
      <p>{email ? t.sentTo(email) : t.sent}</p>
      <p>{t.next}</p>
      <p className="auth__hint">{t.spam}</p>
      <div className="auth-links">
        <p>
          <Link to={AWAIT_ACCOUNT_PATH} state={state}>
            {t.resend}
          </Link>
        </p>
        <p>
          <Link to="/">{t.backToStore}</Link>
        </p>
      </div>
    </section>
  );
}
