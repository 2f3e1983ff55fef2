import { describe, expect, it } from 'vitest';
import { sanitizeStoreHtml } from './sanitize.server.ts';

const page = { title: 'Trocas e devoluções' };

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
    expect(sanitizeStoreHtml(html, page)).toBe(expected);
  });

  // The page shows its title as its one h1: a heading opening the HTML with it is a repeat.
  it.each([
    ['<h2>Trocas e devoluções</h2>\n<p>ok</p>', 'Trocas e devoluções', '<p>ok</p>'],
    ['\n  <h3 id="t">  TROCAS e\n devoluções </h3><p>ok</p>', 'Trocas e devoluções', '<p>ok</p>'],
    ['<h2><strong>Frete</strong> &amp; prazos</h2><p>ok</p>', 'Frete & prazos', '<p>ok</p>'],
    ['<h2>Preços &lt; R$ 100</h2><p>ok</p>', 'Preços < R$ 100', '<p>ok</p>'],
    ['<p>ok</p><h2>Sobre nós</h2>', 'Sobre nós', '<p>ok</p><h2>Sobre nós</h2>'],
    ['<p>Sobre nós</p><p>ok</p>', 'Sobre nós', '<p>Sobre nós</p><p>ok</p>'],
    ['<h2>Sobre nós</h2><h2>Sobre nós</h2>', 'Sobre nós', '<h2>Sobre nós</h2>'],
  ])('%j titled %j → %j', (html, title, expected) => {
    expect(sanitizeStoreHtml(html, { title })).toBe(expected);
  });

  // The headings left keep their order, the highest an h2 under the page's h1.
  it.each([
    [
      '<h2>T</h2><h3>A</h3><p>a</p><h4>a.1</h4><h3>B</h3>',
      '<h2>A</h2><p>a</p><h3>a.1</h3><h2>B</h2>',
    ],
    ['<h1>T</h1><h2>A</h2><h3>a.1</h3>', '<h2>A</h2><h3>a.1</h3>'],
    ['<h1>Outro</h1><h2>A</h2>', '<h2>Outro</h2><h3>A</h3>'],
    ['<h2>Sobre a loja</h2><p>ok</p>', '<h2>Sobre a loja</h2><p>ok</p>'],
    ['<h4>A</h4><h6>a</h6>', '<h2>A</h2><h4>a</h4>'],
    ['<h1>A</h1><h6>a</h6>', '<h2>A</h2><h6>a</h6>'],
    ['<p>&lt;h3&gt; não é um título</p>', '<p>&lt;h3&gt; não é um título</p>'],
  ])('%j titled "T" → %j', (html, expected) => {
    expect(sanitizeStoreHtml(html, { title: 'T' })).toBe(expected);
  });
});
