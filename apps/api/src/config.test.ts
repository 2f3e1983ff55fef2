import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SIGNING_KEYS } from './config.ts';

const key = () => randomBytes(32).toString('base64url');
/** What a production deployment sets (README "Deploying"). */
const production = () => ({
  NODE_ENV: 'production',
  PAYMENT_WEBHOOK_SECRET: key(),
  CARD_TOKEN_SECRET: key(),
  SECRETS_KEY: randomBytes(32).toString('base64'),
  PUBLIC_API_URL: 'https://api.loja.example',
  PLATFORM_DOMAIN: 'vitrine.com.br',
});

describe('loadConfig', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ ...production() }, false],
    [{ NODE_ENV: 'development', DEMO_MODE: '0' }, false],
  ])('turns the demo endpoints on only outside production unless told (%j)', (env, demo) => {
    expect(loadConfig(env).DEMO_MODE).toBe(demo);
  });

  it.each([
    [{}, 'vitrine.localhost'],
    [{ PLATFORM_DOMAIN: 'Vitrine.com.br.' }, 'vitrine.com.br'],
  ])('answers new stores under PLATFORM_DOMAIN (%j)', (env, domain) => {
    expect(loadConfig(env).PLATFORM_DOMAIN).toBe(domain);
  });

  it.each(['https://vitrine.com.br', 'vitrine..com.br', '-vitrine.com.br', 'vitrine.com.br:3000'])(
    'refuses %j as PLATFORM_DOMAIN',
    (value) => {
      expect(() => loadConfig({ PLATFORM_DOMAIN: value })).toThrow(/PLATFORM_DOMAIN/);
    },
  );

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

  it.each([
    [{}, 'http://{host}:3000', 'http://{host}:3001'],
    // `PORT=4000 OFFICE_PORT=4001 pnpm start`: the root script turns PORT into STOREFRONT_PORT.
    [
      { STOREFRONT_PORT: '4000', OFFICE_PORT: '4001', API_URL: 'http://127.0.0.1:4444' },
      'http://{host}:4000',
      'http://{host}:4001',
    ],
    [
      { STOREFRONT_PORT: '4000', STOREFRONT_URL: 'http://{host}:8080' },
      'http://{host}:8080',
      'http://{host}:3001',
    ],
    // The API alone: PORT is its own, never the storefront's.
    [{ PORT: '4000' }, 'http://{host}:3000', 'http://{host}:3001'],
  ])(
    'links e-mails to the ports the storefront and the office run on (%j)',
    (env, shop, office) => {
      const config = loadConfig(env);
      expect(config.STOREFRONT_URL).toBe(shop);
      expect(config.SELLER_OFFICE_URL).toBe(office);
    },
  );

  it('refuses to leave the jobs to a worker on the embedded database, which no worker can share', () => {
    expect(() => loadConfig({ RUN_JOBS: 'false' })).toThrow(/RUN_JOBS: false needs DATABASE_URL/);
    expect(loadConfig({ RUN_JOBS: 'false', DATABASE_URL: 'postgres://db/vitrine' }).RUN_JOBS).toBe(
      false,
    );
    expect(loadConfig({}).RUN_JOBS).toBe(true);
  });

  it('refuses a read replica without the primary it follows', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r/vitrine' })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
  });

  it('asks for a bucket with IMAGE_STORAGE=s3, and for both S3 keys or neither', () => {
    expect(() => loadConfig({ IMAGE_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required with IMAGE_STORAGE=s3/,
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ IMAGE_STORAGE: 's3', S3_BUCKET: 'imagens' }).S3_REGION).toBe('us-east-1');
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

  it.each([
    [production(), { hops: 0 }],
    [{ ...production(), TRUST_PROXY: '2' }, { hops: 2 }],
    [{ NODE_ENV: 'development', DEMO_MODE: 'false' }, { hops: 0 }],
  ])('trusts no proxy unless told, outside demo mode (%#)', (env, trust) => {
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

describe('loadConfig in production', () => {
  it('starts with its own keys and https URLs', () => {
    const env = production();
    const config = loadConfig(env);
    expect(config.PAYMENT_WEBHOOK_SECRET).toBe(env.PAYMENT_WEBHOOK_SECRET);
    expect(config.CARD_TOKEN_SECRET).toBe(env.CARD_TOKEN_SECRET);
    expect(config.STOREFRONT_URL).toBe('https://{host}');
    expect(config.SELLER_OFFICE_URL).toBe('https://{host}:3001');
    expect(config.PLATFORM_DOMAIN).toBe('vitrine.com.br');
    expect(
      loadConfig({ ...env, PUBLIC_API_URL: undefined, CDN_URL: 'https://cdn.x' }),
    ).toBeTruthy();
  });

  it.each(SIGNING_KEYS)('refuses to start without %s, naming it', (name) => {
    expect(() => loadConfig({ ...production(), [name]: undefined })).toThrow(
      new RegExp(`${name}: required in production`),
    );
  });

  it.each([
    ['the value published in the source', 'vitrine-sandbox-webhook-secret', /published/],
    ['a short one', 'k'.repeat(16) + key().slice(0, 15), /at least 32/],
    ['a pattern', 'abc123'.repeat(8), /does not look random/],
    ['a repeated character', 'a'.repeat(64), /does not look random/],
  ])('refuses a signing key that is %s', (_what, value, message) => {
    for (const name of SIGNING_KEYS) {
      const start = () => loadConfig({ ...production(), [name]: value });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(new RegExp(`${name}: .*${message.source}`));
    }
  });

  it('refuses one key for both webhooks and card tokens', () => {
    const shared = key();
    expect(() =>
      loadConfig({ ...production(), PAYMENT_WEBHOOK_SECRET: shared, CARD_TOKEN_SECRET: shared }),
    ).toThrow(/CARD_TOKEN_SECRET: must differ from PAYMENT_WEBHOOK_SECRET/);
  });

  it.each([
    ['the demo endpoints on', { DEMO_MODE: 'true' }, /DEMO_MODE/],
    [
      'no URL for images',
      { PUBLIC_API_URL: undefined },
      /PUBLIC_API_URL: required in production \(or CDN_URL\)/,
    ],
    ['images over http', { PUBLIC_API_URL: 'http://api.loja.example' }, /PUBLIC_API_URL: must/],
    ['a CDN over http', { CDN_URL: 'http://cdn.loja.example' }, /CDN_URL: must be an https/],
    ['e-mail links over http', { STOREFRONT_URL: 'http://{host}' }, /STOREFRONT_URL: must/],
    [
      "sellers' e-mail links over http",
      { SELLER_OFFICE_URL: 'http://{host}:3001' },
      /SELLER_OFFICE_URL: must/,
    ],
    [
      'no domain for new stores',
      { PLATFORM_DOMAIN: undefined },
      /PLATFORM_DOMAIN: required in production/,
    ],
    [
      "the demo's domain for new stores",
      { PLATFORM_DOMAIN: 'vitrine.localhost' },
      /PLATFORM_DOMAIN: must be a public domain/,
    ],
    ['localhost for new stores', { PLATFORM_DOMAIN: 'localhost.' }, /PLATFORM_DOMAIN: must be/],
  ])('refuses to start with %s', (_what, override, message) => {
    expect(() => loadConfig({ ...production(), ...override })).toThrow(message);
  });

  it('lists every refusal at once', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/PAYMENT_WEBHOOK_SECRET/);
    expect(error?.message).toMatch(/CARD_TOKEN_SECRET/);
    expect(error?.message).toMatch(/PUBLIC_API_URL/);
    expect(error?.message).toMatch(/PLATFORM_DOMAIN/);
  });
});

describe('loadConfig outside production', () => {
  it('starts with no settings, on keys of its own that nobody else knows', () => {
    const first = loadConfig({});
    const second = loadConfig({});
    for (const name of SIGNING_KEYS) {
      expect(first[name]).not.toBe('vitrine-sandbox-webhook-secret');
      expect(first[name].length).toBeGreaterThanOrEqual(32);
      expect(first[name]).not.toBe(second[name]);
    }
    expect(first.CARD_TOKEN_SECRET).not.toBe(first.PAYMENT_WEBHOOK_SECRET);
    expect(first.STOREFRONT_URL).toBe('http://{host}:3000');
    expect(first.SELLER_OFFICE_URL).toBe('http://{host}:3001');
    expect(first.PUBLIC_API_URL).toBe('http://127.0.0.1:3333');
    expect(first.PLATFORM_DOMAIN).toBe('vitrine.localhost');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_API_URL).toBe(
      'http://localhost:8080',
    );
  });
});
