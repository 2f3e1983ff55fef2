import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';
import { orderInvoiceQueryOptions } from '@vitrine/api-client/queries/get-order-invoice';
import type { Order } from '@vitrine/contract/orders';
import { Suspense } from 'react';
import { ErrorPage } from '../../../app/error-page.tsx';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { boletoBarcodeSvg, pixQrSvg } from '../../../shared/payment-art.server.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { orderDetailMessages as t } from '../messages.ts';
import '../orders.css';
import type { Route } from './+types/order-detail';

/**
 * spec §2 /minha-conta/meus-pedidos/{code}. The API answers only the logged shopper's own
 * orders of this store: another shopper's code, or another store's, is its 404 (through
 * the loader), never their data.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  const order: Order = await loader.ensureQueryData(orderQueryOptions(loader.client, params.code));
  // A paid order's NF-e comes with the page; a failed read leaves it to the browser's own.
  if (order.paid_at) {
    await loader
      .ensureQueryData(orderInvoiceQueryOptions(loader.client, order.code))
      .catch(() => null);
  }
  const pending = order.status === 'aguardando_pagamento';
  const { payment } = order;
  const art = {
    qrSvg: pending && payment.method === 'pix' ? await pixQrSvg(payment.payload) : null,
    barcodeSvg: pending && payment.method === 'boleto' ? boletoBarcodeSvg(payment.line) : null,
  };
  return { dehydrated: loader.dehydrate(), code: order.code, art };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  privatePageMeta(matches, t.metaTitle(params.code));

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <Suspense fallback={null}>
        <OrderDetail code={loaderData.code} art={loaderData.art} />
      </Suspense>
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
