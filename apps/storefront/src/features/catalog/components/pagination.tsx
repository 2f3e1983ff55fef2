import { Link, useLocation } from 'react-router';
import { listingMessages } from '../listing-messages.ts';
import { withPage } from '../search-params.ts';

const t = listingMessages.pagination;

/** Pages 1 … n around the current one, first and last always listed. */
export function pageWindow(page: number, total: number, radius = 2): number[] {
  const pages = new Set([1, total]);
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= total) pages.add(n);
  return [...pages].sort((a, b) => a - b);
}

/** Links to the other pages of a list, keeping the rest of the URL (?ordem=…). */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.label}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={withPage(search, page - 1)} rel="prev">
              {t.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={withPage(search, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t.page(n)}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link to={withPage(search, page + 1)} rel="next">
              {t.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
