import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../lib/build-check.ts';
import { shellMessages as t } from './messages.ts';

/** The status an error page reports: a route response's own, else 500 (spec §2). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * spec §2/§8 error page: a not-found variant for 404 ('Page Not Found' plus the path) and a
 * generic one otherwise ('Internal Server Error'). The server answers with the same status.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const status = errorStatus(error);
  const notFound = status === 404;

  useEffect(() => {
    // spec §9: a page that failed because a new build removed its chunk reloads, once.
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{t.errors.status(status)}</p>
      <h1 id="error-title" lang="en">
        {notFound ? t.errors.notFoundTitle : t.errors.internalTitle}
      </h1>
      <p>{notFound ? t.errors.notFoundText(pathname) : t.errors.internalText}</p>
      <p>
        <Link to="/">{t.errors.backHome}</Link>
      </p>
    </section>
  );
}

export function errorMeta(error: unknown) {
  const title = errorStatus(error) === 404 ? t.errors.notFoundTitle : t.errors.internalTitle;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
