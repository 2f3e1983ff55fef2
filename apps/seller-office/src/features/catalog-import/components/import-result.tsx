import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { applyCatalogImportMutationOptions } from '@vitrine/api-client/catalog-imports';
import { catalogImportQueryOptions } from '@vitrine/api-client/queries/get-catalog-import';
import type { CatalogImport } from '@vitrine/contract/catalog-import';
import { catalogImportsQueryKey } from '@vitrine/api-client/query-keys';
import { Button } from '@vitrine/ui/button';
import { useEffect } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { checkMessages as c, progressMessages as p } from '../messages.ts';
import { ImportChanges } from './import-changes.tsx';
import { ImportChecking } from './import-checking.tsx';
import { ImportProblems } from './import-problems.tsx';
import { ImportProgress } from './import-progress.tsx';

/**
 * An import as far as it got: its check under way, the check's list of what applying will do
 * to confirm (nothing is written before), its progress, or its counts.
 */
export function ImportResult({ id, onNew }: { id: string; onNew: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(catalogImportQueryOptions(api, id));
  const apply = useMutation(applyCatalogImportMutationOptions(api, queryClient));
  // The history lists this import too, read again each time its status moves on: its
  // "Conferindo" ends with the check, its "Importando" with the apply. (The apply's answer
  // comes as the apply starts: on PostgreSQL the history read then still says "Importando".)
  const status = data.status;
  useEffect(() => {
    if (status !== 'checking')
      void queryClient.invalidateQueries({ queryKey: catalogImportsQueryKey, exact: true });
  }, [status, queryClient]);
  const start = () => apply.mutate(data._id);
  const applyError = apply.error ? (
    <p role="alert" className="spreadsheet__error">
      {apply.error.message || c.applyFailed}
    </p>
  ) : null;

  return (
    <div className="spreadsheet__result">
      <h3>{c.title(data.file_name)}</h3>
      {data.status === 'checking' ? (
        <>
          <ImportChecking data={data} />
          {data.running ? null : (
            <Button variant="secondary" onClick={onNew}>
              {p.newImport}
            </Button>
          )}
        </>
      ) : data.status === 'checked' ? (
        <>
          <CheckSummary data={data} />
          <ImportChanges data={data} />
          <ImportProblems data={data} />
          {applyError}
          <div className="spreadsheet__actions">
            {data.rows_total > 0 ? (
              <Button onClick={start} loading={apply.isPending}>
                {c.confirm(data.rows_total)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onNew}>
              {p.newImport}
            </Button>
          </div>
        </>
      ) : data.status === 'rejected' ? (
        <>
          <p>{c.nothing}</p>
          <ImportProblems data={data} />
          <Button variant="secondary" onClick={onNew}>
            {p.newImport}
          </Button>
        </>
      ) : (
        <>
          <ImportProgress data={data} />
          {stopped(data) ? (
            <>
              <p role="alert">{data.status === 'failed' ? p.failed : p.stopped}</p>
              {applyError}
              <Button onClick={start} loading={apply.isPending}>
                {p.resume}
              </Button>
            </>
          ) : null}
          {data.status === 'applied' ? (
            <>
              <ImportProblems data={data} />
              <Button variant="secondary" onClick={onNew}>
                {p.newImport}
              </Button>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Applying, but no process is running it (it stopped with its server), or failed. */
export const stopped = (data: CatalogImport) =>
  data.status === 'failed' || (data.status === 'applying' && !data.running);

/** What the check found, in counts; nothing to change says so. */
function CheckSummary({ data }: { data: CatalogImport }) {
  const { updated, created, unchanged } = data.plan;
  return (
    <>
      <ul className="spreadsheet__summary">
        {updated > 0 ? <li>{c.updated(updated)}</li> : null}
        {created > 0 ? <li>{c.created(created)}</li> : null}
        {unchanged > 0 ? <li>{c.unchanged(unchanged)}</li> : null}
        {data.rows_rejected > 0 ? <li>{c.rejected(data.rows_rejected)}</li> : null}
      </ul>
      <p className="spreadsheet__hint">{data.rows_total > 0 ? c.confirmHint : c.nothingToChange}</p>
    </>
  );
}
