import { RETURN_PARAM, safeReturnPath } from '@vitrine/session/return-path';
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { unsentForm } from '../api/unsent-form.server.ts';
import { authMeta } from '../meta.ts';
import { authMessages } from '../messages.ts';
import { ACCOUNT_CREATED_PATH, type EmailState } from '../paths.ts';
import '../form-styles.ts';
import type { Route } from './+types/sign-up';

const t = authMessages.signUp;

const SignUpForm = lazyRendered('sign-up-form', () =>
  import('../components/sign-up-form.tsx').then((module) => module.SignUpForm),
);

export async function loader() {
  await SignUpForm.preload();
  return null;
}

export async function clientLoader() {
  await SignUpForm.preload();
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return unsentForm(
    request,
    ['first_name', 'last_name', 'email'] as const,
    ['marketing_emails'] as const,
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  authMeta(matches, t.title, t.metaDescription);

/**
 * spec §2 /login/cadastro: the pre-account draft (spec §3). The API e-mails the link to create
 * the password; /login/conta-criada says so.
 */
export default function SignUpRoute({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const login = returnPath
    ? `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(returnPath)}`
    : LOGIN_PATH;

  return (
    <section className="auth" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t.title}</h1>
      <p className="auth__hint">{t.intro}</p>
      {actionData?.notSent && (
        <p className="form-error" role="alert">
          {authMessages.notSent}
        </p>
      )}
      <Suspense fallback={null}>
        <SignUpForm
          initial={actionData?.initial}
          onSignedUp={async (email) => {
            const state: EmailState = { email };
            await navigate(ACCOUNT_CREATED_PATH, { state });
          }}
        />
      </Suspense>
      <div className="auth-links">
        <p>
          {t.haveAccount} <Link to={login}>{t.login}</Link>
        </p>
      </div>
    </section>
  );
}
