import { data, redirect } from 'react-router';
import { shellMessages } from '../../../app/messages.ts';
import { storeForHost } from '../../../lib/store.server.ts';
import type { Route } from './+types/store-not-found';

const t = shellMessages.storeNotFound;

/** A host no store answers on lands here, with no store layout (spec §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const host = new URL(request.url).host;
  if (!(await storeForHost(host)).notFound) throw redirect('/');
  return data({ host }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: t.title },
  { name: 'description', content: t.hint },
  { name: 'robots', content: 'noindex' },
];

export default function StoreNotFound({ loaderData }: Route.ComponentProps) {
  return (
    <main id="conteudo" className="page page--bare">
      <section className="error-page" aria-labelledby="loja-nao-encontrada">
        <h1 id="loja-nao-encontrada">{t.title}</h1>
        <p>{t.text(loaderData.host)}</p>
        {/* No link to "/": on this host it leads straight back here. */}
        <p>{t.hint}</p>
      </section>
    </main>
  );
}
