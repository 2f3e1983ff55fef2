import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { seoMeta } from '../../../lib/seo.ts';
import { loadItem } from '../api/load-item.server.ts';
import { samePathname } from '../revalidate.ts';
import { ItemRouteScreen } from '../components/item-route-screen.tsx';
import '../reviews/product-reviews.css';
import type { Route } from './+types/product';

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadItem({ request, context }, 'product', params.slug);

export const shouldRevalidate = samePathname;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function ProductRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <ItemRouteScreen dehydrated={loaderData.dehydrated} kind="product" slug={params.slug} />
      {loaderData.reviews && (
        // Server-made HTML (reviews/product-reviews.server.tsx): none of its code is the page's JS.
        <div dangerouslySetInnerHTML={{ __html: loaderData.reviews }} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
