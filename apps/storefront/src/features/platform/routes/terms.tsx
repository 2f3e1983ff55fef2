import { NoticePage } from '../components/notice-page.tsx';
import { TERMS } from '../notices.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () => [
  { title: `${TERMS.title} · Vitrine` },
  { name: 'description', content: TERMS.metaDescription },
];

/** The terms of use "Crie sua loja" asks the new owner to accept. */
export default function PlatformTermsRoute() {
  return <NoticePage notice={TERMS} />;
}
