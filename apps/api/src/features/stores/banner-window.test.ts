import { describe, expect, it } from 'vitest';
import { bannersAt } from './banner-window.ts';

const now = new Date('2026-11-29T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('bannersAt', () => {
  it.each([
    ['no dates', null, null, true],
    ['started, no end', at(-60), null, true],
    ['starting now (a start is inclusive)', now, null, true],
    ['not started yet', at(1), null, false],
    ['ending later', null, at(1), true],
    ['ending now (an end is exclusive)', null, now, false],
    ['ended', at(-60), at(-1), false],
  ])('shows a banner with %s: %s', (_name, startsAt, endsAt, shown) => {
    expect(bannersAt([{ startsAt, endsAt }], now).live).toHaveLength(shown ? 1 : 0);
  });

  it('keeps the order it was given among the banners it shows', () => {
    const rows = ['a', 'b', 'c'].map((id) => ({ id, startsAt: null, endsAt: null }));
    expect(bannersAt(rows, now).live.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('says the earliest start or end still ahead, whichever banner it belongs to', () => {
    const rows = [
      { startsAt: at(-10), endsAt: at(90) },
      { startsAt: at(30), endsAt: at(120) },
      { startsAt: null, endsAt: at(-5) },
    ];
    expect(bannersAt(rows, now).until).toEqual(at(30));
  });

  it('says nothing changes by the clock when no start or end is ahead', () => {
    expect(bannersAt([{ startsAt: at(-10), endsAt: null }], now).until).toBeNull();
    expect(bannersAt([], now).until).toBeNull();
  });
});
