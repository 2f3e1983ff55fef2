import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorStoresQueryOptions } from '@vitrine/api-client/queries/get-operator-stores';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { ListResults } from '../../../lib/list-results.tsx';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { StoreCards } from '../components/store-cards.tsx';
import { StoreFilters } from '../components/store-filters.tsx';
import {
  hasFilters,
  readStoresView,
  storesApiQuery,
  storesSearch,
  type StoresFilters,
} from '../list-query.ts';
import { listMessages as t } from '../messages.ts';
import { useConsoleTitle } from '../title.ts';

/**
 * /operador: every store of the platform, searched, filtered, ordered and paged by the URL
 * (back/forward and a shared address give the same view); the last page stays on screen,
 * marked busy, while the next loads.
 */
export function StoresScreen() {
  useConsoleTitle(t.title);
  const api = useApi();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readStoresView(new URLSearchParams(search));
  const query = useQuery({
    ...operatorStoresQueryOptions(api, storesApiQuery(view)),
    placeholderData: keepPreviousData,
  });
  const apply = (filters: StoresFilters) => void navigate({ search: storesSearch(filters) });

  return (
    <div className="office-page">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <StoreFilters filters={view} onApply={apply} />
      <ListResults
        query={query}
        messages={t}
        summary={t.total}
        filtered={hasFilters(view)}
        clearHref={CONSOLE_PATHS.home}
        empty={{ title: t.empty, hint: t.emptyHint }}
        searchFor={(page) => storesSearch({ ...view, page })}
      >
        {(busy) => <StoreCards stores={query.data?.items ?? []} busy={busy} />}
      </ListResults>
    </div>
  );
}
