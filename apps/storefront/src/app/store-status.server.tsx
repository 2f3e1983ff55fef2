import type { StoreData } from '@vitrine/contract/stores';
import type { StoreStatus } from '@vitrine/domain/store-status';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ORDERS_PATH } from '../lib/paths.ts';
import { Footer } from './footer.tsx';
import { storeStatusMessages } from './store-status-messages.ts';

// What the server answers on its own for a store that is not open (README "A store that is
// not open"): its status page in place of any page it does not answer, the refusal of a used
// preview link, and the preview bar over the seller's preview. Made here as HTML, with no
// script and no line of the browser's code: every public page's initial JS stays within its
// budget, and a page nobody can act on needs none (its links are plain: each is a new page).

const t = storeStatusMessages.storeStatus;
const p = storeStatusMessages.preview;
type NotOpen = Exclude<StoreStatus, 'open'>;
type Page = { slug: string; title: string };

/** A page the server makes whole: its status, its head's words and its body's HTML. */
export type ServerPage = { status: number; title: string; description: string; body: string };

/** What a store that is not open says: its title, and the seller's words or the default. */
function statusWords(store: StoreData, status: NotOpen) {
  const words = t[status];
  const text = (status === 'paused' && store.pause_message) || words.text(store.name);
  return { title: words.title, text };
}

/**
 * The store's name and logo and what it says — "Em breve" (a draft), "Loja em pausa" (the
 * seller's message, or the default), "Esta loja foi encerrada". No catalog, no search, no
 * cart. A store that sold before (paused, closed) keeps its footer (its legal data, its
 * content pages) and a way to the shopper's orders.
 */
export function StoreStatusPage(props: { store: StoreData; status: NotOpen; pages: Page[] }) {
  const { store, status, pages } = props;
  const words = statusWords(store, status);
  const sold = status !== 'draft';
  return (
    <>
      <header className="store-status__brand">
        {store.logo ? (
          <img
            src={store.logo}
            alt={store.name}
            {...store.logo_size}
            className="site-header__logo"
          />
        ) : (
          <p className="store-status__name">{store.name}</p>
        )}
      </header>
      <main id="conteudo" className="page page--bare store-status">
        <h1>{words.title}</h1>
        <p>{words.text}</p>
        {sold && (
          <p>
            {t.yourOrders} <a href={ORDERS_PATH}>{t.yourOrdersLink}</a>
          </p>
        )}
      </main>
      {/* The layout's own footer; its links are plain ones here, with no script to follow. */}
      {sold && (
        <MemoryRouter>
          <Footer store={store} pages={pages} />
        </MemoryRouter>
      )}
    </>
  );
}

/** A store's status page (a closed store's is gone: 410). */
export function statusPageOf(store: StoreData, status: NotOpen, pages: Page[]): ServerPage {
  const words = statusWords(store, status);
  return {
    status: status === 'closed' ? 410 : 200,
    title: t.metaTitle(words.title, store.name),
    description: words.text,
    body: renderToStaticMarkup(<StoreStatusPage store={store} status={status} pages={pages} />),
  };
}

/** A preview link used, expired or of another store (403): nothing was set. */
export function previewRefusedPage(): ServerPage {
  return {
    status: 403,
    title: p.refusedTitle,
    description: p.refusedText,
    body: renderToStaticMarkup(
      <main id="conteudo" className="page page--bare">
        <section className="error-page" aria-labelledby="previa-indisponivel">
          <h1 id="previa-indisponivel">{p.refusedTitle}</h1>
          <p>{p.refusedText}</p>
          <p>{p.refusedHint}</p>
        </section>
      </main>,
    ),
  };
}

/** The whole document of a server page: the app's stylesheets and the store's colours. */
export function serverDocument(
  page: ServerPage,
  look: { stylesheets: string[]; theme: CSSProperties | null },
): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="pt-BR" style={look.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {look.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: page.body }} />
    </html>,
  )}`;
}

/** Not for search engines: every page of a store that is not open, in its head. */
export const NOT_INDEXED_META = renderToStaticMarkup(<meta name="robots" content="noindex" />);

/**
 * The bar over the seller's preview, at the top of the body, around the real store React
 * renders (React leaves alone what it did not render at the top of the body, as it does a
 * browser extension's).
 */
export function previewBarHtml(status: NotOpen): string {
  return renderToStaticMarkup(
    <aside className="preview-bar" aria-label={p.label}>
      <strong>{p[status]}</strong> <span>{p.note}</span>
    </aside>,
  );
}
