import { useSuspenseQuery } from '@tanstack/react-query';
import { storePagesQueryOptions } from '@vitrine/api-client/queries/get-store-pages';
import { toast } from '@vitrine/ui/toast';
import { Link, useNavigate, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { LEAVING_ON_PURPOSE } from '../../../lib/unsaved-changes-guard.tsx';
import { PageForm } from '../components/page-form.tsx';
import { pagesMessages as t } from '../messages.ts';
import '../store-pages.css';

/** Configurações → Páginas → a page's form (…/paginas/nova for a new one). */
export function PageFormScreen() {
  const { id } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(storePagesQueryOptions(api));
  const isNew = id === PATHS.newStorePage.split('/').at(-1);
  const page = isNew ? undefined : data.items.find((item) => item._id === id);
  const title = page ? t.editTitle(page.title) : t.newTitle;
  useTitle(title);

  return (
    <section className="store-page-form" aria-labelledby="store-page-title">
      <header className="office-page__header">
        <h1 id="store-page-title">{isNew || page ? title : t.title}</h1>
        <Link to={PATHS.storePages}>{t.back}</Link>
      </header>
      {isNew || page ? (
        <PageForm
          // A new form for each page: its defaults are that page's.
          key={page?._id ?? 'nova'}
          page={page}
          pages={data.items}
          onSaved={(saved) => {
            toast.success(t.saved(saved.title));
            void navigate(PATHS.storePages, { state: LEAVING_ON_PURPOSE });
          }}
        />
      ) : (
        <p role="alert" className="office-card">
          {t.notFound}
        </p>
      )}
    </section>
  );
}
