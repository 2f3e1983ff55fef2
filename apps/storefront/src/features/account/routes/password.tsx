import { privatePageMeta } from '../../../lib/seo.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { passwordMessages as t } from '../password-messages.ts';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** spec §2 /minha-conta/minha-senha (buyer login required: the customer-area layout checks it). */
export default function PasswordRoute() {
  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{t.title}</h1>
      <PasswordForm />
    </section>
  );
}
