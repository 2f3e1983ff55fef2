import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { shellMessages as t } from './messages.ts';
import { useStore } from './root-data.ts';

/** The store's frame around every public page: skip link, header, main landmark, footer. */
export default function StoreLayout() {
  const store = useStore();
  return (
    <>
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <Header store={store.data} />
      <main id="conteudo" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer store={store.data} />
    </>
  );
}
