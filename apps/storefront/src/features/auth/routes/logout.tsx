import { clearedSessionCookies, isHttps, sessionToken } from '@vitrine/session/cookies';
import { isSameOrigin } from '@vitrine/session/origin';
import { endSession } from '@vitrine/session/validate';
import { Button } from '@vitrine/ui/button';
import { data, Form, redirect } from 'react-router';
import { serverEnv } from '../../../lib/env.server.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { requireStore, type PageArgs } from '../../../lib/store.server.ts';
import { authMessages as t } from '../messages.ts';
import type { Route } from './+types/logout';

/** Ends the session on the API (spec §8: a failure is only "false") and clears the cookies. */
async function logOut(page: PageArgs) {
  const { request } = page;
  const store = await requireStore(page);
  const token = sessionToken('customer', request.headers.get('cookie'));
  await endSession('customer', { apiUrl: serverEnv().API_URL, storeId: store.data._id, token });
  const headers = new Headers();
  for (const cookie of clearedSessionCookies('customer', isHttps(request))) {
    headers.append('Set-Cookie', cookie);
  }
  return redirect(LOGIN_PATH, { headers });
}

/**
 * spec §2 /login/logout, §6: without a session it goes to /login. A visit the shopper made
 * (a link of this store, a typed address) logs out at once; one started by another site only
 * shows the button, so no page elsewhere can log a shopper out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!sessionToken('customer', request.headers.get('cookie'))) throw redirect(LOGIN_PATH);
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') throw await logOut({ request, context });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data(null, { status: 403 });
  return logOut({ request, context });
}

export const meta: Route.MetaFunction = () => [
  { title: t.logout.title },
  { name: 'robots', content: 'noindex' },
];

export default function LogoutRoute() {
  return (
    <section className="auth" aria-labelledby="logout-title">
      <h1 id="logout-title">{t.logout.title}</h1>
      <p className="auth__hint">{t.logout.question}</p>
      <Form method="post">
        <Button type="submit" size="lg">
          {t.logout.submit}
        </Button>
      </Form>
    </section>
  );
}
