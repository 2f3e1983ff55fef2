import type { Banner } from '@vitrine/contract/stores';
import { Link } from 'react-router';
import { catalogMessages as t } from '../messages.ts';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';

/** The home page's first banner: the largest paint, so its image loads first. */
export function HeroBanner({ banners }: { banners: Banner[] }) {
  const [first] = banners;
  if (!first) return null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <BannerLink href={first.link} className="hero__link">
        <BannerPicture banner={first} priority className="hero__image" />
        {/* The store's banner art carries its own lettering: the words are for screen readers. */}
        <div className="visually-hidden">
          <h2 id="hero-title">{first.title}</h2>
          {first.subtitle && <p>{first.subtitle}</p>}
        </div>
      </BannerLink>
      {banners.length > 1 && (
        <p className="hero__more">
          <Link to="/slider">{t.home.seeSlider}</Link>
        </p>
      )}
    </section>
  );
}
