import { catalogExportPath } from '@vitrine/api-client/catalog-imports';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { ImportUpload } from '../components/import-upload.tsx';
import { IMPORT_PARAM } from '../import-param.ts';
import { spreadsheetMessages as t } from '../messages.ts';
import '../catalog-import.css';

/**
 * /vendedor/catalogo/planilha: the catalog as a spreadsheet. Export it; import one back in two
 * steps, the check (every problem by row and column, nothing applied) and, on confirmation, the
 * import with its progress; the latest imports, where one that stopped can go on.
 */
export function CatalogSpreadsheetScreen() {
  useTitle(t.title);
  const [params, setParams] = useSearchParams();
  const current = params.get(IMPORT_PARAM);
  const show = (id: string | null) =>
    setParams(id ? { [IMPORT_PARAM]: id } : {}, { preventScrollReset: true });

  return (
    <div className="spreadsheet">
      <h1>{t.title}</h1>
      <p className="spreadsheet__intro">{t.intro}</p>
      <section className="office-card spreadsheet__section" aria-labelledby="exportar">
        <h2 id="exportar">{t.exportTitle}</h2>
        <a
          className="vt-button"
          data-variant="secondary"
          data-size="md"
          href={`${API_PROXY_PREFIX}/${catalogExportPath()}`}
          download
        >
          {t.exportAll}
        </a>
        <p className="spreadsheet__hint">{t.exportHint}</p>
      </section>
      <section className="office-card spreadsheet__section" aria-labelledby="importar">
        <h2 id="importar">{t.importTitle}</h2>
        {current ? (
          <ImportResult id={current} onNew={() => show(null)} />
        ) : (
          <ImportUpload onChecked={show} />
        )}
      </section>
      <ImportHistory current={current} onOpen={show} />
    </div>
  );
}
