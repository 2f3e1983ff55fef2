import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './client-info.ts';

// Real User-Agent strings of current browsers → what the connected-devices list shows (spec §2
// /minha-conta/dispositivos-conectados). The names are those the sessions have always stored.
describe('parseUserAgent', () => {
  it.each([
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      { browser: 'Mobile Chrome 124', os: 'Android 14', deviceType: 'mobile' },
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari 17', os: 'iOS 17.4', deviceType: 'mobile' },
    ],
    [
      'Firefox on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
      { browser: 'Firefox 126', os: 'Windows 10', deviceType: 'desktop' },
    ],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome 124', os: 'Windows 10', deviceType: 'desktop' },
    ],
    [
      'Firefox on Android',
      'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
      { browser: 'Mobile Firefox 126', os: 'Android 14', deviceType: 'mobile' },
    ],
    [
      'Chrome on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Chrome 124', os: 'iOS 17.4', deviceType: 'mobile' },
    ],
    [
      'Chrome on an Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome 124', os: 'Android 13', deviceType: 'tablet' },
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS 10.15.7', deviceType: 'desktop' },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
      { browser: 'Edge 124', os: 'Windows 10', deviceType: 'desktop' },
    ],
    [
      'a command-line client',
      'curl/8.5.0',
      { browser: 'Navegador desconhecido', os: 'Sistema desconhecido', deviceType: 'desktop' },
    ],
  ])('describes %s', (_name, userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });

  it('describes a request without a User-Agent as unknown', () => {
    expect(parseUserAgent(undefined)).toEqual({
      browser: 'Navegador desconhecido',
      os: 'Sistema desconhecido',
      deviceType: 'desktop',
    });
  });
});
