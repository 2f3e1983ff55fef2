import { privatePageMeta } from '../../../lib/seo.ts';
import { accountLayoutMessages as t } from '../layout-messages.ts';
import type { Route } from './+types/layout-index';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

/** spec §2 /minha-conta: the account's start, its menu beside (or above, on a phone). */
export default function AccountIndex() {
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
    </section>
  );
}
