import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { unsentForm } from '../api/unsent-form.server.ts';
import { AuthLinks, RecoverLinkSent } from '@vitrine/ui/link-sent';
import { authMeta } from '../meta.ts';
import { authMessages } from '../messages.ts';
import '../form-styles.ts';
import type { Route } from './+types/recover-access';

const t = authMessages.recover;

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
 * spec §2 /login/recuperar-acesso: a link to create a new password goes to the e-mail, if it
 * has an account; the screen says the same either way (nobody learns who is a customer).
 */
export default function RecoverAccessRoute({ actionData }: Route.ComponentProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="auth" aria-labelledby="recover-title">
      <h1 id="recover-title">{t.title}</h1>
      {sentTo ? (
        <RecoverLinkSent message={t.sent(sentTo)} onAgain={() => setSentTo(null)} />
      ) : (
        <>
          <p className="auth__hint">{t.intro}</p>
          {actionData?.notSent && (
            <p className="form-error" role="alert">
              {authMessages.notSent}
            </p>
          )}
          <Suspense fallback={null}>
            <EmailLinkForm initialEmail={actionData?.initial.email} onSent={setSentTo} />
          </Suspense>
        </>
      )}
      <AuthLinks links={[<Link to={LOGIN_PATH}>{t.backToLogin}</Link>]} />
    </section>
  );
}
