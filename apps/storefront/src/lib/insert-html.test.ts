import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { insertAfterOpening } from './insert-html.ts';

async function through(chunks: Buffer[]) {
  let out = '';
  for await (const chunk of Readable.from(chunks).pipe(
    insertAfterOpening({
      head: '<meta name="robots" content="noindex"/>',
      body: '<aside>Prévia</aside>',
    }),
  )) {
    out += String(chunk);
  }
  return out;
}

describe('insertAfterOpening', () => {
  it('puts the marks right after <head> and <body>, however the page is cut into chunks', async () => {
    const page = Buffer.from(
      '<!DOCTYPE html><html lang="pt-BR"><head><title>Ateliê</title></head><body class="x"><main>Olá</main></body></html>',
    );
    const expected =
      '<!DOCTYPE html><html lang="pt-BR"><head><meta name="robots" content="noindex"/><title>Ateliê</title></head><body class="x"><aside>Prévia</aside><main>Olá</main></body></html>';
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await through([page.subarray(0, cut), page.subarray(cut)])).toBe(expected);
    }
  });

  it('gives back a page without a body as it came', async () => {
    expect(await through([Buffer.from('<p>sem corpo</p>')])).toBe('<p>sem corpo</p>');
  });
});
