import { Link } from 'react-router';
import './list-pagination.css';

export type PaginationLabels = {
  /** The navigation's name, e.g. "Paginação das vendas". */
  pagination: string;
  pageOf: (page: number, pages: number) => string;
  previous: string;
  next: string;
};

type Props = {
  page: number;
  pages: number;
  /** What the whole list holds, e.g. "45 vendas". */
  summary: string;
  labels: PaginationLabels;
  searchFor: (page: number) => string;
};

/**
 * "Página X de Y", the total, and links to the pages around (real links: open in a new tab).
 * Every paged list of the office (sales, products) draws its pages with it.
 */
export function ListPagination({ page, pages, summary, labels, searchFor }: Props) {
  return (
    <nav className="list-pager" aria-label={labels.pagination}>
      <p className="list-pager__where">
        {labels.pageOf(page, Math.max(pages, 1))} · {summary}
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
              {labels.previous}
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
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
