import { contentPageListSchema, contentPageSchema } from '@vitrine/contract/pages';
import { describe, expect, it } from 'vitest';
import { createPage, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();
const store = await createStore(db);
const html = '<h2>Trocas</h2><script>window.__vitrineXss = true</script>';
const trocas = await createPage(db, store.id, {
  title: 'Trocas e devoluções',
  slug: 'trocas',
  html,
});
const sobre = await createPage(db, store.id, {
  title: 'Sobre nós',
  slug: 'sobre-nos',
  html: '<p>Olá</p>',
});

describe('content pages (spec §2 /paginas/{slug})', () => {
  it('answers a page with the store’s own HTML, untouched (the storefront sanitises it)', async () => {
    const res = await call(app, 'GET', '/pages/trocas', { storeId: store.id });
    expect(res.status).toBe(200);
    expect(contentPageSchema.parse(res.json)).toMatchObject({
      slug: 'trocas',
      title: 'Trocas e devoluções',
      html,
    });
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('lists the pages by title for the footer, with the date each last changed', async () => {
    const res = await call(app, 'GET', '/pages', { storeId: store.id });
    expect(contentPageListSchema.parse(res.json).items).toEqual([
      { slug: 'sobre-nos', title: 'Sobre nós', updated_at: sobre.updatedAt.toISOString() },
      { slug: 'trocas', title: 'Trocas e devoluções', updated_at: trocas.updatedAt.toISOString() },
    ]);
  });

  it('answers 404 for an unknown page', async () => {
    const res = await call(app, 'GET', '/pages/nada', { storeId: store.id });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'page_not_found', message: 'Página não encontrada.' });
  });
});
