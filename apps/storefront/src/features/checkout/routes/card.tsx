import { ErrorPage } from '../../../app/error-page.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { loadOrder } from '../api/load-order.server.ts';
import { CardScreen } from '../components/card-screen.tsx';
import { checkoutMessages } from '../messages.ts';
import type { Route } from './+types/card';
import { paymentMeta } from '../meta.ts';
import '../checkout.css';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { dehydrated, order } = await loadOrder({ request, context }, 'card', params.code);
  return { dehydrated, code: order.code };
}

export const meta: Route.MetaFunction = (args) =>
  paymentMeta(checkoutMessages.cardScreen.metaTitle, args);

/** spec §2 /finalizar-compra/card/{code}. */
export default function CardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <CardScreen code={loaderData.code} />
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
