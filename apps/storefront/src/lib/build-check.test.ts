import { describe, expect, it } from 'vitest';
import { hasNewerBuild, isChunkLoadError, LAST_RELOAD_KEY, reloadOnce } from './build-check.ts';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[LAST_RELOAD_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnce', () => {
  it.each([
    ['never reloaded', undefined, true],
    ['reloaded 3 s ago', '997000', false],
    ['reloaded 9.999 s ago', '990001', false],
    ['reloaded exactly 10 s ago', '990000', true],
    ['reloaded a minute ago', '940000', true],
    ['a timestamp from the future (clock changed)', '2000000', true],
    ['garbage in storage', 'abc', true],
  ])('%s → reloads: %s', (_case, stored, expected) => {
    const storage = memoryStorage(stored);
    let reloads = 0;
    const reloaded = reloadOnce({ storage, reload: () => (reloads += 1), now: 1_000_000 });
    expect(reloaded).toBe(expected);
    expect(reloads).toBe(expected ? 1 : 0);
    if (expected) expect(storage.getItem(LAST_RELOAD_KEY)).toBe('1000000');
  });

  it('never reloads twice within 10 seconds, however often it is asked', () => {
    const storage = memoryStorage();
    let reloads = 0;
    for (let now = 0; now < 25_000; now += 500) {
      reloadOnce({ storage, reload: () => (reloads += 1), now: 1_000_000 + now });
    }
    expect(reloads).toBe(3); // at 0, 10 s and 20 s
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }), true],
    [new Error('Network request failed'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('hasNewerBuild', () => {
  it.each([
    [{ version: 'b' }, true],
    [{ version: 'a' }, false],
    [{}, false],
    [null, false],
  ])('server says %j → %s', async (answer, expected) => {
    expect(await hasNewerBuild('a', async () => answer)).toBe(expected);
  });

  it('says no news when the check itself fails', async () => {
    expect(await hasNewerBuild('a', async () => Promise.reject(new Error('offline')))).toBe(false);
  });
});
