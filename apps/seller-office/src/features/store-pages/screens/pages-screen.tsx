import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { storePagesQueryOptions } from '@vitrine/api-client/queries/get-store-pages';
import { deleteStorePageMutationOptions } from '@vitrine/api-client/store-pages';
import type { StorePage } from '@vitrine/contract/store-pages';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PageItem } from '../components/page-item.tsx';
import { pagesMessages as t } from '../messages.ts';
import '../store-pages.css';

type Removing = { page: StorePage; opener: HTMLElement };

/** Configurações → Páginas: the store's content pages, drafts too, in the footer's order. */
export function PagesScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(storePagesQueryOptions(api));
  const remove = useMutation(deleteStorePageMutationOptions(api, queryClient));
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  return (
    <section className="store-pages" aria-labelledby="store-pages-title">
      <header className="office-page__header store-pages__header">
        <h1 id="store-pages-title">{t.title}</h1>
        <Link className="vt-button" data-variant="primary" data-size="md" to={PATHS.newStorePage}>
          {t.create}
        </Link>
      </header>
      <p className="store-pages__hint">{t.intro}</p>
      <div ref={statusRef} tabIndex={-1}>
        <p role="status" className="store-pages__status">
          {notice ?? ''}
        </p>
        {problem ? (
          <p role="alert" className="store-pages__failure">
            {problem}
          </p>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <p className="office-card">{t.empty}</p>
      ) : (
        <ul className="store-pages__list" aria-label={t.listLabel}>
          {data.items.map((page) => (
            <PageItem
              key={page._id}
              page={page}
              onRemove={(opener) => setRemoving({ page, opener })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(removing.page.title) : ''}
        description={t.removeDescription}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.keep}
        confirmVariant="danger"
        returnFocusTo={removing?.opener}
        onConfirm={() => {
          const target = removing?.page;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => {
              setProblem(null);
              setNotice(t.removed(target.title));
              // Its row is gone with its button: focus waits on the message.
              statusRef.current?.focus();
            },
            onError: (error) => {
              setNotice(null);
              setProblem(toApiError(error).message);
              statusRef.current?.focus();
            },
          });
        }}
      />
    </section>
  );
}
