import { describe, expect, it } from 'vitest';
import { bannerState, isSafeBannerLink } from './banners.ts';

const now = new Date('2026-03-05T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('bannerState', () => {
  it.each([
    [{ active: false, startsAt: null, endsAt: null }, 'paused'],
    [{ active: true, startsAt: null, endsAt: null }, 'live'],
    [{ active: true, startsAt: at('2026-03-05T12:00:01Z'), endsAt: null }, 'scheduled'],
    [{ active: true, startsAt: at('2026-03-05T12:00:00Z'), endsAt: null }, 'live'],
    [{ active: true, startsAt: null, endsAt: at('2026-03-05T12:00:00Z') }, 'ended'],
    [{ active: true, startsAt: null, endsAt: at('2026-03-05T12:00:01Z') }, 'live'],
    [{ active: false, startsAt: null, endsAt: at('2026-03-01T00:00:00Z') }, 'paused'],
  ] as const)('%o is %s', (banner, state) => {
    expect(bannerState(banner, now)).toBe(state);
  });
});

describe('isSafeBannerLink', () => {
  it.each([
    '',
    '/',
    '/produto/vaso-azul',
    '/categoria/x?ordem=1#topo',
    'https://exemplo.com.br/a',
    'HTTP://exemplo.com',
  ])('accepts %s', (link) => expect(isSafeBannerLink(link)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'ftp://exemplo.com',
    'exemplo.com.br',
    '/produto/a b',
    'java\tscript:alert(1)',
  ])('refuses %s', (link) => expect(isSafeBannerLink(link)).toBe(false));
});
