import { Link, Outlet } from 'react-router';
import { ErrorPage, errorMeta } from '../../app/error-page.tsx';
import { PLATFORM_PATHS } from './paths.ts';
import { onPlatformHost } from './platform.server.ts';
import { platformMessages as t } from './messages.ts';
import './platform.css';
import type { Route } from './+types/layout';

/** The platform's pages are its host's only: on a store's host they are not found. */
export function loader({ request }: Route.LoaderArgs) {
  if (!onPlatformHost(request)) throw new Response('Not Found', { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/**
 * The platform's frame (no store's header, cart nor footer): its name, the page, and the
 * notices every page links to.
 */
export default function PlatformLayout() {
  return (
    <>
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <header className="platform-header">
        <Link to={PLATFORM_PATHS.signUp} className="platform-header__brand">
          {t.brand}
        </Link>
      </header>
      <main id="conteudo" className="platform-page" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="platform-footer">
        <nav aria-label={t.footerNav}>
          <ul>
            <li>
              <Link to={PLATFORM_PATHS.signUp}>{t.signUpLink}</Link>
            </li>
            <li>
              <Link to={PLATFORM_PATHS.terms}>{t.terms}</Link>
            </li>
            <li>
              <Link to={PLATFORM_PATHS.privacy}>{t.privacy}</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="conteudo" className="page page--bare">
      <ErrorPage error={error} />
    </main>
  );
}
