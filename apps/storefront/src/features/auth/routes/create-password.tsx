import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { customerFirstAccessQueryOptions } from '@vitrine/api-client/queries/get-customer-first-access';
import type { FirstAccessInfo } from '@vitrine/contract/auth';
import { Button } from '@vitrine/ui/button';
import { Suspense, useState } from 'react';
import { data, Link, useSearchParams } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { useAfterLogin } from '../components/after-login.tsx';
import { authMeta } from '../meta.ts';
import { authMessages } from '../messages.ts';
import { RECOVER_ACCESS_PATH } from '../paths.ts';
import '../form-styles.ts';
import type { Route } from './+types/create-password';

const t = authMessages.createPassword;

const CreatePasswordForm = lazyRendered('create-password-form', () =>
  import('../components/create-password-form.tsx').then((module) => module.CreatePasswordForm),
);

/**
 * The link is checked before the form shows (the API's first-access endpoint, without using
 * it up): a used or expired one gets its own screen, answered 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const [link] = await Promise.all([
    // A link that no longer works is null, not an error.
    loader.ensureQueryData(customerFirstAccessQueryOptions(loader.client, params.token)),
    CreatePasswordForm.preload(),
  ]);
  return data({ dehydrated: loader.dehydrate() }, { status: link ? 200 : 404 });
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), CreatePasswordForm.preload()]);
  return answer;
}

// The page names the link's account: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, t.metaTitle);

/** spec §2 /login/criar-senha/{first_access_token}: first access and recovered access alike. */
export default function CreatePasswordRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <CreatePassword token={params.token} />
    </RouteQueries>
  );
}

function CreatePassword({ token }: { token: string }) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const query = customerFirstAccessQueryOptions(api, token);
  const { data: checked } = useSuspenseQuery(query);
  // Once created, the link is used up (a refetch would say so): the success stays on screen.
  const [created, setCreated] = useState<FirstAccessInfo | null>(null);
  const link = created ?? checked;
  const { afterLogin, dialogs } = useAfterLogin({ returnPath: null });

  if (!link) return <InvalidLink />;
  return (
    <section className="auth" aria-labelledby="create-password-title">
      <h1 id="create-password-title">
        {link.purpose === 'recover' ? t.recoverTitle : t.firstAccessTitle}
      </h1>
      {created ? (
        <p role="status">{t.done}</p>
      ) : (
        <>
          <p>
            {t.greeting(link.first_name)}{' '}
            <span className="auth__hint">{t.account(link.email)}</span>
          </p>
          <Suspense fallback={null}>
            <CreatePasswordForm
              token={token}
              email={link.email}
              refusedCode={searchParams.get('erro')}
              onInvalidLink={() => queryClient.setQueryData(query.queryKey, null)}
              onCreated={async () => {
                setCreated(link);
                void import('@vitrine/ui/toast').then(({ toast }) => toast.success(t.done));
                await afterLogin();
              }}
            />
          </Suspense>
        </>
      )}
      {dialogs}
    </section>
  );
}

/** A used, expired or unknown link: say so, and offer a new one (recover access sends it). */
function InvalidLink() {
  return (
    <section className="auth" aria-labelledby="invalid-link-title">
      <h1 id="invalid-link-title">{t.invalidTitle}</h1>
      <p>{t.invalidText}</p>
      <div className="auth-actions">
        <Button asChild size="lg">
          <Link to={RECOVER_ACCESS_PATH}>{t.askAgain}</Link>
        </Button>
        <Link to={LOGIN_PATH}>{t.goToLogin}</Link>
      </div>
    </section>
  );
}
