import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCatalogImportMutationOptions } from '@vitrine/api-client/catalog-imports';
import { CATALOG_IMPORT_MAX_BYTES } from '@vitrine/contract/catalog-import';
import { Button } from '@vitrine/ui/button';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { spreadsheetMessages as t } from '../messages.ts';

/**
 * Choose a CSV (or Excel's "Texto Unicode" .txt) and send it to be checked (nothing is applied
 * yet). The API tells the file by its bytes, and refuses one too long or it cannot keep.
 */
export function ImportUpload({ onChecked }: { onChecked: (id: string) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const upload = useMutation(uploadCatalogImportMutationOptions(api, queryClient));
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { file: useId(), hint: useId(), error: useId(), columns: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(t.chooseFile);
    if (file.size > CATALOG_IMPORT_MAX_BYTES) return setError(t.tooLarge);
    setError(null);
    upload.mutate(file, {
      onSuccess: (result) => onChecked(result._id),
      onError: (failure) => setError(failure.message || t.checkFailed),
    });
  };

  return (
    <form className="spreadsheet__upload" onSubmit={submit} noValidate>
      <div className="spreadsheet__field">
        <label htmlFor={ids.file}>{t.fileLabel}</label>
        <input
          ref={input}
          id={ids.file}
          name="planilha"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={() => setError(null)}
        />
        <p id={ids.hint} className="spreadsheet__hint">
          {t.fileHint}
        </p>
        {error ? (
          <p id={ids.error} role="alert" className="spreadsheet__error">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={upload.isPending}>
        {upload.isPending ? t.checking : t.check}
      </Button>
      <details className="spreadsheet__columns">
        <summary>{t.columnsTitle}</summary>
        <p id={ids.columns}>{t.columnsHint}</p>
      </details>
    </form>
  );
}
