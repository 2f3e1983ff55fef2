import { describe, expect, it } from 'vitest';
import { loadAppServerEnv } from './env.ts';

const storefront = { name: 'storefront', defaultPort: 3000 };

describe('loadAppServerEnv', () => {
  it('fills every default, the port being the app’s own', () => {
    expect(loadAppServerEnv(storefront, {})).toEqual({
      API_URL: 'http://127.0.0.1:3333',
      PORT: 3000,
      HOST: '0.0.0.0',
      STORE_CACHE_MS: 30_000,
      PLATFORM_DOMAIN: 'vitrine.localhost',
      SHUTDOWN_NOTICE_MS: 0,
    });
    expect(loadAppServerEnv({ name: 'seller office', defaultPort: 3001 }, {}).PORT).toBe(3001);
  });

  it('reads numbers and the trusted proxies from their text', () => {
    const env = loadAppServerEnv(storefront, {
      API_URL: 'http://api.internal:4444',
      PORT: '4000',
      STORE_CACHE_MS: '0',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      API_URL: 'http://api.internal:4444',
      PORT: 4000,
      STORE_CACHE_MS: 0,
    });
    expect(env.TRUST_PROXY).toEqual({ hops: 1 });
  });

  it('reads PLATFORM_DOMAIN as the API does: trimmed, lower case, no final dot', () => {
    expect(
      loadAppServerEnv(storefront, { PLATFORM_DOMAIN: ' Lojas.Vitrine.com.br. ' }),
    ).toMatchObject({ PLATFORM_DOMAIN: 'lojas.vitrine.com.br' });
    expect(() =>
      loadAppServerEnv(storefront, { PLATFORM_DOMAIN: 'https://vitrine.com.br' }),
    ).toThrow(/PLATFORM_DOMAIN: must be a host name such as vitrine.com.br/);
  });

  it('stops a production server without PLATFORM_DOMAIN, as the API does; development keeps its default', () => {
    expect(() => loadAppServerEnv(storefront, { NODE_ENV: 'production' })).toThrow(
      /^Invalid storefront environment:\n {2}PLATFORM_DOMAIN: required in production/,
    );
    expect(() =>
      loadAppServerEnv(storefront, { NODE_ENV: 'production', PLATFORM_DOMAIN: '  ' }),
    ).toThrow(/PLATFORM_DOMAIN: required in production/);
    expect(
      loadAppServerEnv(storefront, { NODE_ENV: 'production', PLATFORM_DOMAIN: 'vitrine.com.br' }),
    ).toMatchObject({ PLATFORM_DOMAIN: 'vitrine.com.br' });
    expect(loadAppServerEnv(storefront, { NODE_ENV: 'development' }).PLATFORM_DOMAIN).toBe(
      'vitrine.localhost',
    );
  });

  it('names the app and every wrong variable', () => {
    expect(() =>
      loadAppServerEnv(storefront, { API_URL: 'not a url', PORT: '70000', STORE_CACHE_MS: '-1' }),
    ).toThrow(
      /^Invalid storefront environment:\n {2}API_URL: .+\n {2}PORT: .+\n {2}STORE_CACHE_MS: /,
    );
  });
});
