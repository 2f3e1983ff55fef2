import type { ApiClient } from '@vitrine/api-client/client';
import { privatePageMeta } from '../../../lib/seo.ts';
import { UnsubscribeScreen } from '../components/unsubscribe-screen.tsx';
import { stockAlertCancelMessages as t } from '../favourites-messages.ts';
import type { Route } from './+types/stock-alert-cancel';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** /minha-conta/avise-me/cancelar/{token}: a stock alert e-mail's way out. */
export default function StockAlertCancelRoute({ params }: Route.ComponentProps) {
  return <UnsubscribeScreen token={params.token} run={cancel} messages={t} doneTo="/" />;
}

async function cancel(client: ApiClient, token: string) {
  const { cancelStockAlerts } = await import('@vitrine/api-client/stock-alerts');
  return cancelStockAlerts(client, token);
}
