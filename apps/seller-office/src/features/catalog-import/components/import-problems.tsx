import { catalogImportRejectedPath } from '@vitrine/api-client/catalog-imports';
import type { CatalogImport } from '@vitrine/contract/catalog-import';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { useId } from 'react';
import { checkMessages as t } from '../messages.ts';

/** Each problem by row and column ("Linha 12, coluna Preço: …"), and the rejected rows' file. */
export function ImportProblems({ data }: { data: CatalogImport }) {
  const title = useId();
  if (data.problems_total === 0) return null;
  return (
    <div className="spreadsheet__problems">
      <h4 id={title}>{t.problemsTitle}</h4>
      {data.rows_rejected > 0 ? (
        <a
          className="vt-button"
          data-variant="secondary"
          data-size="md"
          href={`${API_PROXY_PREFIX}/${catalogImportRejectedPath(data._id)}`}
          download
        >
          {t.downloadRejected}
        </a>
      ) : null}
      {data.problems_total > data.problems.length ? (
        <p>{t.problemsMore(data.problems.length, data.problems_total)}</p>
      ) : null}
      {/* A long list scrolls in its own box, reachable by keyboard (tabIndex), on a phone too. */}
      <div className="spreadsheet__table" tabIndex={0} role="region" aria-labelledby={title}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.columns.row}</th>
              <th scope="col">{t.columns.column}</th>
              <th scope="col">{t.columns.message}</th>
            </tr>
          </thead>
          <tbody>
            {data.problems.map((problem, index) => (
              <tr key={index}>
                <td>{problem.row}</td>
                <td>{problem.column || t.wholeRow}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
