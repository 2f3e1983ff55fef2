import { ordersQueryOptions } from '@vitrine/api-client/queries/get-orders';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPage } from '../../../app/error-page.tsx';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { ordersPageFromUrl } from '../api/orders-url.ts';
import { OrdersList } from '../components/orders-list.tsx';
import { StatusFilter } from '../components/status-filter.tsx';
import { ordersMessages as t } from '../messages.ts';
import '../orders.css';
import type { Route } from './+types/orders';

/** spec §2 /minha-conta/meus-pedidos (buyer login required: inside the customer-area layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = ordersPageFromUrl(new URL(request.url).searchParams);
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(ordersQueryOptions(loader.client, query));
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <div className="orders-page">
        <h1>{t.title}</h1>
        <StatusFilter />
        <Suspense fallback={null}>
          <OrdersList query={ordersPageFromUrl(search)} />
        </Suspense>
      </div>
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
