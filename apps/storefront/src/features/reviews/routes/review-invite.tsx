import { ApiError } from '@vitrine/api-client/errors';
import { getReviewInvite } from '@vitrine/api-client/reviews';
import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import { REVIEW_PHOTOS } from '@vitrine/contract/reviews';
import { Link } from 'react-router';
import { startLoader } from '../../../lib/loader.server.ts';
import { privatePageMeta } from '../../../lib/seo.ts';
import { ReviewInviteScreen } from '../components/review-invite-screen.tsx';
import { reviewInviteMessages as t } from '../messages.ts';
import '../reviews.css';
import type { Route } from './+types/review-invite';

/**
 * /avaliar/{token}?produto={id}: a delivered order's review invitation, from its e-mail (no
 * login: the token names the order). The products come in the HTML, the one the e-mail's link
 * named first; private (lib/paths.ts): no cache keeps a page of one buyer's order.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client } = await startLoader({ request, context });
  // The contract's limits come as data: its schemas (zod) stay out of the page's JS.
  const photoLimits = { perReview: REVIEW_PHOTOS.perReview, maxBytes: IMAGE_MAX_BYTES };
  try {
    const invite = await getReviewInvite(client, params.token);
    const first = new URL(request.url).searchParams.get('produto');
    const products = [...invite.products].sort(
      (a, b) => Number(b.product_id === first) - Number(a.product_id === first),
    );
    return { invite: { ...invite, products }, invalid: null, photoLimits };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { invite: null, invalid: error.message, photoLimits };
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function ReviewInviteRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <section aria-labelledby="review-invite-title" className="review-invite">
      <h1 id="review-invite-title">{t.title}</h1>
      {loaderData.invite ? (
        <ReviewInviteScreen
          invite={loaderData.invite}
          token={params.token}
          photoLimits={loaderData.photoLimits}
        />
      ) : (
        <p role="status">{loaderData.invalid}</p>
      )}
      <p>
        <Link to="/">{t.back}</Link>
      </p>
    </section>
  );
}
