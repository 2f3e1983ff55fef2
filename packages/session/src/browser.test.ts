// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMarker, watchSessionMarker } from './browser.ts';

afterEach(() => {
  document.cookie = 'customer_session=; Max-Age=0';
  vi.useRealTimers();
});

describe('sessionMarker', () => {
  it('reads this kind’s marker cookie only', () => {
    document.cookie = 'seller_session=s1';
    expect(sessionMarker('customer')).toBeUndefined();
    document.cookie = 'customer_session=c1';
    expect(sessionMarker('customer')).toBe('c1');
    document.cookie = 'seller_session=; Max-Age=0';
  });
});

describe('watchSessionMarker', () => {
  it('tells of a logout and of a new login within one 300 ms poll (spec §9)', () => {
    vi.useFakeTimers();
    document.cookie = 'customer_session=c1';
    const changes: (string | undefined)[] = [];
    const stop = watchSessionMarker('customer', (marker) => changes.push(marker));
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([]);
    document.cookie = 'customer_session=; Max-Age=0';
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([undefined]);
    document.cookie = 'customer_session=c2';
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([undefined, 'c2']);
    stop();
    document.cookie = 'customer_session=c3';
    vi.advanceTimersByTime(900);
    expect(changes).toHaveLength(2);
  });
});
