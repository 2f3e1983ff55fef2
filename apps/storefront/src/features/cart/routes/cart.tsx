import { cartQueryOptions } from '@vitrine/api-client/queries/get-cart';
import { Suspense } from 'react';
import { useStore } from '../../../app/root-data.ts';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { CartError } from '../components/cart-error.tsx';
import { CartScreen } from '../components/cart-screen.tsx';
import { CartSkeleton } from '../components/cart-skeleton.tsx';
import { cartPageMessages as t } from '../page-messages.ts';
import '../cart-page.css';
import type { Route } from './+types/cart';

/** spec §2 /finalizar-compra/carrinho (buyer login required: inside the customer-area layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(cartQueryOptions(loader.client));
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <Suspense fallback={<CartSkeleton />}>
        <CartScreen
          freeShippingFrom={store.data.shipping.free_from}
          payment={store.payment_default}
        />
      </Suspense>
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CartError error={error} />;
}
