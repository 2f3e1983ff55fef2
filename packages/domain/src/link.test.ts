import { describe, expect, it } from 'vitest';
import { withHttp } from './link.ts';

describe('withHttp', () => {
  it.each([
    ['loja.com.br', 'http://loja.com.br'],
    ['www.loja.com.br/produtos', 'http://www.loja.com.br/produtos'],
    ['  loja.com.br  ', 'http://loja.com.br'],
  ])('prepends http:// to %j', (link, expected) => {
    expect(withHttp(link)).toBe(expected);
  });

  it.each(['http://loja.com.br', 'https://loja.com.br', 'HTTPS://Loja.com.br'])(
    'keeps %j, which already has a scheme',
    (link) => {
      expect(withHttp(link)).toBe(link);
    },
  );

  it.each([
    ['httpbin.org', 'http://httpbin.org'],
    ['loja.com.br/http', 'http://loja.com.br/http'],
  ])('looks for the scheme, not the letters "http" anywhere: %j', (link, expected) => {
    expect(withHttp(link)).toBe(expected);
  });

  it.each(['', '   '])('leaves a blank link blank: %j', (link) => {
    expect(withHttp(link)).toBe('');
  });
});
