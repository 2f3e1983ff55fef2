import { useContext, type CSSProperties, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import '@vitrine/ui/tokens.css';
import '@vitrine/ui/forms.css';
import './app/app.css';
import './app/shell.css';
import './features/catalog/catalog.css';
import './features/catalog/results.css';
import './features/catalog/shelf.css';
import './features/auth/auth.css';
import type { Route } from './+types/root';
import { BuildWatcher } from './app/build-watcher.tsx';
import { ErrorPage } from './app/error-page.tsx';
import { FirstPaintHints } from './app/first-paint-hints.tsx';
import { Providers } from './app/providers.tsx';
import { useRootData } from './app/root-data.ts';
import { platformRoot } from './features/platform/platform.server.ts';
import { TagManager } from './lib/analytics/tag-manager.tsx';
import { STORE_NOT_FOUND_PATH } from './lib/paths.ts';
import { PREVIEW_GRANT_PATH } from '@vitrine/contract/store-preview-path';
import { previewRefusedPage, statusPageOf, type ServerPage } from './app/store-status.server.tsx';
import { showsStatusPage } from './lib/store-gate.ts';
import { startPreview } from './lib/store-preview.server.ts';
import { departmentsOf, shellOf, storeAccess } from './lib/store.server.ts';
import { storeColorTokens } from '@vitrine/domain/store-colors';

/** The store of the request's host, shared by every page through useRootData. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The platform's own host is no store's: "Crie sua loja" (features/platform).
  const platform = platformRoot(url);
  if (platform) return platform;
  const found = await shellOf({ request, context });
  if (found.notFound || !found.data || !found.payment_default) {
    if (url.pathname !== STORE_NOT_FOUND_PATH) throw redirect(STORE_NOT_FOUND_PATH);
    return {
      store: null,
      pages: [],
      departments: [],
      origin: url.origin,
      theme: null,
      preview: false,
      serverPage: null,
      platform: null,
    };
  }
  const { data, payment_default } = found;
  let serverPage: ServerPage | null = null;
  if (found.suspended) {
    // Suspended by the platform: "Loja indisponível" (503) on every page, whatever the store's
    // status, and no preview either (the grant is not traded; storeAccess sees none).
    serverPage = statusPageOf(data, 'suspended', []);
  } else if (url.pathname.startsWith(PREVIEW_GRANT_PATH)) {
    // The office's "Ver prévia da loja" lands here with a one-time grant: traded for the
    // preview cookie, then the store's home as its seller sees it; refused, a page that says so.
    const grant = url.pathname.slice(PREVIEW_GRANT_PATH.length);
    const cookie = await startPreview(request, data._id, grant);
    // The grant stays out of the next page's Referer (it is used up anyway).
    if (cookie)
      throw redirect('/', { headers: { 'Set-Cookie': cookie, 'Referrer-Policy': 'no-referrer' } });
    serverPage = previewRefusedPage();
  }
  // The footer's pages and an open store's menu came with the store (its shell,
  // lib/store.server.ts); a previewed store's menu is read with the preview's token.
  const access = await storeAccess({ request, context });
  const { pages } = found;
  const { departments } = await departmentsOf(access);
  // A store that is not open shows its status page in place of any page it does not answer
  // (lib/store-gate.ts); entry.server.tsx answers it, whatever the page's own route made.
  if (data.status !== 'open' && showsStatusPage(data.status, access.preview, url.pathname)) {
    serverPage ??= statusPageOf(data, data.status, pages);
  }
  return {
    store: { data, payment_default },
    pages,
    departments,
    origin: url.origin,
    // The store's seller previewing it before it opens (lib/store-preview.server.ts).
    preview: access.preview,
    serverPage,
    // The store's colours as the tokens @vitrine/ui paints with (computed here, on the server:
    // the colour maths stays out of the pages' JS). The office refuses colours that would fail
    // AA contrast; colours that would (set some other way) give null, and the stock tokens stay.
    theme: storeColorTokens(data.colors) ?? null,
    platform: null,
  };
}

// The store does not change between navigations on one host: no refetch per click.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// zod builds no parser with `new Function` in the browser: the Content-Security-Policy allows
// no eval, and zod's probe for it (a caught `new Function('')` when the first object schema is
// built) is still reported as a violation. Set on zod's global configuration before any module
// script runs (module scripts run after the document's classic ones), so no chunk order matters.
const ZOD_WITHOUT_EVAL =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const store = root?.store;
  // The page's nonce (entry.server.tsx); none in the browser, which hides it from the DOM.
  const nonce = useContext(FrameworkContext)?.nonce;
  const tagManagerId = store?.data.tag_manager_id ?? null;
  // Product pictures come from the store's asset host (spec §7): open that connection early.
  const assetsOrigin = store ? new URL(store.data.assets_url).origin : null;
  return (
    <html lang="pt-BR" style={(root?.theme ?? undefined) as CSSProperties | undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }}
        />
        {assetsOrigin && <link rel="preconnect" href={assetsOrigin} />}
        <Meta />
        <FirstPaintHints />
        <Links />
        {tagManagerId && <TagManager containerId={tagManagerId} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers storeId={loaderData.store?.data._id}>
      <BuildWatcher />
      <Outlet />
    </Providers>
  );
}

/** Only errors the layout itself could not render reach here (the API down, say). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="conteudo" className="page page--bare">
      <ErrorPage error={error} />
    </main>
  );
}
