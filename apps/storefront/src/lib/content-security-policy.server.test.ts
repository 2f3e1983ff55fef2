import { describe, expect, it } from 'vitest';
import {
  MERCADO_PAGO_ORIGINS,
  MERCADO_PAGO_SDK_ORIGIN,
  pagePolicy,
} from './content-security-policy.server.ts';

const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';
const store = (data: {
  tag_manager_id?: string | null;
  assets_url?: string;
  card_gateway?: { sdk_url: string } | null;
}) => ({
  store: { data },
});

/** The policy as { directive: sources }. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every source of the policy that names a host (not a keyword, a nonce or a scheme). */
const hostsOf = (policy: string) =>
  new Set(
    Object.values(parse(policy))
      .flat()
      .filter((source) => /^https?:\/\//.test(source)),
  );

describe('pagePolicy', () => {
  it('runs only the scripts with the nonce and what they load; no plugins, base or framing', () => {
    const policy = parse(pagePolicy(store({ assets_url: 'https://cdn.exemplo.com.br/a' }), NONCE));
    expect(policy['script-src']).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("takes pictures from the store's asset host, and names no other host", () => {
    const policy = pagePolicy(store({ assets_url: 'https://cdn.exemplo.com.br/lojas/a' }), NONCE);
    expect(parse(policy)['img-src']).toEqual(["'self'", 'data:', 'https://cdn.exemplo.com.br']);
    expect([...hostsOf(policy)]).toEqual(['https://cdn.exemplo.com.br']);
  });

  it("allows the tag manager's host, and only it, when the store has a container", () => {
    const policy = pagePolicy(
      store({ assets_url: 'https://cdn.exemplo.com.br', tag_manager_id: 'GTM-AB12CD' }),
      NONCE,
    );
    const gtm = 'https://www.googletagmanager.com';
    const directives = parse(policy);
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directives[name], name).toContain(gtm);
    }
    expect([...hostsOf(policy)].sort()).toEqual(['https://cdn.exemplo.com.br', gtm]);
  });

  it.each([null, '', 'UA-1234', 'GTM-ab"];alert(1)//'])(
    'names no tag manager host for a store whose container is %j (the page loads none)',
    (id) => {
      const policy = pagePolicy(
        store({ assets_url: 'http://127.0.0.1:3333', tag_manager_id: id }),
        NONCE,
      );
      expect(policy).not.toContain('googletagmanager');
    },
  );

  it('has only this origin for the store-not-found page (no store)', () => {
    expect(hostsOf(pagePolicy({ store: null }, NONCE)).size).toBe(0);
  });

  it("lets the platform's pages post to a store's office under its domain, and no other page", () => {
    const platform = parse(
      pagePolicy(
        { store: null, platform: { domain: 'vitrine.localhost' } },
        NONCE,
        '/crie-sua-loja',
      ),
    );
    // No scheme: the page's own (https in production), any port (the office's).
    expect(platform['form-action']).toEqual(["'self'", '*.vitrine.localhost:*']);
    const shop = parse(pagePolicy(store({ assets_url: 'https://cdn.exemplo.com.br' }), NONCE));
    expect(shop['form-action']).toEqual(["'self'"]);
  });
});

describe('pagePolicy with a card gateway', () => {
  const PAY = '/finalizar-compra/pagar';
  const loopback = store({
    assets_url: 'https://cdn.exemplo.com.br',
    card_gateway: { sdk_url: 'http://127.0.0.1:4610/js/v2' },
  });

  it("lets the pay page load the gateway's script and post the card to its origin", () => {
    const policy = parse(pagePolicy(loopback, NONCE, PAY));
    expect(policy['script-src']).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      'http://127.0.0.1:4610',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4610']);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(parse(pagePolicy(loopback, NONCE, `${PAY}/`))['connect-src']).toContain(
      'http://127.0.0.1:4610',
    );
  });

  it("names Mercado Pago's hosts, not only the SDK's, when the store loads its real SDK", () => {
    // No request is made: the policy is text. The hosts are the module's one list of them.
    const real = store({ card_gateway: { sdk_url: `${MERCADO_PAGO_SDK_ORIGIN}/js/v2` } });
    const policy = parse(pagePolicy(real, NONCE, PAY));
    expect(policy['script-src']).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      ...MERCADO_PAGO_ORIGINS.scriptOrigins,
    ]);
    expect(policy['connect-src']).toEqual(["'self'", ...MERCADO_PAGO_ORIGINS.connectOrigins]);
    expect(MERCADO_PAGO_ORIGINS.scriptOrigins[0]).toBe(MERCADO_PAGO_SDK_ORIGIN);
  });

  it.each([
    '/',
    '/produto/camisa',
    '/finalizar-compra/carrinho',
    '/finalizar-compra/card/AB12CD34',
  ])("keeps every other page's policy as it is (%s)", (path) => {
    expect(pagePolicy(loopback, NONCE, path)).toBe(
      pagePolicy(store({ assets_url: 'https://cdn.exemplo.com.br' }), NONCE, path),
    );
  });

  it('adds nothing to the pay page of a store without a gateway', () => {
    const sandbox = store({ assets_url: 'https://cdn.exemplo.com.br', card_gateway: null });
    expect(pagePolicy(sandbox, NONCE, PAY)).toBe(pagePolicy(sandbox, NONCE, '/'));
  });
});
