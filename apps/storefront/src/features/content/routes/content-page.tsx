import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '@vitrine/domain/dates';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { contentPagePath } from '../../../lib/paths.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { contentPageOptions } from '../api/content-page.server.ts';
import { contentPageQuery } from '../api/page-query.ts';
import { contentMessages } from '../messages.ts';
import type { Route } from './+types/content-page';

/** spec §2 /paginas/{slug}: the page is sent with its HTML already sanitised. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const page = await loader.ensureQueryData(contentPageOptions(loader.client, params.slug));
  const storeName = loader.store.data.name;
  return {
    dehydrated: loader.dehydrate(),
    seo: {
      title: pageTitle(page.title, storeName),
      description: page.html.replace(/<[^>]*>/g, ' ') || page.title,
      canonical: `${loader.origin}${contentPagePath(page.slug)}`,
      siteName: storeName,
      type: 'article' as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function ContentPageRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <ContentPageScreen slug={params.slug} />
    </RouteQueries>
  );
}

function ContentPageScreen({ slug }: { slug: string }) {
  const { data: page } = useSuspenseQuery(contentPageQuery(useBrowserApi(), slug));
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="content-page__updated">
        {contentMessages.updated}{' '}
        <time dateTime={page.updated_at}>{formatDate(page.updated_at)}</time>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
