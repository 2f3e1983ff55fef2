import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { storePagesQueryOptions } from '@vitrine/api-client/queries/get-store-pages';
import { deleteStorePageMutationOptions } from '@vitrine/api-client/store-pages';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PageItem } from '../components/page-item.tsx';
import { pagesMessages as t } from '../messages.ts';
import '../store-pages.css';

/** Configurações → Páginas: the store's content pages, drafts too, in the footer's order. */
export function PagesScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(storePagesQueryOptions(api));
  const remove = useMutation(deleteStorePageMutationOptions(api, queryClient));
  const feedback = useScreenFeedback();

  return (
    <section className="store-pages" aria-labelledby="store-pages-title">
      <header className="office-page__header store-pages__header">
        <h1 id="store-pages-title">{t.title}</h1>
        <Link className="vt-button" data-variant="primary" data-size="md" to={PATHS.newStorePage}>
          {t.create}
        </Link>
      </header>
      <p className="store-pages__hint">{t.intro}</p>
      <ScreenFeedback feedback={feedback} />
      {data.items.length === 0 ? (
        <p className="office-card">{t.empty}</p>
      ) : (
        <ul className="store-pages__list" aria-label={t.listLabel}>
          {data.items.map((page) => (
            <PageItem
              key={page._id}
              page={page}
              onRemove={() =>
                feedback.remove(() => remove.mutateAsync(page._id), t.removed(page.title))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
