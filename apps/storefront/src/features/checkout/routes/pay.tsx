import { ErrorPage } from '../../../app/error-page.tsx';
import { PAY_PATH } from '../../../shared/checkout-paths.ts';
import { documentLoadedAt } from '../api/document-path.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { loadPay } from '../api/load-pay.server.ts';
import { PayScreen } from '../components/pay-screen.tsx';
import { checkoutMessages } from '../messages.ts';
import type { Route } from './+types/pay';
import { paymentMeta } from '../meta.ts';
import '../../../shared/address-form/address-form.css';
import '../../../shared/select-field.css';
import '../checkout.css';

export const loader = ({ request, context }: Route.LoaderArgs) => loadPay({ request, context });

/**
 * A document's Content-Security-Policy is the one it was loaded with: a page reached by a
 * navigation inside the app keeps its first page's, which names no card gateway. For a store
 * whose card goes through a gateway the pay page is then loaded as a document of its own
 * (its policy lets the gateway's script post the card); every other store's keeps navigating
 * inside the app.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const answer = await serverLoader();
  if (answer.cardGateway && !documentLoadedAt(PAY_PATH)) {
    const { pathname, search } = new URL(request.url);
    // What React Router's redirectDocument() answers, written out: importing it would add its
    // bytes to the framework chunk every public page loads (the initial-JS budget).
    throw new Response(null, {
      status: 302,
      headers: { Location: `${pathname}${search}`, 'X-Remix-Reload-Document': 'true' },
    });
  }
  return answer;
}

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
