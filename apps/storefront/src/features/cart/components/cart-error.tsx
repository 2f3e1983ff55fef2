import { Button } from '@vitrine/ui/button';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { ErrorPage } from '../../../app/error-page.tsx';
import { cartPageMessages as t } from '../page-messages.ts';

/**
 * The cart could not be read (the API down or failing): said plainly, with a retry that runs
 * the route's loaders again. A 404 is the store's not-found page.
 */
export function CartError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage error={error} />;
  const retrying = navigation.state === 'loading';
  // Going to the same page again runs its loaders again (what useRevalidator does, without
  // adding its code to the framework chunk every page downloads).
  const retry = () => void navigate(location, { replace: true });
  return (
    <section className="cart-page cart-error" aria-labelledby="cart-error-title">
      <h1 id="cart-error-title">{t.error.title}</h1>
      <p>{t.error.text}</p>
      <div className="cart-error__actions">
        <Button size="lg" loading={retrying} onClick={retry}>
          {t.error.retry}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">{t.error.backHome}</Link>
        </Button>
      </div>
    </section>
  );
}
