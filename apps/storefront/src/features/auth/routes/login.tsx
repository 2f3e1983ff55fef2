import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { safeReturnPath, RETURN_PARAM } from '@vitrine/session/return-path';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { pageTitle } from '../../../lib/seo.ts';
import { useAddToCart } from '../../cart/api/use-add-to-cart.ts';
import { cartQueryKey } from '../../cart/api/cart-key.ts';
import { AddToCartDialogs } from '../../cart/components/add-to-cart-dialogs.tsx';
import { pendingProductAtom } from '../../cart/state/pending-product.ts';
import { LoginForm } from '../components/login-form.tsx';
import { authMessages as t } from '../messages.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { store?: { data: { name: string } } | null } | undefined;
  const store = root?.store?.data.name ?? '';
  return [
    { title: store ? pageTitle(t.metaTitle, store) : t.metaTitle },
    { name: 'description', content: t.metaDescription },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * spec §2 /login. A product kept by a 202 (spec §4) is named in the heading and added to the
 * cart as soon as the customer is in; the add's outcome shows in the spec §8 dialogs. A guarded
 * page that sent the shopper here (`?voltar=`) is where they go back to.
 */
export default function LoginRoute() {
  const store = useStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const queryClient = useQueryClient();
  const [pending, setPending] = useAtom(pendingProductAtom);
  const ours = pending?.store_id === store.data._id ? pending : null;
  const cart = useAddToCart();

  const afterLogin = async () => {
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    if (!ours) {
      await navigate(returnPath ?? '/', { replace: true });
      return;
    }
    setPending(null);
    cart.add(ours);
  };

  return (
    <section className="login" aria-labelledby="login-title">
      <h1 id="login-title">{ours ? t.pendingTitle(ours.name) : t.title}</h1>
      {ours && <p className="login__hint">{t.pendingHint}</p>}
      <LoginForm
        onLoggedIn={afterLogin}
        returnPath={returnPath}
        refusedCode={searchParams.get('erro')}
      />
      <AddToCartDialogs
        outcome={cart.outcome}
        opener={cart.opener}
        onClose={cart.close}
        onContinue={() => void navigate(cart.lastProduct?.path ?? '/')}
      />
    </section>
  );
}
