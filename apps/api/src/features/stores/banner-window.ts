import { bannerState } from '@vitrine/domain/banners';

type Windowed = { startsAt: Date | null; endsAt: Date | null };

/**
 * Of a store's active banners (`activeBanners`, in order), those a shopper sees at `now`
 * (`bannerState`: started or no start, not ended or no end), and the next instant after `now`
 * at which that list changes by the clock alone: the earliest start or end still ahead (null:
 * none). The public lists (GET /stores/by-host, GET /home) answer the first and cap every
 * cache of them by the second (`cacheControlUntil`, the storefront's store cache).
 */
export function bannersAt<T extends Windowed>(
  rows: T[],
  now: Date,
): { live: T[]; until: Date | null } {
  const ahead = rows
    .flatMap((row) => [row.startsAt, row.endsAt])
    .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
    .map((at) => at.getTime());
  return {
    live: rows.filter((row) => bannerState({ ...row, active: true }, now) === 'live'),
    until: ahead.length ? new Date(Math.min(...ahead)) : null,
  };
}
