import { ErrorPage } from '../../../app/error-page.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { demoBankAvailable } from '../api/demo-bank.server.ts';
import { loadOrder } from '../api/load-order.server.ts';
import { boletoBarcodeSvg } from '../../../shared/payment-art.server.ts';
import { BoletoScreen } from '../components/boleto-screen.tsx';
import { checkoutMessages } from '../messages.ts';
import type { Route } from './+types/boleto';
import { paymentMeta } from '../meta.ts';
import '../checkout.css';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { dehydrated, order } = await loadOrder({ request, context }, 'boleto', params.code);
  const line = order.payment.method === 'boleto' ? order.payment.line : '';
  return {
    dehydrated,
    code: order.code,
    barcodeSvg: boletoBarcodeSvg(line),
    demoBank: await demoBankAvailable(),
  };
}

export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = (args) =>
  paymentMeta(checkoutMessages.boleto.metaTitle, args);

/** spec §2 /finalizar-compra/boleto/{code}. */
export default function BoletoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <BoletoScreen
        code={loaderData.code}
        barcodeSvg={loaderData.barcodeSvg}
        demoBank={loaderData.demoBank}
      />
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
