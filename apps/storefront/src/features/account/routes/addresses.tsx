import { addressesQueryOptions } from '@vitrine/api-client/queries/get-addresses';
import { Suspense } from 'react';
import { ErrorPage } from '../../../app/error-page.tsx';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { AddressesScreen } from '../components/addresses-screen.tsx';
import { addressesMessages as t } from '../messages.ts';
import '../../../shared/address-form/address-form.css';
import '../../../shared/select-field.css';
import '../addresses.css';
import type { Route } from './+types/addresses';

/** spec §2 /minha-conta/meus-enderecos (buyer login required: inside the customer-area layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(addressesQueryOptions(loader.client));
  return {
    dehydrated: loader.dehydrate(),
    recipient: `${loader.account.first_name} ${loader.account.last_name}`.trim(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function AddressesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <Suspense fallback={null}>
        <AddressesScreen recipient={loaderData.recipient} />
      </Suspense>
    </RouteQueries>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
