import { ApiError } from '@vitrine/api-client/errors';
import { restoreCart } from '@vitrine/api-client/restore-cart';
import { Link, redirect } from 'react-router';
import { customerLoader } from '../../../lib/loader.server.ts';
import { privatePageMeta } from '../../../lib/seo.ts';
import { CART_PATH } from '../../../lib/paths.ts';
import { restoreMessages as t } from '../restore-messages.ts';
import type { Route } from './+types/restore';

/**
 * /finalizar-compra/carrinho/recuperar/{token}: a reminder e-mail's link (issue #37). Inside the
 * customer area, so a shopper signed out signs in first and comes back here; the items go back
 * in their cart on the server and the cart opens. Following it again changes nothing more; a
 * link that is not theirs, or expired, says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client } = await customerLoader({ request, context });
  try {
    await restoreCart(client, params.token);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { invalid: true };
    }
    throw error;
  }
  throw redirect(CART_PATH);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function RestoreCartRoute() {
  return (
    <section aria-labelledby="restore-title">
      <h1 id="restore-title">{t.title}</h1>
      <p role="status">{t.invalid}</p>
      <p>
        <Link to={CART_PATH}>{t.toCart}</Link>
      </p>
    </section>
  );
}
