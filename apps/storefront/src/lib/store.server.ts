import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { getDepartmentMenu } from '@vitrine/api-client/get-department-menu';
import { getStoreShell } from '@vitrine/api-client/get-store-shell';
import type { CategoryTree } from '@vitrine/contract/shelf';
import { slugSchema, type Product } from '@vitrine/contract/catalog';
import type { StoreShell } from '@vitrine/contract/store-shell';
import { storeByHost } from '@vitrine/server/store-by-host';
import { data, redirect } from 'react-router';
import { serverEnv } from './env.server.ts';
import { STORE_NOT_FOUND_PATH } from './paths.ts';
import { RETRY_LATER } from './private-page.ts';
import { showsStatusPage } from './store-gate.ts';
import { previewFetch, previewOf, previewTokenOf } from './store-preview.server.ts';

// Store resolution: the request's host names the store, through the API
// (@vitrine/server/store-by-host keeps answers briefly so a page's several loaders ask once).
// The API answers the store's shell (GET /stores/shell): the store with its footer's pages and
// department menu, which every page shows. A store no cache holds (with thousands of stores,
// most of a page's first visits) costs one round trip before the page's own reads, not one
// and then two more beside them.

export type ResolvedStore = StoreShell & {
  data: NonNullable<StoreShell['data']>;
  payment_default: NonNullable<StoreShell['payment_default']>;
};

/**
 * How many hosts' shells this process keeps, those asked for last. One shell (Loja Aurora's:
 * its data, banners, footer's pages and menu) is 4.1 KB of JSON and about 6 KB of heap once
 * parsed (measured: 5,000 parsed copies took 29 MB): 5,000 hosts are about 30 MB, for a replica
 * that serves thousands of stores. A shell stays STORE_CACHE_MS at most (2 s a store that is
 * not open), whatever this bound.
 */
export const STORE_CACHE_HOSTS = 5_000;

let stores: ReturnType<typeof storeByHost<StoreShell>> | undefined;

/** The API without a shopper: the store header, and the seller's preview token if they preview. */
function publicClient(storeId?: string, previewToken?: string): ApiClient {
  return createApiClient({
    apiBase: serverEnv().API_URL,
    storeId: () => storeId,
    fetch: previewFetch(previewToken),
  });
}

/** The host as the shopper typed it (port included; the API drops it). */
export function hostOf(request: Request): string {
  return new URL(request.url).host;
}

export function storeForHost(
  host: string,
  readMiss?: (client: ApiClient, host: string) => Promise<StoreShell>,
): Promise<StoreShell> {
  stores ??= storeByHost(
    serverEnv().API_URL,
    serverEnv().STORE_CACHE_MS,
    Date.now,
    getStoreShell,
    STORE_CACHE_HOSTS,
  );
  return stores(host, readMiss);
}

/** A product page's slug (/produto/{slug}), when it is one a product can have. */
function productSlugOf(request: Request): string | undefined {
  const segment = /^\/produto\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1];
  return segment !== undefined && slugSchema.safeParse(segment).success ? segment : undefined;
}

/**
 * The shell of the request's host. A product page whose store no cache here holds (with
 * thousands of stores, most first visits: `pnpm bench:stores`) has its product read in the same
 * answer (GET /stores/shell?product=): one round trip before the page renders, not one for the
 * shell and one for the product. The page's loader takes it with `takeCarriedProduct`, by the
 * request's context (each loader has a copy of the request of its own).
 */
export function shellOf(page: PageArgs): Promise<StoreShell> {
  const slug = productSlugOf(page.request);
  if (slug === undefined) return storeForHost(hostOf(page.request));
  return storeForHost(hostOf(page.request), (client, host) => {
    const read = getStoreShell(client, host, slug);
    carried.set(page.context, {
      slug,
      product: read.then(
        (answer) => answer.product ?? null,
        () => null,
      ),
    });
    return read.then(({ product: _carried, ...shell }) => shell);
  });
}
const carried = new WeakMap<object, { slug: string; product: Promise<Product | null> }>();

