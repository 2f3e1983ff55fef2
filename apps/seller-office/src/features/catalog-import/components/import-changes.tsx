import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogImportRowsQueryOptions } from '@vitrine/api-client/queries/get-catalog-import-rows';
import type { CatalogImport, CatalogImportRow } from '@vitrine/contract/catalog-import';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { ROW_OUTCOMES, rowsOf, rowsSearch, rowsView } from '../import-param.ts';
import { changesMessages as t } from '../messages.ts';

/**
 * What applying the import will do, row by row, as the check found it (the apply's own plan):
 * the rows that change with each field before → after, the new ones, the rejected ones with
 * their problems — one outcome at a time, a page at a time, both in the URL. Unchanged rows
 * are only counted (CheckSummary).
 */
export function ImportChanges({ data }: { data: CatalogImport }) {
  const [params] = useSearchParams();
  const title = useId();
  const view = rowsView(data, params);
  if (!view) return null;
  return (
    <section className="spreadsheet__changes" aria-labelledby={title}>
      <h4 id={title}>{t.title}</h4>
      <nav aria-label={t.show}>
        <ul className="spreadsheet__outcomes">
          {ROW_OUTCOMES.map(([outcome]) => (
            <li key={outcome}>
              <Link
                to={{ search: rowsSearch(data._id, outcome, 1) }}
                aria-current={outcome === view.outcome ? 'true' : undefined}
                preventScrollReset
              >
                {t.outcome[outcome](rowsOf(data, outcome))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RowsPage data={data} outcome={view.outcome} page={view.page} />
    </section>
  );
}

function RowsPage({
  data,
  outcome,
  page,
}: {
  data: CatalogImport;
  outcome: CatalogImportRow['outcome'];
  page: number;
}) {
  const api = useApi();
  const { data: rows } = useSuspenseQuery(
    catalogImportRowsQueryOptions(api, data._id, outcome, page),
  );
  return (
    <>
      <ol className="spreadsheet__rows">
        {rows.items.map((row) => (
          <li key={row.row}>
            <p className="spreadsheet__row-head">
              <span>{t.row(row.row)}</span> <strong>{row.sku}</strong>
              {row.name ? ` ${row.name}` : ''}
              {row.options ? ` (${row.options})` : ''}
            </p>
            <Changes row={row} />
          </li>
        ))}
      </ol>
      {rows.total_pages > 1 ? (
        <ListPagination
          page={rows.page}
          pages={rows.total_pages}
          summary={t.count(rows.total)}
          labels={t.pagination}
          searchFor={(to) => rowsSearch(data._id, outcome, to)}
        />
      ) : null}
    </>
  );
}

/** "Preço: R$ 49,90 → R$ 44,90"; a new row's values alone; a rejected row's problems. */
function Changes({ row }: { row: CatalogImportRow }) {
  if (row.outcome === 'rejected') {
    return (
      <ul className="spreadsheet__row-changes">
        {row.problems.map((problem, index) => (
          <li key={index}>
            {problem.column ? `${problem.column}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="spreadsheet__row-changes">
      {row.changes.map((change) => (
        <li key={change.column}>
          <span className="spreadsheet__column">{change.column}:</span>{' '}
          {row.outcome === 'created' && change.before === '' ? (
            <span>{change.after || t.empty}</span>
          ) : (
            <>
              <del>{change.before || t.empty}</del> <span aria-hidden="true">→</span>
              <VisuallyHidden> {t.becomes} </VisuallyHidden> <ins>{change.after || t.empty}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
