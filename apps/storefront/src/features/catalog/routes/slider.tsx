import { data, Link } from 'react-router';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { FRESH_UNTIL_HEADER, freshUntilHeaders } from '../../../lib/fresh-until.ts';
import { originOf } from '../../../lib/loader.server.ts';
import { requireStore } from '../../../lib/store.server.ts';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { BannerSlider } from '../components/banner-slider.tsx';
import { listingMessages } from '../listing-messages.ts';
import type { Route } from './+types/slider';

const t = listingMessages.slider;

/** spec §2 /slider: the store's banners, full screen, outside the store layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await requireStore({ request, context });
  const origin = originOf(request, store.data.primary_host);
  return data(
    {
      banners: store.banners,
      seo: {
        title: pageTitle(t.title, store.data.name),
        description: `${t.label} — ${store.data.name}`,
        canonical: `${origin}/slider`,
        siteName: store.data.name,
      },
    },
    // The banners change at their next start or end: no shared copy outlives it.
    { headers: freshUntilHeaders(store.banners_until) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return freshUntilHeaders(loaderHeaders.get(FRESH_UNTIL_HEADER));
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function SliderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="conteudo" className="slider-page">
      <h1 className="visually-hidden">{t.title}</h1>
      <BannerSlider banners={loaderData.banners} />
      <p className="slider-page__hint">{t.hint}</p>
      <Link to="/" className="slider-page__back">
        {t.back}
      </Link>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="conteudo" className="page page--bare">
      <ErrorPage error={error} />
    </main>
  );
}
