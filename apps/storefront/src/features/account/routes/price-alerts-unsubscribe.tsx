import type { ApiClient } from '@vitrine/api-client/client';
import { privatePageMeta } from '../../../lib/seo.ts';
import { UnsubscribeScreen } from '../components/unsubscribe-screen.tsx';
import { unsubscribeMessages as t } from '../favourites-messages.ts';
import type { Route } from './+types/price-alerts-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** /minha-conta/avisos-de-preco/cancelar/{token}: a price-drop e-mail's one-click link. */
export default function PriceAlertsUnsubscribeRoute({ params }: Route.ComponentProps) {
  return <UnsubscribeScreen token={params.token} run={unsubscribe} messages={t} />;
}

async function unsubscribe(client: ApiClient, token: string) {
  const { unsubscribePriceAlerts } = await import('@vitrine/api-client/price-alerts-writes');
  return unsubscribePriceAlerts(client, token);
}
