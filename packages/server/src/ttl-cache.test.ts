import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('shares one load between concurrent callers and keeps it for the ttl', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('forgets a failure at once', async () => {
    const cache = ttlCache<string>(60_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('API fora')))).rejects.toThrow();
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('drops an answer at the instant it says it stops being true, before the ttl', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache<{ n: number; until: number | null }>(
      60_000,
      () => now,
      (value) => value.until,
    );
    const load = async () => ({ n: ++loads, until: loads === 1 ? 5_000 : null });
    expect((await cache.get('a', load)).n).toBe(1);
    now = 4_999;
    expect((await cache.get('a', load)).n).toBe(1);
    now = 5_000;
    expect((await cache.get('a', load)).n).toBe(2);
    // No instant: the ttl alone.
    now = 64_999;
    expect((await cache.get('a', load)).n).toBe(2);
  });

  it('keeps at most maxEntries keys, those asked for last: a key in use stays, the idle one goes', async () => {
    let loads = 0;
    const cache = ttlCache<number>(60_000, () => 0, undefined, 2);
    const load = async () => ++loads;
    await cache.get('aurora', load);
    await cache.get('ipe', load);
    // Aurora asked again (a hit): the key asked for longest ago is now Ipê's.
    expect(await cache.get('aurora', load)).toBe(1);
    await cache.get('nova', load);
    expect(loads).toBe(3);
    expect(await cache.get('aurora', load)).toBe(1);
    expect(await cache.get('ipe', load)).toBe(4);
  });
});
