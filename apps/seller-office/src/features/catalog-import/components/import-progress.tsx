import type { CatalogImport } from '@vitrine/contract/catalog-import';
import { useId } from 'react';
import { progressMessages as t } from '../messages.ts';

/**
 * The import's progress (the query polls it every second while it runs) and, once done, its
 * counts. The bar changes silently; the status line speaks once, when the import ends.
 */
export function ImportProgress({ data }: { data: CatalogImport }) {
  const label = useId();
  const done = data.status === 'applied';
  return (
    <div className="spreadsheet__progress">
      <p role="status">{done ? t.done : data.running ? t.applying : ''}</p>
      <p id={label}>
        {t.label}: {t.progress(data.rows_done, data.rows_total)}
      </p>
      <progress aria-labelledby={label} value={data.rows_done} max={Math.max(data.rows_total, 1)} />
      <dl className="spreadsheet__counts">
        <div>
          <dt>{t.created}</dt>
          <dd>{data.created.toLocaleString('pt-BR')}</dd>
        </div>
        <div>
          <dt>{t.updated}</dt>
          <dd>{data.updated.toLocaleString('pt-BR')}</dd>
        </div>
        <div>
          <dt>{t.unchanged}</dt>
          <dd>{data.unchanged.toLocaleString('pt-BR')}</dd>
        </div>
      </dl>
      {done ? <p className="spreadsheet__hint">{t.delay}</p> : null}
    </div>
  );
}
