import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { saveFreightTableMutationOptions } from '@vitrine/api-client/freight-settings';
import { freightTableQueryOptions } from '@vitrine/api-client/queries/get-freight-table';
import type { FreightTableRowInput } from '@vitrine/contract/freight-settings';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useFocusNext } from '../../../lib/focus-next.ts';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { freightMessages } from '../messages.ts';
import { RowDialog } from './row-dialog.tsx';
import { SheetActions } from './sheet-actions.tsx';
import { TableList } from './table-list.tsx';
import { clampPage, pageCount, pageOfRow, pageRows, tableProblems } from './table-rows.ts';
import '../freight-settings.css';

const t = freightMessages.table;
const PAGE_PARAM = 'pagina';

/**
 * Configurações → Frete → Tabela: the store's own table, a page of rows at a time (the page in
 * the URL), edited here and saved whole, or replaced by VTEX's sheet. Edits stay a draft until
 * "Salvar tabela"; leaving with a draft asks first.
 */
export function FreightTableScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: stored } = useSuspenseQuery(freightTableQueryOptions(api));
  const save = useMutation(saveFreightTableMutationOptions(api, queryClient));
  const [draft, setDraft] = useState<FreightTableRowInput[] | null>(null);
  const [editing, setEditing] = useState<
    { index: number; row: FreightTableRowInput } | 'new' | null
  >(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [search, setSearch] = useSearchParams();
  const rows: FreightTableRowInput[] = draft ?? stored.rows;
  const page = clampPage(Number(search.get(PAGE_PARAM) ?? 1), rows.length);
  const searchFor = (next: number) => (next > 1 ? `?${PAGE_PARAM}=${next}` : '');
  const goTo = (next: number) => setSearch(searchFor(next));

  // Saving or discarding the draft takes its buttons away, and removing the last row its own:
  // the focus waits on "Adicionar faixa". (Another row's removal leaves it on the same button,
  // now the next row's.)
  const addId = useId();
  const focusNext = useFocusNext();

  const change = (next: FreightTableRowInput[]) => {
    setDraft(next);
    setProblems(null);
  };
  const apply = (row: FreightTableRowInput) => {
    if (editing === 'new') {
      change([...rows, row]);
      goTo(pageOfRow(rows.length));
    } else if (editing) {
      change(rows.map((current, index) => (index === editing.index ? row : current)));
    }
  };
  const submit = async () => {
    if (!draft) return;
    setProblems(null);
    try {
      await save.mutateAsync(draft);
      setDraft(null);
      focusNext(addId);
      toast.success(t.saved);
    } catch (error) {
      const refusal = toApiError(error);
      const listed = tableProblems(refusal.details);
      setProblems(listed.length > 0 ? listed : [refusal.message]);
    }
  };

  return (
    <section className="freight-screen" aria-labelledby="freight-table-title">
      <UnsavedChangesGuard when={draft !== null && !save.isPending} />
      <header className="office-page__header">
        <h1 id="freight-table-title">{t.title}</h1>
        <Link to={PATHS.freight}>{t.back}</Link>
      </header>
      <p>{t.intro}</p>
      <SheetActions hasDraft={draft !== null} />
      <div className="office-card freight-table-card">
        <div className="office-page__actions">
          <Button id={addId} type="button" variant="secondary" onClick={() => setEditing('new')}>
            {t.add}
          </Button>
          {draft !== null && (
            <>
              <Button type="button" variant="primary" loading={save.isPending} onClick={submit}>
                {t.save}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setDraft(null);
                  setProblems(null);
                  focusNext(addId);
                }}
              >
                {t.discard}
              </Button>
            </>
          )}
        </div>
        {draft !== null && <p className="office-hint">{t.unsaved}</p>}
        {problems && (
          <div className="office-failure" role="alert">
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {rows.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <TableList
            rows={pageRows(rows, page)}
            onEdit={(index) => setEditing({ index, row: rows[index]! })}
            onRemove={(index) => {
              change(rows.filter((_, at) => at !== index));
              if (index === rows.length - 1) focusNext(addId);
            }}
          />
        )}
        <ListPagination
          page={page}
          pages={pageCount(rows.length)}
          summary={t.count(rows.length)}
          labels={t.pagination}
          searchFor={searchFor}
        />
      </div>
      <RowDialog editing={editing} onClose={() => setEditing(null)} onApply={apply} />
    </section>
  );
}
