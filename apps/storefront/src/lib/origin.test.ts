import { describe, expect, it } from 'vitest';
import { originOf } from './loader.server.ts';

// The origin a page's canonical link, Open Graph URL, sitemap and structured data name.
describe('originOf', () => {
  it('names the primary domain when the store has one, with the scheme and port the page had', () => {
    const request = new Request('http://aurora.localhost:3000/produto/caneca');
    expect(originOf(request, 'www.lojaaurora.com.br')).toBe('http://www.lojaaurora.com.br:3000');
    expect(originOf(new Request('https://aurora.vitrine.com.br/'), 'www.lojaaurora.com.br')).toBe(
      'https://www.lojaaurora.com.br',
    );
  });

  it('names the request’s own origin without one', () => {
    expect(originOf(new Request('http://ipe.localhost:3000/slider'), null)).toBe(
      'http://ipe.localhost:3000',
    );
  });
});
