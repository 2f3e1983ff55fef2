import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { unsentForm } from '../api/unsent-form.server.ts';
import { LinkSent } from '@vitrine/ui/link-sent';
import { authMeta } from '../meta.ts';
import { authMessages } from '../messages.ts';
import type { EmailState } from '../paths.ts';
import '../form-styles.ts';
import type { Route } from './+types/await-account';

const t = authMessages.awaitAccount;

const EmailLinkForm = lazyRendered('email-link-form', () =>
  import('../components/email-link-form.tsx').then((module) => module.EmailLinkForm),
);

export async function loader() {
  await EmailLinkForm.preload();
  return null;
}

export async function clientLoader() {
  await EmailLinkForm.preload();
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return unsentForm(request, ['email'] as const);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  authMeta(matches, t.title, t.metaDescription);

/**
 * spec §2 /login/aguardar-conta: an account whose first access is pending. The API never says
 * which accounts those are (a login answers as a wrong password, a sign-up as a new one), so
 * the page explains and sends the e-mail again for any address, with one answer for all.
 */
export default function AwaitAccountRoute({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The e-mail of the screen before (router state), known after hydration only.
  const [suggested, setSuggested] = useState<string>();
  useEffect(() => setSuggested((location.state as EmailState)?.email), [location.state]);

  return (
    <section className="auth" aria-labelledby="await-account-title">
      <h1 id="await-account-title">{t.title}</h1>
      <p>{t.intro}</p>
      {sentTo ? (
        <LinkSent title={t.sentTitle}>
          <p>{t.sent(sentTo)}</p>
          <p className="auth__hint">{authMessages.accountCreated.spam}</p>
        </LinkSent>
      ) : (
        <>
          <p className="auth__hint">{t.resendIntro}</p>
          {actionData?.notSent && (
            <p className="form-error" role="alert">
              {authMessages.notSent}
            </p>
          )}
          <Suspense fallback={null}>
            <EmailLinkForm
              submitLabel={t.submit}
              submittingLabel={t.submitting}
              initialEmail={actionData?.initial.email}
              suggestedEmail={suggested}
              onSent={setSentTo}
            />
          </Suspense>
        </>
      )}
      <div className="auth-links">
        <p>
          <Link to={LOGIN_PATH}>{authMessages.recover.backToLogin}</Link>
        </p>
      </div>
    </section>
  );
}
