import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../http/context.ts';
import { createShelfCache, shelfAnswer } from './shelf-cache.ts';

function app(ttl: number) {
  let now = 0;
  const deps = {
    config: { SHELF_CACHE_MS: ttl },
    now: () => new Date(now),
    shelfCache: createShelfCache(),
  } as unknown as AppDeps;
  let computed = 0;
  const ask = (key = 'loja /categories/roupas') =>
    shelfAnswer(deps, key, async () => {
      computed += 1;
      return computed;
    });
  return { ask, at: (ms: number) => (now = ms), computed: () => computed };
}

describe('shelfAnswer', () => {
  it('computes every time when the cache is off', async () => {
    const { ask } = app(0);
    expect([await ask(), await ask()]).toEqual([1, 2]);
  });

  it('keeps an answer SHELF_CACHE_MS, by key', async () => {
    const { ask, at } = app(1000);
    expect(await ask()).toBe(1);
    at(999);
    expect(await ask()).toBe(1);
    expect(await ask('loja /categories/casa')).toBe(2);
  });

  it('serves the kept answer while one request computes the next, never past twice the time', async () => {
    const { ask, at, computed } = app(1000);
    await ask();
    at(1500);
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first, second]).toEqual([1, 1]);
    expect(computed()).toBe(2);
    expect(await ask()).toBe(2);
    at(1500 + 2000);
    expect(await ask()).toBe(3);
  });
});
