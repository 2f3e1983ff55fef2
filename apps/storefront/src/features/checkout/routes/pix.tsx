import { ErrorPage } from '../../../app/error-page.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { demoBankAvailable } from '../api/demo-bank.server.ts';
import { loadOrder } from '../api/load-order.server.ts';
import { pixQrSvg } from '../../../shared/payment-art.server.ts';
import { PixScreen } from '../components/pix-screen.tsx';
import { checkoutMessages } from '../messages.ts';
import type { Route } from './+types/pix';
import { paymentMeta } from '../meta.ts';
import '../checkout.css';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { dehydrated, order } = await loadOrder({ request, context }, 'pix', params.code);
  const payload = order.payment.method === 'pix' ? order.payment.payload : '';
  const [qrSvg, demoBank] = await Promise.all([pixQrSvg(payload), demoBankAvailable()]);
  return { dehydrated, code: order.code, qrSvg, demoBank };
}

// The screen polls its order itself; a navigation within the page has nothing new to load.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = (args) => paymentMeta(checkoutMessages.pix.metaTitle, args);

/** spec §2 /finalizar-compra/pix/{code}. */
export default function PixRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <PixScreen code={loaderData.code} qrSvg={loaderData.qrSvg} demoBank={loaderData.demoBank} />
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
