import { describe, expect, it } from 'vitest';
import { onPlatformHost, platformRoot } from './platform.server.ts';

// The platform's host (PLATFORM_DOMAIN, `vitrine.localhost` when unset, as in these tests) is
// no store's: the root loader hands its pages this instead of a store, on that host only.
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  throw new Error('nothing thrown');
};

describe('platformRoot', () => {
  it('serves the platform’s pages on its host, whatever the port', () => {
    for (const path of ['/crie-sua-loja', '/termos-de-uso', '/privacidade/']) {
      const root = platformRoot(new URL(`http://vitrine.localhost:3000${path}`));
      expect(root, path).toMatchObject({ store: null, platform: { domain: 'vitrine.localhost' } });
    }
  });

  it.each(['/', '/produto/camiseta', '/loja-nao-encontrada'])(
    'sends %s on the platform’s host to "Crie sua loja" (no store lives there)',
    (path) => {
      const answer = thrown(() => platformRoot(new URL(`http://vitrine.localhost:3000${path}`)));
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/crie-sua-loja');
    },
  );

  it.each(['http://localhost:3000/crie-sua-loja', 'http://loja.vitrine.localhost:3000/'])(
    'leaves any other host to its store (%s)',
    (url) => {
      expect(platformRoot(new URL(url))).toBeNull();
      expect(onPlatformHost(new Request(url))).toBe(false);
    },
  );
});
