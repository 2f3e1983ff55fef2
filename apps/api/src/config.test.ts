import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEMO_MODE: 'true' }, true],
    [{ NODE_ENV: 'development', DEMO_MODE: '0' }, false],
  ])('turns the demo endpoints on only outside production unless told (%j)', (env, demo) => {
    expect(loadConfig(env).DEMO_MODE).toBe(demo);
  });

  it.each([
    [{}, 3333],
    [{ PORT: '4000' }, 4000],
    [{ PORT: '4000', API_URL: 'http://127.0.0.1:4444' }, 4444],
    [{ PORT: '4000', API_URL: 'http://127.0.0.1:4444', API_PORT: '4555' }, 4555],
    [{ PORT: '4000', API_URL: 'https://api.loja.exemplo.com.br' }, 4000],
    [{ API_URL: 'http://127.0.0.1' }, 3333],
  ])('listens on API_PORT, else the port of API_URL, else PORT (%j)', (env, listensOn) => {
    expect(loadConfig(env).PORT).toBe(listensOn);
  });

  it('refuses an API_URL that is not a URL', () => {
    expect(() => loadConfig({ API_URL: '127.0.0.1:4444' })).toThrow(/API_URL/);
  });

  it('reads the CORS origins as a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).CORS_ORIGINS).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });
});
