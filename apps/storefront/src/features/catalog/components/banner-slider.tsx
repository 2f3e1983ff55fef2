import type { Banner } from '@vitrine/contract/stores';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { listingMessages } from '../listing-messages.ts';
import { BannerLink } from './banner-link.tsx';
import { BannerPicture } from './banner-picture.tsx';

const t = listingMessages.slider;
const SWIPE_PX = 40;

/**
 * Full-screen banners (spec §1 slider) on the WAI-ARIA carousel pattern: a labelled region,
 * slides as labelled groups ("2 de 5"), previous/next buttons and one button per slide;
 * the arrow keys and a horizontal swipe also move. Nothing rotates by itself.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  // A swipe ends on a banner's link: that click must not follow it.
  const swiped = useRef(false);
  const total = banners.length;
  const go = (next: number) => setIndex(((next % total) + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_PX;
    if (swiped.current) go(dx < 0 ? index + 1 : index - 1);
  };

  if (total === 0) return <p className="empty-state">{t.empty}</p>;
  return (
    <section
      className="slider"
      aria-roledescription="carrossel"
      aria-label={t.label}
      onKeyDown={onKeyDown}
    >
      <div className="slider__controls">
        <button
          type="button"
          className="slider__arrow"
          aria-label={t.previous}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="slider__arrow"
          aria-label={t.next}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="slider__viewport"
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {banners.map((banner, i) => (
          <div
            key={banner._id}
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(i + 1, total)}
            className="slider__slide"
            hidden={i !== index}
          >
            <BannerLink href={banner.link} className="slider__link">
              <BannerPicture banner={banner} priority={i === 0} className="slider__image" />
              <div className="visually-hidden">
                <h2>{banner.title}</h2>
                {banner.subtitle && <p>{banner.subtitle}</p>}
              </div>
            </BannerLink>
          </div>
        ))}
      </div>
      <div className="slider__dots">
        {banners.map((banner, i) => (
          <button
            key={banner._id}
            type="button"
            className="slider__dot"
            aria-label={t.goTo(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
