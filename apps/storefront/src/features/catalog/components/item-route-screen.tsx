import { useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { itemQuery } from '../api/queries.ts';
import { ItemScreen } from './item-screen.tsx';

type Props = { dehydrated: DehydratedState; kind: 'product' | 'service'; slug: string };

/** /produto/{slug} and /servico/{slug}: the item its loader prefetched (load-item.server.ts). */
export function ItemRouteScreen({ dehydrated, kind, slug }: Props) {
  return (
    <RouteQueries state={dehydrated}>
      <LoadedItem kind={kind} slug={slug} />
    </RouteQueries>
  );
}

function LoadedItem({ kind, slug }: Omit<Props, 'dehydrated'>) {
  const { data } = useSuspenseQuery(itemQuery(useBrowserApi(), kind, slug));
  return <ItemScreen product={data} />;
}
