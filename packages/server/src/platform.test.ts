import { describe, expect, it } from 'vitest';
import { isFromPlatform, isPlatformHost } from './platform.ts';

const DOMAIN = 'vitrine.localhost';

describe('isPlatformHost', () => {
  it.each([
    ['vitrine.localhost', true],
    ['vitrine.localhost:3000', true],
    ['Vitrine.Localhost:3000', true],
    ['vitrine.localhost.', true],
    ['atelie.vitrine.localhost:3000', false],
    ['localhost:3000', false],
    ['vitrine.localhost.evil.test', false],
    ['evilvitrine.localhost', false],
  ])('%s → %s', (host, expected) => {
    expect(isPlatformHost(host, DOMAIN)).toBe(expected);
  });
});

describe('isFromPlatform', () => {
  const post = (
    origin: string | null,
    url = 'http://atelie.vitrine.localhost:3001/vendedor/entrar',
  ) => new Request(url, { method: 'POST', headers: origin === null ? {} : { origin } });

  it('takes a page of the platform’s host, whatever its port', () => {
    expect(isFromPlatform(post('http://vitrine.localhost:3000'), DOMAIN)).toBe(true);
    expect(isFromPlatform(post('http://vitrine.localhost'), DOMAIN)).toBe(true);
  });

  it.each([
    ['no Origin', null],
    ['Origin: null', 'null'],
    ['another site', 'http://evil.test'],
    ['a store of the platform', 'http://outra-loja.vitrine.localhost:3000'],
    ['a look-alike', 'http://vitrine.localhost.evil.test'],
    ['https from an http request', 'https://vitrine.localhost'],
  ])('refuses %s', (_, origin) => {
    expect(isFromPlatform(post(origin), DOMAIN)).toBe(false);
  });

  it('asks for https behind a TLS proxy', () => {
    const request = post('http://vitrine.com.br', 'http://loja.vitrine.com.br/vendedor/entrar');
    expect(isFromPlatform(request, 'vitrine.com.br', true)).toBe(false);
    const secure = post('https://vitrine.com.br', 'http://loja.vitrine.com.br/vendedor/entrar');
    expect(isFromPlatform(secure, 'vitrine.com.br', true)).toBe(true);
  });
});
