import { Link } from 'react-router';
import { privatePageMeta } from '../../../lib/seo.ts';
import { StockAlertForm } from '../stock-alert/stock-alert-form.tsx';
import { stockAlertMessages as t } from '../stock-alert/messages.ts';
import '../stock-alert/stock-alert.css';
import type { Route } from './+types/stock-alert';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.title);

/**
 * /avise-me/{variation}: a sold-out variation's "Avise-me quando chegar", linked from
 * the product page (whose initial JS has no room for the form). The same HTML for everyone.
 */
export default function StockAlertRoute({ params }: Route.ComponentProps) {
  return (
    <section aria-labelledby="stock-alert-title" className="stock-alert">
      <h1 id="stock-alert-title">{t.title}</h1>
      <p>{t.intro}</p>
      <StockAlertForm variation={params.variation} />
      <p>
        <Link to="/">{t.back}</Link>
      </p>
    </section>
  );
}
