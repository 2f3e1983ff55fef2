import { useSuspenseQuery } from '@tanstack/react-query';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import type { ReactNode } from 'react';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { authMessages as t } from '../messages.ts';
import '@vitrine/ui/forms.css';
import '../auth.css';

/**
 * The frame of the public sign-in screens: which store's panel this is (the host's store; a
 * seller of another store is at the wrong address), and the screen in one card.
 */
export function AuthPage({
  title,
  labelledBy,
  children,
}: {
  /** The tab's title. */
  title: string;
  /** The id of the screen's h1. */
  labelledBy: string;
  children: ReactNode;
}) {
  const api = useApi();
  const { data: store } = useSuspenseQuery(currentStoreQueryOptions(api));
  useTitle(title);
  return (
    <div className="auth-page">
      <header>
        <p className="auth-page__brand">
          {store.name} <span className="auth-page__tag">{t.tag}</span>
        </p>
      </header>
      <main id="conteudo" className="auth-page__main" tabIndex={-1}>
        <section className="auth office-card" aria-labelledby={labelledBy}>
          {children}
        </section>
      </main>
    </div>
  );
}

/** The host's store name, for the screens' words. */
export function useStoreName(): string {
  const api = useApi();
  return useSuspenseQuery(currentStoreQueryOptions(api)).data.name;
}
