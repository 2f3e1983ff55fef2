import type { StoreData } from '@vitrine/contract/stores';
import type { StoreStatus } from '@vitrine/domain/store-status';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ORDERS_PATH } from '../lib/paths.ts';
import { RETRY_LATER } from '../lib/private-page.ts';
import { Footer } from './footer.tsx';
import { storeStatusMessages } from './store-status-messages.ts';

// What the server answers on its own for a store that is not open (README "A store that is
// not open"): its status page in place of any page it does not answer, a suspended store's page
// in place of every page, the refusal of a used preview link, and the preview bar over the
// seller's preview. Made here as HTML, with no script and no line of the browser's code: every
// public page's initial JS stays within its budget, and a page nobody can act on needs none
// (its links are plain: each is a new page).

const t = storeStatusMessages.storeStatus;
const p = storeStatusMessages.preview;
type NotOpen = Exclude<StoreStatus, 'open'>;
/** What a status page says: a store that is not open, or one the platform suspended. */
type Shown = NotOpen | 'suspended';
type Page = { slug: string; title: string };

/**
 * A page the server makes whole: its status, its head's words, its body's HTML and the headers
 * it adds.
 */
export type ServerPage = {
  status: number;
  title: string;
  description: string;
  body: string;
  headers?: Record<string, string>;
};

/** What a store says: its title, and the seller's words or the default. */
function statusWords(store: StoreData, status: Shown) {
  const words = t[status];
  const text = (status === 'paused' && store.pause_message) || words.text(store.name);
  return { title: words.title, text };
}

/**
 * The store's name and logo and what it says — "Em breve" (a draft), "Loja em pausa" (the
 * seller's message, or the default), "Esta loja foi encerrada", "Loja indisponível" (suspended
 * by the platform: no reason, no footer, no way in). No catalog, no search, no cart. A store
 * that sold before (paused, closed) keeps its footer (its legal data, its content pages) and a
 * way to the shopper's orders.
 */
export function StoreStatusPage(props: { store: StoreData; status: Shown; pages: Page[] }) {
  const { store, status, pages } = props;
  const words = statusWords(store, status);
  const sold = status === 'paused' || status === 'closed';
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

const STATUS_CODES: Record<Shown, number> = {
  draft: 200,
  paused: 200,
  closed: 410,
  suspended: 503,
};

/**
 * A store's status page: a closed store's is gone (410); a suspended one's is unavailable for
 * now (503, and when to come back), whatever the store's own status.
 */
export function statusPageOf(store: StoreData, status: Shown, pages: Page[]): ServerPage {
  const words = statusWords(store, status);
  return {
    status: STATUS_CODES[status],
    title: t.metaTitle(words.title, store.name),
    description: words.text,
    body: renderToStaticMarkup(<StoreStatusPage store={store} status={status} pages={pages} />),
    ...(status === 'suspended' && { headers: RETRY_LATER }),
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
