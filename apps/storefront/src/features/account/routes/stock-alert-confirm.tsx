import type { ApiClient } from '@vitrine/api-client/client';
import { privatePageMeta } from '../../../lib/seo.ts';
import { UnsubscribeScreen } from '../components/unsubscribe-screen.tsx';
import { stockAlertConfirmMessages as t } from '../favourites-messages.ts';
import type { Route } from './+types/stock-alert-confirm';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** /minha-conta/avise-me/confirmar/{token}: a stock alert's double opt-in, from its e-mail. */
export default function StockAlertConfirmRoute({ params }: Route.ComponentProps) {
  return <UnsubscribeScreen token={params.token} run={confirm} messages={t} doneTo="/" />;
}

async function confirm(client: ApiClient, token: string) {
  const { confirmStockAlert } = await import('@vitrine/api-client/stock-alerts');
  return confirmStockAlert(client, token);
}
