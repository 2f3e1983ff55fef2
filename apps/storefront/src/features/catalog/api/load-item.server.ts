import { startLoader } from '../../../lib/loader.server.ts';
import { itemSeo } from '../seo.ts';
import { productQueryOptions } from '@vitrine/api-client/queries/get-product';
import { serviceQueryOptions } from '@vitrine/api-client/queries/get-service';

/** The loader of /produto/{slug} and /servico/{slug}: an unknown slug is a 404. */
export async function loadItem(request: Request, kind: 'product' | 'service', slug: string) {
  const loader = await startLoader(request);
  const product =
    kind === 'product'
      ? await loader.ensureQueryData(productQueryOptions(loader.client, slug))
      : await loader.ensureQueryData(serviceQueryOptions(loader.client, slug));
  return {
    dehydrated: loader.dehydrate(),
    seo: itemSeo(product, { origin: loader.origin, storeName: loader.store.data.name }),
  };
}
