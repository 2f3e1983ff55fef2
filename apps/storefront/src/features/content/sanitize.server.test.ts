import { describe, expect, it } from 'vitest';
import { sanitizeStoreHtml } from './sanitize.server.ts';

describe('sanitizeStoreHtml', () => {
  it.each([
    ['<p>Oi</p><script>alert(1)</script>', '<p>Oi</p>'],
    ['<img src="x.png" onerror="alert(1)" alt="a">', '<img src="x.png" alt="a" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://mal.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" onclick="x()">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<h1>Título</h1>', '<h2>Título</h2>'],
    [
      '<a href="https://loja.example" target="_blank">loja</a>',
      '<a href="https://loja.example" target="_blank" rel="noopener noreferrer">loja</a>',
    ],
  ])('%s → %s', (html, expected) => {
    expect(sanitizeStoreHtml(html)).toBe(expected);
  });
});
