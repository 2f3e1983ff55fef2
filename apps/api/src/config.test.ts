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

  it('reads the CORS origins as a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).CORS_ORIGINS).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });

  it.each([
    [{ NODE_ENV: 'production' }, { hops: 0 }],
    [{ NODE_ENV: 'production', TRUST_PROXY: '2' }, { hops: 2 }],
    [{ NODE_ENV: 'development', DEMO_MODE: 'false' }, { hops: 0 }],
  ])('trusts no proxy unless told, outside demo mode (%j)', (env, trust) => {
    expect(loadConfig(env).TRUST_PROXY).toEqual(trust);
  });

  it('trusts the loopback proxies in demo mode (the storefront in front, on this machine)', () => {
    expect(loadConfig({}).TRUST_PROXY).toHaveProperty('ranges');
    expect(loadConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toEqual({ hops: 0 });
  });

  it.each(['true', 'proxy.example', '10.0.0.0/40'])('refuses TRUST_PROXY=%s by name', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
