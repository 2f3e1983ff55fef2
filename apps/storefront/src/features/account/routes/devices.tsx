import { devicesQueryOptions } from '@vitrine/api-client/queries/get-devices';
import { Suspense } from 'react';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { DevicesList } from '../components/devices-list.tsx';
import { devicesMessages as t } from '../devices-messages.ts';
import type { Route } from './+types/devices';

/** spec §2 /minha-conta/dispositivos-conectados (buyer login required). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(devicesQueryOptions(loader.client));
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function DevicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="devices-title">
      <h1 id="devices-title">{t.title}</h1>
      <RouteQueries state={loaderData.dehydrated}>
        <Suspense fallback={null}>
          <DevicesList />
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
