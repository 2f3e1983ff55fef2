import { HydrationBoundary, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { Product } from '@vitrine/contract/catalog';
import { useHydratedQuery } from '../../../lib/use-hydrated-query.ts';
import { ItemScreen } from './item-screen.tsx';

type Props = { dehydrated: DehydratedState; queryKey: QueryKey };

/** /produto/{slug} and /servico/{slug}: the loader's item, read from the hydrated cache. */
export function ItemRouteScreen({ dehydrated, queryKey }: Props) {
  return (
    <HydrationBoundary state={dehydrated}>
      <LoadedItem queryKey={queryKey} />
    </HydrationBoundary>
  );
}

function LoadedItem({ queryKey }: { queryKey: QueryKey }) {
  return <ItemScreen product={useHydratedQuery<Product>(queryKey)} />;
}