/**
 * The product `slug` read with the request's shell (`shellOf`); null when none was (the shell
 * was kept here already) or the API found none to show (a slug no longer the product's, a
 * store only its seller previews): the page reads it on its own then.
 */
export async function takeCarriedProduct(page: PageArgs, slug: string): Promise<Product | null> {
  const entry = carried.get(page.context);
  return entry?.slug === slug ? entry.product : null;
}

/** The store id a host serves, or null: what the session's API proxy sends as the store header. */
export async function storeIdForHost(host: string): Promise<string | null> {
  const store = await storeForHost(host).catch(() => null);
  return store && isResolved(store) ? store.data._id : null;
}

/**
 * The primary domain of the store at `host`, when its seller chose one (null: none, or no
 * store): the server sends pages on every other host to it (server/app.ts).
 */
export async function primaryHostForHost(host: string): Promise<string | null> {
  const store = await storeForHost(host).catch(() => null);
  return store?.data?.primary_host ?? null;
}

function isResolved(store: StoreShell): store is ResolvedStore {
  return !store.notFound && store.data !== null && store.payment_default !== null;
}

/**
 * What a loader is given, as far as these helpers need it: its request (React Router gives each
 * loader a copy of the document's request of its own) and the request's context (one object
 * for all of a request's loaders: what they share is kept by it).
 */
export type PageArgs = { request: Request; context: object };

/**
 * The request's store and whether its seller is previewing it (a store not open only: an open
 * store's pages are the same for everyone), or a redirect to the store-not-found page (thrown,
 * as loaders do). Asked once per request, however many of its loaders ask.
 */
export function storeAccess(page: PageArgs): Promise<StoreAccess> {
  let access = accesses.get(page.context);
  if (!access) {
    access = resolveAccess(page);
    accesses.set(page.context, access);
  }
  return access;
}

/** `previewToken`: the seller's, when `preview` (the API shows a store not open only with it). */
export type StoreAccess = { store: ResolvedStore; preview: boolean; previewToken?: string };
const accesses = new WeakMap<object, Promise<StoreAccess>>();

async function resolveAccess(page: PageArgs): Promise<StoreAccess> {
  const { request } = page;
  const store = await shellOf(page);
  if (!isResolved(store)) throw redirect(STORE_NOT_FOUND_PATH);
  // A suspended store has no preview: its seller sees what shoppers see.
  const preview =
    !store.suspended && store.data.status !== 'open' && (await previewOf(request, store.data._id));
  if (!preview) return { store, preview };
  return { store, preview, previewToken: previewTokenOf(request.headers.get('cookie')) };
}

/**
 * The request's store for a page's loader. A page a store that is not open does not show (its
 * catalog, search, cart, checkout: store-gate.ts) reads nothing of it: the loader stops here
 * with a 404, and the root layout shows the store's status page in its place, with its own
 * status (entry.server.tsx). A suspended store shows no page at all: 503 (the API would refuse
 * every read anyway). Or a redirect to the store-not-found page.
 */
export async function requireStore(page: PageArgs): Promise<ResolvedStore> {
  const { store, preview } = await storeAccess(page);
  if (store.suspended) throw data(null, { status: 503, headers: RETRY_LATER });
  if (showsStatusPage(store.data.status, preview, new URL(page.request.url).pathname)) {
    throw data(null, { status: 404 });
  }
  return store;
}

/** The API as a loader uses it: the store header on every call, no shopper token. */
export async function loaderContext(page: PageArgs) {
  const store = await requireStore(page);
  const { previewToken } = await storeAccess(page);
  return { store, client: publicClient(store.data._id, previewToken) };
}
const NO_MENU: CategoryTree = { departments: [] };

/**
 * The store's department menu for the header. An open store's came with its shell; a store
 * that is not open shows its catalog to its previewing seller only (the API refuses anyone
 * else, and its shell carries no menu): read with the preview token then, never kept.
 */
export function departmentsOf(access: StoreAccess): Promise<CategoryTree> {
  const { store, preview, previewToken } = access;
  if (store.data.status === 'open') return Promise.resolve({ departments: store.departments });
  if (!preview) return Promise.resolve(NO_MENU);
  return getDepartmentMenu(publicClient(store.data._id, previewToken));
}
