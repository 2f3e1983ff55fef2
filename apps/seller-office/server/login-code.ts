import type { Hono } from 'hono';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { isFromPlatform } from '@vitrine/server/platform';
import { forwardedFor } from '@vitrine/session/api-call';
import { isHttps } from '@vitrine/session/cookies';
import { startSessionAt } from '@vitrine/session/start';
import { LOGIN_PATH, OFFICE_LOGIN_PATH, PATHS } from '../src/lib/paths.ts';
import { LOGIN_CODE_REFUSED, LOGIN_NOTICE_PARAM } from '../src/lib/login-notice.ts';
import { storeNotFoundHtml } from './pages.ts';

export type LoginCodeOptions = {
  apiUrl: string;
  storeIdFor: (host: string) => Promise<string | null>;
  trustProxy?: TrustProxy;
  /** PLATFORM_DOMAIN: the only site whose pages may hand a new owner over. */
  platformDomain: string;
};

/**
 * `POST /vendedor/entrar`: the end of "Crie sua loja". The sign-up page, on the platform's host,
 * posts the API's single-use login code here (a cookie of that host never reaches this one);
 * this server trades it with the API (`/sellers/login-code`, with this host's store) for the
 * seller's session, keeps its token in the HttpOnly cookie as a login does, and shows the
 * owner their new store. The token never reaches a page.
 *
 * Only a page of the platform's host may post it (its Origin): no other site can log a visitor
 * in to a store of its own making (login CSRF). A used, expired or other store's code lands on
 * the login, which says why; nothing is set.
 */
export function mountLoginCode(app: Hono, options: LoginCodeOptions) {
  app.get(OFFICE_LOGIN_PATH, (c) => c.redirect(LOGIN_PATH, 302));
  app.post(OFFICE_LOGIN_PATH, async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (!isFromPlatform(c.req.raw, options.platformDomain, isHttps(c.req.raw))) {
      return c.text('Pedido recusado: ele não partiu da página de criação de lojas.', 403, noStore);
    }
    const host = new URL(c.req.url).host;
    const storeId = await options.storeIdFor(host).catch(() => undefined);
    if (storeId === undefined) {
      return c.text('A loja não respondeu. Tente de novo em instantes.', 503, {
        ...noStore,
        'Retry-After': '5',
      });
    }
    if (storeId === null) return c.html(storeNotFoundHtml(host), 404, noStore);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const code = typeof form.code === 'string' ? form.code : '';
    const started = await startSessionAt(
      'seller',
      '/sellers/login-code',
      {
        apiUrl: options.apiUrl,
        storeId,
        forwardedFor: forwardedFor(c, options.trustProxy),
        userAgent: c.req.header('user-agent'),
      },
      { code },
      { secure: isHttps(c.req.raw), now: new Date() },
    );
    if (!started.ok) {
      return c.redirect(`${LOGIN_PATH}?${LOGIN_NOTICE_PARAM}=${LOGIN_CODE_REFUSED}`, 303);
    }
    for (const cookie of started.cookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.redirect(PATHS.storeCreated, 303);
  });
}
