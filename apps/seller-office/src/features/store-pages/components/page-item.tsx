import type { StorePage } from '@vitrine/contract/store-pages';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { pagesMessages as t } from '../messages.ts';

/** One page: title, address, published or draft, where in the footer; edit and delete. */
export function PageItem({
  page,
  onRemove,
}: {
  page: StorePage;
  /** After the seller confirms: the removal, settled when it is done. */
  onRemove: () => Promise<unknown>;
}) {
  return (
    <li className="office-card store-page">
      <div className="store-page__what">
        <h2 className="store-page__title">{page.title}</h2>
        <p className="store-pages__hint">{t.address(page.slug)}</p>
        <p className="store-page__tags">
          <span
            className={`store-page__state store-page__state--${page.published ? 'published' : 'draft'}`}
          >
            {page.published ? t.published : t.draft}
          </span>
          <span className="store-pages__hint">
            {page.in_footer ? t.inFooter(page.footer_position) : t.notInFooter}
          </span>
        </p>
      </div>
      <div className="store-page__actions">
        <Link
          className="vt-button"
          data-variant="secondary"
          data-size="md"
          to={PATHS.storePage(page._id)}
          aria-label={t.editOf(page.title)}
        >
          {t.edit}
        </Link>
        <ConfirmRemove
          label={t.remove}
          aria-label={t.removeOf(page.title)}
          title={t.removeTitle(page.title)}
          description={t.removeDescription}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.keep}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
