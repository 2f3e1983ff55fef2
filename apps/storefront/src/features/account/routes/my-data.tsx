import { customerProfileQueryOptions } from '@vitrine/api-client/queries/get-customer-profile';
import { Suspense } from 'react';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { MyDataForm } from '../components/my-data-form.tsx';
import { myDataMessages as t } from '../my-data-messages.ts';
import type { Route } from './+types/my-data';

/** spec §2 /minha-conta/meus-dados (buyer login required: inside the customer-area layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(customerProfileQueryOptions(loader.client));
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function MyDataRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="my-data-title">
      <h1 id="my-data-title">{t.title}</h1>
      <RouteQueries state={loaderData.dehydrated}>
        <Suspense fallback={null}>
          <MyDataForm />
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
