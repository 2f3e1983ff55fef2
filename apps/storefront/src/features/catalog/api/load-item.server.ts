import { getProduct } from '@vitrine/api-client/get-product';
import { getProductRedirect } from '@vitrine/api-client/get-product-redirect';
import { getProductReviews } from '@vitrine/api-client/reviews';
import { productQueryOptions } from '@vitrine/api-client/queries/get-product';
import { serviceQueryOptions } from '@vitrine/api-client/queries/get-service';
import { redirect } from 'react-router';
import { startLoader } from '../../../lib/loader.server.ts';
import { productPath } from '../../../lib/paths.ts';
import { takeCarriedProduct, type PageArgs } from '../../../lib/store.server.ts';
import { productReviewsHtml } from '../reviews/product-reviews.server.tsx';
import { readReviewsView } from '../reviews/view.ts';
import { itemSeo } from '../seo.ts';

/**
 * The loader of /produto/{slug} and /servico/{slug}: an unknown slug is a 404, unless it is
 * a product's former slug (the seller renamed it): then 301 to the product's URL now, so
 * links and search engines follow.
 */
export async function loadItem(page: PageArgs, kind: 'product' | 'service', slug: string) {
  const loader = await startLoader(page);
  // A product's published reviews, beside it (the URL's page and order of them).
  const view = readReviewsView(new URL(page.request.url).searchParams);
  const reviews =
    kind === 'product' ? getProductReviews(loader.client, slug, view).catch(() => null) : null;
  const product =
    kind === 'product'
      ? await loader
          .ensureQueryData({
            ...productQueryOptions(loader.client, slug),
            // A store no cache held: the product came with its shell (lib/store.server.ts).
            queryFn: async () =>
              (await takeCarriedProduct(page, slug)) ?? getProduct(loader.client, slug),
          })
          .catch(async (error: unknown) => {
            if (!isNotFound(error)) throw error;
            const moved = await getProductRedirect(loader.client, slug).catch(() => null);
            if (moved) throw redirect(productPath(moved.slug), 301);
            throw error;
          })
      : await loader.ensureQueryData(serviceQueryOptions(loader.client, slug));
  // A page of reviews the API could not give leaves the product page whole, without them.
  const reviewList = await reviews;
  return {
    dehydrated: loader.dehydrate(),
    seo: itemSeo(product, { origin: loader.origin, storeName: loader.store.data.name }, reviewList),
    reviews: reviewList && productReviewsHtml(reviewList, productPath(product.slug), view),
  };
}

/** startLoader's 404 (react-router's `data(null, { status: 404 })`). */
function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    (error as { init?: { status?: number } | null }).init?.status === 404
  );
}
