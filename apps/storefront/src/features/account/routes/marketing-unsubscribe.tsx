import type { ApiClient } from '@vitrine/api-client/client';
import { privatePageMeta } from '../../../lib/seo.ts';
import { UnsubscribeScreen } from '../components/unsubscribe-screen.tsx';
import { marketingUnsubscribeMessages as t } from '../favourites-messages.ts';
import type { Route } from './+types/marketing-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** /minha-conta/emails/cancelar/{token}: a marketing e-mail's (a cart reminder's) link. */
export default function MarketingUnsubscribeRoute({ params }: Route.ComponentProps) {
  return <UnsubscribeScreen token={params.token} run={unsubscribe} messages={t} />;
}

async function unsubscribe(client: ApiClient, token: string) {
  const { unsubscribeMarketingEmails } =
    await import('@vitrine/api-client/marketing-emails-writes');
  return unsubscribeMarketingEmails(client, token);
}
