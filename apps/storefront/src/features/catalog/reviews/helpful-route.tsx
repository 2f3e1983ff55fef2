import { ApiError } from '@vitrine/api-client/errors';
import { voteReviewHelpful } from '@vitrine/api-client/reviews';
import { CROSS_ORIGIN_ERROR, isSameOrigin } from '@vitrine/session/origin';
import { data, Link, redirect } from 'react-router';
import { requireCustomer } from '../../../lib/session.server.ts';
import { privatePageMeta } from '../../../lib/seo.ts';
import { HELPFUL_ACTION_PATH, HELPFUL_BACK_FIELD } from './helpful-path.ts';
import { helpfulVoteMessages as t } from './messages.ts';
import type { Route } from './+types/helpful-route';

/** The product page a vote came from: one of this store's product pages, or the home. */
function backPath(value: FormDataEntryValue | string | null): string {
  return typeof value === 'string' && /^\/produto\/[^/?#]+(\?[^#]*)?(#[\w-]*)?$/.test(value)
    ? value
    : '/';
}

/**
 * POST /avaliar/util/{id}: a review's "Achei útil" from the product page's plain form (no
 * script). Signed out: /login, then back to the product page. Once per shopper (the API's
 * rule); then the thanks, on this private address (the product page's HTML is cached).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data(CROSS_ORIGIN_ERROR.message, { status: 403 });
  const back = backPath((await request.formData()).get(HELPFUL_BACK_FIELD));
  // The login comes back to the product page: this address answers a POST.
  const from = new Request(new URL(back, request.url), { headers: request.headers });
  const { client } = await requireCustomer({ request: from, context });
  try {
    await voteReviewHelpful(client, params.id);
  } catch (error) {
    // A review hidden meanwhile: nothing to count, the page says the rest.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  const search = new URLSearchParams({ [HELPFUL_BACK_FIELD]: back });
  throw redirect(`${HELPFUL_ACTION_PATH(params.id)}?${search}`, 303);
}

export function loader({ request }: Route.LoaderArgs) {
  const back = backPath(new URL(request.url).searchParams.get(HELPFUL_BACK_FIELD));
  return { back: `${back.replace(/#.*$/, '')}#avaliacao-` };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function HelpfulVoteRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <section aria-labelledby="helpful-title" className="helpful-vote">
      <h1 id="helpful-title">{t.title}</h1>
      <p role="status">{t.done}</p>
      <p>
        <Link to={`${loaderData.back}${params.id}`}>{t.back}</Link>
      </p>
    </section>
  );
}
