import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '@vitrine/api-client/errors';
import { data } from 'react-router';
import { makeQueryClient } from './query-client.ts';
import { requireCustomer } from './session.server.ts';
import { loaderContext, type PageArgs } from './store.server.ts';

/**
 * The origin canonical links and structured data name: the store's primary domain when it has
 * one (with the request's scheme and port), else the request's own.
 */
export function originOf(request: Request, primaryHost: string | null): string {
  const url = new URL(request.url);
  if (!primaryHost) return url.origin;
  return `${url.protocol}//${primaryHost}${url.port ? `:${url.port}` : ''}`;
}

/**
 * A loader's start: the store, the API client with its header, and a QueryClient of its own
 * (one per request: nothing is shared between shoppers).
 */
export async function startLoader(page: PageArgs) {
  const context = await loaderContext(page);
  const queryClient = makeQueryClient();
  return {
    ...context,
    origin: originOf(page.request, context.store.data.primary_host),
    /**
     * Fetches into this request's cache with the api-client's queryOptions, and returns the
     * data; the screen reads the same options from the dehydrated cache (README "How data
     * reaches a screen"). The API's 404, or a malformed slug's 400, is the page's 404.
     */
    async ensureQueryData<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
      try {
        return await queryClient.ensureQueryData(options);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          throw data(null, { status: 404 });
        }
        throw error;
      }
    },
    /** What the browser's QueryClient is seeded with (<RouteQueries>). */
    dehydrate: () => undated(dehydrate(queryClient)),
  };
}

/**
 * A private route's loader start (spec §2 "buyer login required", inside the customer-area
 * layout): the logged customer, and startLoader with an API client that carries their token.
 * Anyone else goes to /login. The session is validated once per request, however many of the
 * page's loaders (the layout's, the page's) ask.
 */
export async function customerLoader(page: PageArgs) {
  const { account, client } = await requireCustomer(page);
  const loader = await startLoader(page);
  return { ...loader, account, client };
}

/**
 * The dehydrated cache without the server's clock. <RouteQueries> dates every query again by
 * the browser's clock when it arrives, so these times are of no use there; left in, they made
 * every render of a public page different bytes, a new ETag each time (never a 304) and the
 * same page different for two shoppers asking a millisecond apart (README "Caching"). Only
 * settled queries are dehydrated (TanStack's default): no pending query needs the time.
 */
export function undated(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}
