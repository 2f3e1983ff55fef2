import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogExportPath } from '@vitrine/api-client/catalog-imports';
import { saleExportPath } from '@vitrine/api-client/export-sales';
import { storeChecklistQueryOptions } from '@vitrine/api-client/queries/get-store-checklist';
import { CUSTOMERS_EXPORT_PATH } from '@vitrine/api-client/store-life';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { PATHS } from '../../lib/paths.ts';
import { CloseStoreForm } from './close-store-form.tsx';
import { closingMessages as t } from './messages.ts';
import './store-closing.css';

const DOWNLOADS = [
  { key: 'catalog', path: catalogExportPath() },
  { key: 'sales', path: saleExportPath() },
  { key: 'customers', path: CUSTOMERS_EXPORT_PATH },
] as const;
type Download = (typeof DOWNLOADS)[number]['key'];

/**
 * Closing the store (its owner's): first the three files the office already makes (catalog,
 * sales, customers), then the password. The API refuses while an order is unfinished and says
 * which; the form lists them.
 */
export function CloseStoreScreen() {
  useTitle(t.title);
  const { data: store } = useSuspenseQuery(storeChecklistQueryOptions(useApi()));
  const [downloaded, setDownloaded] = useState<ReadonlySet<Download>>(new Set());
  const ready = DOWNLOADS.every((download) => downloaded.has(download.key));

  if (store.status === 'closed') {
    return (
      <section className="office-page closing" aria-labelledby="closing-title">
        <h1 id="closing-title">{t.title}</h1>
        <p>{t.alreadyClosed}</p>
        <p>
          <Link to={PATHS.home}>{t.back}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="office-page closing" aria-labelledby="closing-title">
      <h1 id="closing-title">{t.title}</h1>
      <p>{t.intro}</p>
      <section className="office-card closing__step" aria-labelledby="closing-downloads">
        <h2 id="closing-downloads">{t.downloadsHeading}</h2>
        <p>{t.downloadsIntro}</p>
        <ul className="closing__downloads">
          {DOWNLOADS.map((download) => (
            <li key={download.key}>
              <a
                className="vt-button"
                data-variant="secondary"
                data-size="md"
                href={`${API_PROXY_PREFIX}/${download.path}`}
                download
                onClick={() => setDownloaded((keys) => new Set(keys).add(download.key))}
              >
                {t.downloads[download.key]}
              </a>
              {downloaded.has(download.key) ? (
                <span className="closing__done"> {t.downloaded}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="office-card closing__step" aria-labelledby="closing-confirm">
        <h2 id="closing-confirm">{t.confirmHeading}</h2>
        {ready ? <CloseStoreForm /> : <p>{t.confirmWaits}</p>}
      </section>
    </section>
  );
}
