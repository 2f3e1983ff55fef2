import type { CatalogImport } from '@vitrine/contract/catalog-import';
import { useId } from 'react';
import { checkingMessages as t } from '../messages.ts';

/**
 * The check under way (the query polls it every second), or stopped with its server: then the
 * file has to be sent again.
 */
export function ImportChecking({ data }: { data: CatalogImport }) {
  const label = useId();
  if (!data.running) return <p role="alert">{t.stopped}</p>;
  return (
    <div className="spreadsheet__progress">
      <p role="status">{t.checking}</p>
      <p id={label}>
        {t.label}: {t.percent(data.check_percent)}
      </p>
      <progress aria-labelledby={label} value={data.check_percent} max={100} />
      <p className="spreadsheet__hint">{t.rows(data.rows_in_file)}</p>
    </div>
  );
}
