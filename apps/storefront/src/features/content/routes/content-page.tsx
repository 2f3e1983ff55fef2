import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { contentPagePath } from '../../../lib/paths.ts';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { pageQueryOptions } from '@vitrine/api-client/get-page';
import { sanitizeStoreHtml } from '../sanitize.server.ts';
import { formatDate } from '../../../lib/dates.ts';
import { contentMessages } from '../messages.ts';
import type { Route } from './+types/content-page';

/**
 * spec §2 /paginas/{slug}. Unlike the catalog routes this one sends the browser the page
 * already sanitised instead of the dehydrated query: the store's raw HTML stays on the server.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const loader = await startLoader(request);
  const { data: page } = await loader.prefetch(pageQueryOptions(loader.client, params.slug));
  const html = sanitizeStoreHtml(page.html);
  const storeName = loader.store.data.name;
  return {
    title: page.title,
    html,
    updatedAt: page.updated_at,
    seo: {
      title: pageTitle(page.title, storeName),
      description: html.replace(/<[^>]*>/g, ' ') || page.title,
      canonical: `${loader.origin}${contentPagePath(page.slug)}`,
      siteName: storeName,
      type: 'article' as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { title, html, updatedAt } = loaderData;
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="content-page__updated">
        {contentMessages.updated} <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
