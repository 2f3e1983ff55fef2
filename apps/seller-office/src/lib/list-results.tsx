import { Button } from '@vitrine/ui/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPagination, type PaginationLabels } from './list-pagination.tsx';
import './list.css';

type Page = { total: number; page: number; total_pages: number };

export type ListResultsMessages = PaginationLabels & {
  loading: string;
  loadFailed: string;
  retry: string;
  emptyFiltered: string;
  emptyFilteredHint: string;
  clear: string;
};

type Props = {
  /** The list query (TanStack Query, keepPreviousData): its last page stays while the next loads. */
  query: {
    data: Page | undefined;
    error: Error | null;
    isPlaceholderData: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  messages: ListResultsMessages;
  /** What the whole list holds, e.g. "45 vendas". */
  summary: (total: number) => string;
  /** The URL holds filters: an empty answer says so and offers to clear them. */
  filtered: boolean;
  clearHref: string;
  /** An empty store (no filters): the heading and the hint. */
  empty: { title: string; hint: string };
  searchFor: (page: number) => string;
  /** The table of the page on screen; `busy` while the next one loads. */
  children: (busy: boolean) => ReactNode;
};

/**
 * What every paged list of the office shows under its filters: the count (announced), a failure
 * with "Tentar de novo", the empty state (filtered or not), or the table with its pages.
 */
export function ListResults(props: Props) {
  const { query, messages: t, summary, filtered, clearHref, empty, searchFor } = props;
  const { data, error, isPlaceholderData, isFetching } = query;
  const busy = isPlaceholderData || (isFetching && !data);
  return (
    <>
      <p role="status" className="list-results__status">
        {busy ? t.loading : data ? summary(data.total) : ''}
      </p>
      {error && !isPlaceholderData ? (
        <div role="alert" className="office-card">
          <p>{error.message || t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className="office-card list-results__empty">
          <h2>{filtered ? t.emptyFiltered : empty.title}</h2>
          {filtered ? (
            <>
              <p>{t.emptyFilteredHint}</p>
              <Link to={clearHref}>{t.clear}</Link>
            </>
          ) : (
            <p>{empty.hint}</p>
          )}
        </div>
      ) : data ? (
        <div className={`office-card${busy ? ' list-results--busy' : ''}`}>
          {props.children(busy)}
          <ListPagination
            page={data.page}
            pages={data.total_pages}
            summary={summary(data.total)}
            labels={t}
            searchFor={searchFor}
          />
        </div>
      ) : null}
    </>
  );
}
