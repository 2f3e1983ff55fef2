import type { SellerBanner } from '@vitrine/contract/banners';
import { BANNER_STATE_LABELS } from '@vitrine/domain/banners';
import { formatDateTime } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { bannerMessages as t } from '../messages.ts';

type Props = {
  banner: SellerBanner;
  position: number;
  total: number;
  busy: boolean;
  /** The ids its buttons take: the list moves focus back to them after a move. */
  idPrefix: string;
  onMove: (offset: -1 | 1) => void;
  /** After the seller confirms: the removal, settled when it is done. */
  onRemove: () => Promise<unknown>;
};

/** "A partir de 05/03/2026 00:00 até 06/03/2026 23:59", or that it has no dates. */
function windowText(banner: SellerBanner): string {
  const from = banner.starts_at && t.from(formatDateTime(banner.starts_at));
  const until = banner.ends_at && formatDateTime(banner.ends_at);
  if (from && until) return `${from} ${t.until(until)}`;
  return from || (until ? t.untilOnly(until) : t.noDates);
}

/** One banner in the list: its art, title, state, dates and link, and what can be done to it. */
export function BannerItem({ banner, position, total, busy, idPrefix, onMove, onRemove }: Props) {
  return (
    <li className="office-card banner-item">
      <img
        className="banner-item__thumb"
        src={banner.image.src}
        width={banner.image.width}
        height={banner.image.height}
        alt=""
        loading="lazy"
      />
      <div className="banner-item__text">
        <h2 className="banner-item__title">{banner.title}</h2>
        <p className="banner-item__meta">
          <span className="banner-item__state" data-state={banner.state}>
            {BANNER_STATE_LABELS[banner.state]}
          </span>{' '}
          · {t.position(position, total)}
        </p>
        <p className="banner-item__meta">{windowText(banner)}</p>
        <p className="banner-item__meta banner-item__link">
          {banner.link ? t.linkTo(banner.link) : t.noLink}
        </p>
      </div>
      <div className="banner-item__actions">
        <Button
          id={`${idPrefix}-up`}
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t.moveUp(banner.title)}
          disabled={position === 1 || busy}
          onClick={() => onMove(-1)}
        >
          {t.up}
        </Button>
        <Button
          id={`${idPrefix}-down`}
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t.moveDown(banner.title)}
          disabled={position === total || busy}
          onClick={() => onMove(1)}
        >
          {t.down}
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link to={PATHS.banner(banner._id)} aria-label={t.editOf(banner.title)}>
            {t.edit}
          </Link>
        </Button>
        <ConfirmRemove
          label={t.remove}
          aria-label={t.removeOf(banner.title)}
          size="sm"
          title={t.removeTitle(banner.title)}
          description={t.removeDescription}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.keep}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
