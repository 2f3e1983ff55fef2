import { Suspense } from 'react';
import { useRootData } from '../../../app/root-data.ts';
import { lazyRendered } from '../../../shared/lazy-rendered.tsx';
import { platformMessages } from '../messages.ts';
import '@vitrine/ui/button.css';
import '@vitrine/ui/field.css';
import type { Route } from './+types/sign-up';

const t = platformMessages.signUp;

// The form (react-hook-form, the contract's schemas, the client) loads apart from the page, as
// the store's sign-in forms do: in the server's HTML at once, out of the initial JS.
const StoreSignUp = lazyRendered('store-sign-up', () =>
  import('../components/store-sign-up.tsx').then((module) => module.StoreSignUp),
);

export async function loader() {
  await StoreSignUp.preload();
  return null;
}

export async function clientLoader() {
  await StoreSignUp.preload();
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: 'description', content: t.metaDescription },
];

/**
 * "Crie sua loja" on the platform's own host: what Vitrine is, what a store costs and needs,
 * then the form. The HTML is the same for everyone (an empty form; what is typed stays in the
 * browser and goes to the API from it), so it is cached as the public pages are.
 */
export default function PlatformSignUpRoute() {
  const domain = useRootData()?.platform?.domain ?? '';
  return (
    <article className="platform-sign-up" aria-labelledby="platform-sign-up-title">
      <h1 id="platform-sign-up-title">{t.title}</h1>
      <p className="platform-sign-up__intro">{t.intro}</p>
      <div className="platform-sign-up__facts">
        <section aria-labelledby="platform-cost">
          <h2 id="platform-cost">{t.costTitle}</h2>
          <p>{t.cost}</p>
        </section>
        <section aria-labelledby="platform-needs">
          <h2 id="platform-needs">{t.needsTitle}</h2>
          <ul>
            {t.needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </ul>
          <p>{t.afterwards}</p>
        </section>
      </div>
      <section className="platform-sign-up__form" aria-labelledby="platform-form-title">
        <h2 id="platform-form-title">{t.formTitle}</h2>
        <Suspense fallback={null}>
          <StoreSignUp domain={domain} />
        </Suspense>
      </section>
    </article>
  );
}
