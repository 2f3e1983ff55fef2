import { ErrorPage } from '../../../app/error-page.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { loadPay } from '../api/load-pay.server.ts';
import { PayScreen } from '../components/pay-screen.tsx';
import { checkoutMessages } from '../messages.ts';
import type { Route } from './+types/pay';
import { paymentMeta } from '../meta.ts';
import '../../../shared/address-form/address-form.css';
import '../../../shared/select-field.css';
import '../checkout.css';

export const loader = ({ request }: Route.LoaderArgs) => loadPay(request);

export const meta: Route.MetaFunction = (args) => paymentMeta(checkoutMessages.pay.metaTitle, args);

/** spec §2 /finalizar-compra/pagar (buyer login required: the customer-area layout). */
export default function PayRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <PayScreen recipient={loaderData.recipient} />
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
