import { useRef } from 'react';
import { Outlet } from 'react-router';
import { ConsentHostSlot } from './consent-slots.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { shellMessages as t } from './messages.ts';
import {
  NavigationProgress,
  RouteAnnouncer,
  usePendingNavigation,
} from './navigation-feedback.tsx';
import { useRootData, useStore } from './root-data.ts';
import { ToastHost } from './toast-host.tsx';

/**
 * The store's frame around every public page: skip link, header, main landmark, footer; and
 * the shell's feedback: a navigation under way, the new page's title, the toasts.
 */
export default function StoreLayout() {
  const store = useStore();
  const root = useRootData();
  const pending = usePendingNavigation();
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <ConsentHostSlot containerId={store.data.tag_manager_id} />
      <NavigationProgress shown={pending} />
      <Header store={store.data} departments={root?.departments ?? []} />
      <main
        id="conteudo"
        className="page"
        tabIndex={-1}
        ref={main}
        aria-busy={pending || undefined}
      >
        <Outlet />
      </main>
      <Footer store={store.data} pages={root?.pages ?? []} />
      <RouteAnnouncer focusTarget={main} />
      <ToastHost />
    </>
  );
}
