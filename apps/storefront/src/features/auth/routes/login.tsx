import { safeReturnPath, RETURN_PARAM } from '@vitrine/session/return-path';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { readPendingProduct } from '../../../shared/add-to-cart/use-pending-product.ts';
import { useAfterLogin } from '../components/after-login.tsx';
import { LoginLinks } from '../components/login-links.tsx';
import { authMeta } from '../meta.ts';
import { authMessages as t } from '../messages.ts';
import '../form-styles.ts';
import type { Route } from './+types/login';

// react-hook-form and the zod schemas stay out of this public page's first download.
const LoginForm = lazyRendered('login-form', () =>
  import('../components/login-form.tsx').then((module) => module.LoginForm),
);

// The server renders the form whole (it works before the script runs: its native post).
export async function loader() {
  await LoginForm.preload();
  return null;
}

// A navigation here (the 202 of an add) shows the form and the kept product at once.
export async function clientLoader() {
  const [pending] = await Promise.all([readPendingProduct(), LoginForm.preload()]);
  return { pending };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  authMeta(matches, t.metaTitle, t.metaDescription);

/**
 * spec §2 /login. A product kept by a 202 (spec §4) is named in the heading and added to the
 * cart as soon as the customer is in; the add's outcome shows in the spec §8 dialogs. A guarded
 * page that sent the shopper here (`?voltar=`) is where they go back to.
 */
export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const { pending, afterLogin, dialogs } = useAfterLogin({
    returnPath,
    initialPending: loaderData?.pending ?? null,
  });

  return (
    <section className="auth" aria-labelledby="login-title">
      <h1 id="login-title">{pending ? t.pendingTitle(pending.name) : t.title}</h1>
      {pending && <p className="auth__hint">{t.pendingHint}</p>}
      <Suspense fallback={null}>
        <LoginForm
          onLoggedIn={afterLogin}
          returnPath={returnPath}
          refusedCode={searchParams.get('erro')}
        />
      </Suspense>
      <LoginLinks returnPath={returnPath} />
      {dialogs}
    </section>
  );
}
