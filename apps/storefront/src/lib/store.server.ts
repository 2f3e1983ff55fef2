import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import type { ContentPageList } from '@vitrine/contract/pages';
import type { CategoryTree } from '@vitrine/contract/shelf';
import { getDepartmentMenu } from '@vitrine/api-client/get-department-menu';
import type { StoreResponse } from '@vitrine/contract/stores';
import { listPages } from '@vitrine/api-client/list-pages';
import { storeByHost } from '@vitrine/server/store-by-host';
import { ttlCache } from '@vitrine/server/ttl-cache';
import { data, redirect } from 'react-router';
import { serverEnv } from './env.server.ts';
import { STORE_NOT_FOUND_PATH } from './paths.ts';
import { showsStatusPage } from './store-gate.ts';
import { previewHeaders, previewOf, previewTokenOf } from './store-preview.server.ts';

// Store resolution: the request's host names the store, through the API
// (@vitrine/server/store-by-host keeps answers briefly so a page's several loaders ask once).

export type ResolvedStore = StoreResponse & {
  data: NonNullable<StoreResponse['data']>;
  payment_default: NonNullable<StoreResponse['payment_default']>;
};

let stores: ReturnType<typeof storeByHost> | undefined;

/** The API without a shopper: the store header, and the seller's preview token if they preview. */
function publicClient(storeId?: string, previewToken?: string): ApiClient {
  return createApiClient({
    apiBase: serverEnv().API_URL,
    storeId: () => storeId,
    headers: previewHeaders(previewToken),
  });
}

/** The host as the shopper typed it (port included; the API drops it). */
export function hostOf(request: Request): string {
  return new URL(request.url).host;
}

export function storeForHost(host: string): Promise<StoreResponse> {
  stores ??= storeByHost(serverEnv().API_URL, serverEnv().STORE_CACHE_MS);
  return stores(host);
}

/** The store id a host serves, or null: what the session's API proxy sends as the store header. */
export async function storeIdForHost(host: string): Promise<string | null> {
  const store = await storeForHost(host).catch(() => null);
  return store && isResolved(store) ? store.data._id : null;
}

function isResolved(store: StoreResponse): store is ResolvedStore {
  return !store.notFound && store.data !== null && store.payment_default !== null;
}

/**
 * The request's store and whether its seller is previewing it (a store not open only: an open
 * store's pages are the same for everyone), or a redirect to the store-not-found page (thrown,
 * as loaders do). Asked once per request, however many of its loaders ask.
 */
export function storeAccess(request: Request): Promise<StoreAccess> {
  let access = accesses.get(request);
  if (!access) {
    access = resolveAccess(request);
    accesses.set(request, access);
  }
  return access;
}

/** `previewToken`: the seller's, when `preview` (the API shows a store not open only with it). */
export type StoreAccess = { store: ResolvedStore; preview: boolean; previewToken?: string };
const accesses = new WeakMap<Request, Promise<StoreAccess>>();

async function resolveAccess(request: Request): Promise<StoreAccess> {
  const store = await storeForHost(hostOf(request));
  if (!isResolved(store)) throw redirect(STORE_NOT_FOUND_PATH);
  const preview = store.data.status !== 'open' && (await previewOf(request, store.data._id));
  if (!preview) return { store, preview };
  return { store, preview, previewToken: previewTokenOf(request.headers.get('cookie')) };
}

/**
 * The request's store for a page's loader. A page a store that is not open does not show (its
 * catalog, search, cart, checkout: store-gate.ts) reads nothing of it: the loader stops here
 * with a 404, and the root layout shows the store's status page in its place, with its own
 * status (entry.server.tsx). Or a redirect to the store-not-found page.
 */
export async function requireStore(request: Request): Promise<ResolvedStore> {
  const { store, preview } = await storeAccess(request);
  if (showsStatusPage(store.data.status, preview, new URL(request.url).pathname)) {
    throw data(null, { status: 404 });
  }
  return store;
}

/** The API as a loader uses it: the store header on every call, no shopper token. */
export async function loaderContext(request: Request) {
  const store = await requireStore(request);
  const { previewToken } = await storeAccess(request);
  return { store, client: publicClient(store.data._id, previewToken) };
}

let footerPages: ReturnType<typeof ttlCache<ContentPageList>> | undefined;

/** The store's content pages for the footer, cached like the store itself. */
export function pagesOf(storeId: string): Promise<ContentPageList> {
  footerPages ??= ttlCache<ContentPageList>(serverEnv().STORE_CACHE_MS);
  return footerPages.get(storeId, () => listPages(publicClient(storeId)));
}

let menus: ReturnType<typeof ttlCache<CategoryTree>> | undefined;

const NO_MENU: CategoryTree = { departments: [] };

/**
 * The store's department menu for the header, cached like the store itself. A store that is
 * not open shows its catalog to its previewing seller only (the API refuses anyone else): no
 * menu then, its links would lead to the status page anyway.
 */
export function departmentsOf(access: StoreAccess): Promise<CategoryTree> {
  const { store, preview, previewToken } = access;
  if (store.data.status !== 'open' && !preview) return Promise.resolve(NO_MENU);
  menus ??= ttlCache<CategoryTree>(serverEnv().STORE_CACHE_MS);
  return menus.get(store.data._id, () =>
    getDepartmentMenu(publicClient(store.data._id, previewToken)),
  );
}
