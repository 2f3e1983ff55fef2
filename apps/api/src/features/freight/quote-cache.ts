import type { QuoteRequest, QuoteResult } from './melhor-envio-types.ts';

export type QuoteCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The clock (ms); tests move it instead of waiting. */
  now?: () => number;
};

export type QuoteCache = {
  /**
   * The cached answer for this scope and package, or `load()`'s. `scope` separates accounts
   * whose prices differ (the store's id; never its token). Identical calls while one is under
   * way share it. Only answers are kept: a failure (timeout, 5xx) is asked again next time.
   */
  quote(
    scope: string,
    request: QuoteRequest,
    load: () => Promise<QuoteResult>,
  ): Promise<QuoteResult>;
  readonly size: number;
};

/**
 * What decides a quote: origin, destination, each product's dimensions, weight, declared value
 * and quantity, the services and extras asked. Product ids and the order of lines and services
 * do not: a product page viewed a thousand times, or a cart listed in another order, asks once.
 */
export function quoteCacheKey(scope: string, request: QuoteRequest): string {
  const lines = request.products
    .map((p) =>
      [p.widthCm, p.heightCm, p.lengthCm, p.weightGrams, p.insuranceCents, p.quantity].join('x'),
    )
    .sort();
  const services = [...(request.services ?? [])].sort((a, b) => a - b).join(',');
  const extras = [request.options?.receipt, request.options?.ownHand].map(Boolean).join(',');
  return JSON.stringify([scope, request.fromCep, request.toCep, lines, services, extras]);
}

/** A small LRU of successful quotes, each kept `ttlMs`, at most `maxEntries` of them. */
export function createQuoteCache(options: QuoteCacheOptions): QuoteCache {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { result: QuoteResult; expiresAt: number }>();
  const inFlight = new Map<string, Promise<QuoteResult>>();

  function remember(key: string, result: QuoteResult) {
    kept.delete(key);
    kept.set(key, { result, expiresAt: now() + options.ttlMs });
    // Map keeps insertion order: the first key is the least recently used.
    while (kept.size > options.maxEntries) kept.delete(kept.keys().next().value as string);
  }

  return {
    get size() {
      return kept.size;
    },
    quote(scope, request, load) {
      const key = quoteCacheKey(scope, request);
      const hit = kept.get(key);
      if (hit && hit.expiresAt > now()) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit.result);
      }
      if (hit) kept.delete(key);
      const running = inFlight.get(key);
      if (running) return running;
      const call = load()
        .then((result) => {
          // One object answers many callers: frozen, so none can change another's quote.
          deepFreeze(result);
          if (result.ok) remember(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, call);
      return call;
    },
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
