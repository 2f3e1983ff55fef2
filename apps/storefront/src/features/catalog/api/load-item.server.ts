import { startLoader } from '../../../lib/loader.server.ts';
import { itemSeo } from '../seo.ts';
import { itemQueryOptions } from './queries.ts';

/** The loader of /produto/{slug} and /servico/{slug}: an unknown slug is a 404. */
export async function loadItem(request: Request, kind: 'product' | 'service', slug: string) {
  const loader = await startLoader(request);
  const storeId = loader.store.data._id;
  const { data: product, queryKey } = await loader.prefetch(
    itemQueryOptions(loader.client, storeId, kind, slug),
  );
  return {
    dehydrated: loader.dehydrate(),
    queryKey,
    seo: itemSeo(product, { origin: loader.origin, storeName: loader.store.data.name }),
  };
}
