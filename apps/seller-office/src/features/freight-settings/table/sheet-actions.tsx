import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import {
  freightTableCsvPath,
  saveFreightTableMutationOptions,
} from '@vitrine/api-client/freight-settings';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { freightMessages } from '../messages.ts';
import { LISTED_PROBLEMS, sheetProblems } from './table-rows.ts';

const t = freightMessages.table;

type Outcome =
  { kind: 'done'; text: string } | { kind: 'refused'; text: string; problems: string[] };

/**
 * "Importar planilha" (VTEX's sheet replaces the table, all or nothing: a refusal lists each
 * line and column at fault) and "Exportar planilha" (the stored table, as the browser saves it).
 * Importing waits for unsaved edits to be saved or discarded: the sheet would replace them.
 */
export function SheetActions({ hasDraft }: { hasDraft: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const upload = useMutation(saveFreightTableMutationOptions(api, queryClient));
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const importFile = async (file: File) => {
    setOutcome(null);
    try {
      const table = await upload.mutateAsync(file);
      setOutcome({ kind: 'done', text: t.imported(table.rows.length) });
    } catch (error) {
      const refusal = toApiError(error);
      setOutcome({
        kind: 'refused',
        text: refusal.message,
        problems: sheetProblems(refusal.details),
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const problems = outcome?.kind === 'refused' ? outcome.problems : [];
  return (
    <div className="office-card freight-sheet">
      <p className="office-hint" id="freight-sheet-hint">
        {t.importHint}
      </p>
      <div className="office-page__actions">
        <label className="vt-button freight-sheet__import" data-variant="secondary" data-size="md">
          {upload.isPending ? t.importing : t.import}
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="freight-sheet__file"
            aria-describedby="freight-sheet-hint"
            disabled={hasDraft || upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importFile(file);
            }}
          />
        </label>
        <a
          className="vt-button"
          data-variant="secondary"
          data-size="md"
          href={`${API_PROXY_PREFIX}/${freightTableCsvPath}`}
          download
        >
          {t.export}
        </a>
      </div>
      {hasDraft && <p className="office-hint">{t.importUnsaved}</p>}
      <p role="status" className="office-status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'refused' && (
        <div className="office-failure" role="alert">
          <p>{problems.length > 0 ? t.problemsTitle : outcome.text}</p>
          {problems.length > 0 && (
            <ul>
              {problems.slice(0, LISTED_PROBLEMS).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {problems.length > LISTED_PROBLEMS && (
                <li>{t.moreProblems(problems.length - LISTED_PROBLEMS)}</li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
