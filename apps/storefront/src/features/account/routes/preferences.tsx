import { marketingEmailsQueryOptions } from '@vitrine/api-client/queries/get-marketing-emails';
import { priceAlertsQueryOptions } from '@vitrine/api-client/queries/get-price-alerts';
import { Suspense } from 'react';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { MarketingEmailsSwitch, PriceAlertsSwitch } from '../components/email-switches.tsx';
import { preferencesMessages as t } from '../favourites-messages.ts';
import '../favourites.css';
import type { Route } from './+types/preferences';

/** /minha-conta/preferencias (buyer login required): the e-mails the shopper asked for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await Promise.all([
    loader.ensureQueryData(priceAlertsQueryOptions(loader.client)),
    loader.ensureQueryData(marketingEmailsQueryOptions(loader.client)),
  ]);
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function PreferencesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="preferences-title">
      <h1 id="preferences-title">{t.title}</h1>
      <RouteQueries state={loaderData.dehydrated}>
        <Suspense fallback={null}>
          <PriceAlertsSwitch />
          <MarketingEmailsSwitch />
        </Suspense>
      </RouteQueries>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <p className="form-error" role="alert">
      {t.loadFailed}
    </p>
  );
}
