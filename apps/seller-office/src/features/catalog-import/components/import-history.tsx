import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogImportsQueryOptions } from '@vitrine/api-client/queries/get-catalog-imports';
import type { CatalogImport } from '@vitrine/contract/catalog-import';
import { formatDateTime } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { useApi } from '../../../lib/api-context.tsx';
import { historyMessages as t } from '../messages.ts';
import { stopped } from './import-result.tsx';

/** A check or an apply no process is running any more shows as stopped. */
const statusOf = (item: CatalogImport) =>
  (stopped(item) && item.status === 'applying') || (item.status === 'checking' && !item.running)
    ? t.status.stopped
    : t.status[item.status];

/** The store's latest imports: one that stopped midway shows as such, to open and continue. */
export function ImportHistory({
  current,
  onOpen,
}: {
  current: string | null;
  onOpen: (id: string) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(catalogImportsQueryOptions(api));
  return (
    <section className="office-card spreadsheet__section" aria-labelledby="recentes">
      <h2 id="recentes">{t.title}</h2>
      {data.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="spreadsheet__history">
          {data.items.map((item) => (
            <li key={item._id} aria-current={item._id === current ? 'true' : undefined}>
              <span className="spreadsheet__history-file">{item.file_name}</span>
              <span>{formatDateTime(new Date(item.created_at))}</span>
              <span>{statusOf(item)}</span>
              <span>
                {item.rows_done.toLocaleString('pt-BR')}/{item.rows_total.toLocaleString('pt-BR')}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onOpen(item._id)}
                aria-label={`${t.open} ${item.file_name}, ${formatDateTime(new Date(item.created_at))}`}
              >
                {t.open}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
