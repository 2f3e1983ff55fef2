// What a banner shows and where it may send a shopper: one definition for the API (which
// filters the public lists and labels the seller's list) and the office (which checks the form).

export const BANNER_STATES = ['scheduled', 'live', 'ended', 'paused'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export const BANNER_STATE_LABELS = {
  scheduled: 'Agendado',
  live: 'No ar',
  ended: 'Encerrado',
  paused: 'Pausado',
} as const satisfies Record<BannerState, string>;

export type BannerWindow = { active: boolean; startsAt: Date | null; endsAt: Date | null };

/**
 * A banner's state at `now`. Paused wins (the seller turned it off, whatever its dates); then
 * the window: shown from its start (inclusive) until its end (exclusive).
 */
export function bannerState(banner: BannerWindow, now: Date): BannerState {
  if (!banner.active) return 'paused';
  if (banner.startsAt && banner.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (banner.endsAt && banner.endsAt.getTime() <= now.getTime()) return 'ended';
  return 'live';
}

// Controls, spaces and backslashes: browsers strip or rewrite them ("/\evil.com" is
// protocol-relative in some), so a link carrying one is refused rather than guessed at.
const hasUnsafeCharacter = (link: string) =>
  [...link].some((char) => {
    const code = char.codePointAt(0)!;
    return code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char);
  });

/**
 * A banner's link: empty (none), a path of the store ('/produto/vaso', '/categoria/x?ordem=1'),
 * or an http(s) address. Anything else — `javascript:`, `data:`, a protocol-relative '//host'
 * — would run or leave the store in a way the seller did not write, so it is refused.
 */
export function isSafeBannerLink(link: string): boolean {
  if (link === '') return true;
  if (hasUnsafeCharacter(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  // An http(s) address with a host (the domain package knows no URL class: the shape is enough,
  // no other scheme can begin this way).
  return /^https?:\/\/[^/?#]+/i.test(link);
}
