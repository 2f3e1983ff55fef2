import type { ReviewInvite } from '@vitrine/contract/reviews';
import { Link } from 'react-router';
import { productPath } from '../../../lib/paths.ts';
import { reviewInviteMessages as t } from '../messages.ts';
import { ReviewForm } from './review-form.tsx';
import type { PhotoLimits } from './use-review-photos.ts';

/** The order's products: a form for each one not rated yet, a note for each one rated. */
export function ReviewInviteScreen({
  invite,
  token,
  photoLimits,
}: {
  invite: ReviewInvite;
  token: string;
  photoLimits: PhotoLimits;
}) {
  return (
    <>
      <p>{t.greeting(invite.first_name, invite.order_code)}</p>
      <ul className="review-invite__products" aria-label={t.productsLabel}>
        {invite.products.map((product) => (
          <li key={product.product_id} className="review-invite__product">
            <h2 id={`review-${product.product_id}`}>{product.name}</h2>
            {product.reviewed ? (
              <p>
                {t.reviewed} <Link to={productPath(product.slug)}>{t.seeProduct}</Link>
              </p>
            ) : (
              <ReviewForm
                token={token}
                productId={product.product_id}
                labelledBy={`review-${product.product_id}`}
                photoLimits={photoLimits}
              />
            )}
          </li>
        ))}
      </ul>
      <p className="review-invite__note">{t.publicNote}</p>
    </>
  );
}
