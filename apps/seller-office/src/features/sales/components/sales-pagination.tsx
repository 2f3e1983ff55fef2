import { Link } from 'react-router';
import { listMessages as t } from '../messages.ts';

type Props = { page: number; pages: number; total: number; searchFor: (page: number) => string };

/** "Página X de Y", the total, and links to the pages around (real links: open in a new tab). */
export function SalesPagination({ page, pages, total, searchFor }: Props) {
  return (
    <nav className="sales-pager" aria-label={t.pagination}>
      <p className="sales-pager__where">
        {t.pageOf(page, Math.max(pages, 1))} · {t.total(total)}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <Link
              to={{ search: searchFor(page - 1) }}
              rel="prev"
              className="vt-button"
              data-variant="secondary"
              data-size="md"
            >
              {t.previous}
            </Link>
          </li>
        )}
        {page < pages && (
          <li>
            <Link
              to={{ search: searchFor(page + 1) }}
              rel="next"
              className="vt-button"
              data-variant="secondary"
              data-size="md"
            >
              {t.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
