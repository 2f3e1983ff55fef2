import { useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import { productQueryOptions } from '@vitrine/api-client/queries/get-product';
import { serviceQueryOptions } from '@vitrine/api-client/queries/get-service';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { ItemScreen } from './item-screen.tsx';

type Props = { dehydrated: DehydratedState; kind: 'product' | 'service'; slug: string };

/** /produto/{slug} and /servico/{slug}: the item its loader prefetched (load-item.server.ts). */
export function ItemRouteScreen({ dehydrated, kind, slug }: Props) {
  return (
    <RouteQueries state={dehydrated}>
      {kind === 'product' ? <LoadedProduct slug={slug} /> : <LoadedService slug={slug} />}
    </RouteQueries>
  );
}

function LoadedProduct({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(productQueryOptions(useBrowserApi(), slug));
  return <ItemScreen product={data} />;
}

function LoadedService({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(serviceQueryOptions(useBrowserApi(), slug));
  return <ItemScreen product={data} />;
}
