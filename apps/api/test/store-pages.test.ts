import { contentPageListSchema } from '@vitrine/contract/pages';
import { storePageListSchema, storePageSchema } from '@vitrine/contract/store-pages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createPage } from './fixtures/catalog.ts';
import { STORE_PAGE } from './fixtures/requests.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Configurações → Páginas: the seller's store only, every value checked, the HTML cleaned by
// the product descriptions' rules, every write audited, and the storefront's list and page
// following what the seller chose (published, in the footer, in which order).

const { app, db } = await createTestApp();

async function pageAudit(entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);
}

describe('content pages (seller)', () => {
  it('creates a page with a slug made from its title, its HTML cleaned, and audits it', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const created = await call(app, 'POST', '/settings/pages', {
      token,
      storeId,
      body: {
        title: 'Política de Privacidade (LGPD)',
        html: '<h2>Dados</h2><p onclick="alert(1)">Usamos <a href="javascript:alert(1)">isto</a>.</p><script>window.x=1</script><img src="x" onerror="alert(1)">',
      },
    });
    expect(created.status).toBe(201);
    const page = storePageSchema.parse(created.json);
    expect(page).toMatchObject({
      title: 'Política de Privacidade (LGPD)',
      slug: 'politica-de-privacidade-lgpd',
      html: '<h2>Dados</h2><p>Usamos <a>isto</a>.</p><img src="x" loading="lazy" />',
      published: true,
      in_footer: true,
      footer_position: 0,
    });
    const [row] = await pageAudit(page._id);
    expect(row).toMatchObject({ action: 'create', before: null });
    expect(row!.after).toMatchObject({ title: page.title, slug: page.slug, html: page.html });

    const twin = await call(app, 'POST', '/settings/pages', {
      token,
      storeId,
      body: { title: 'Política de privacidade — LGPD' },
    });
    expect(twin.json.slug).toBe('politica-de-privacidade-lgpd-2');
  });

  it.each([
    [{ title: '' }, 'title', 'Campo obrigatório.'],
    [{ title: '   ' }, 'title', 'Campo obrigatório.'],
    [{ title: 'x'.repeat(81) }, 'title', 'Use no máximo 80 caracteres no título.'],
    [{ slug: 'Trocas' }, 'slug', /letras minúsculas, números e hífens/],
    [{ slug: 'trocas_e_devolucoes' }, 'slug', /letras minúsculas, números e hífens/],
    [{ slug: 'trocas--devolucoes' }, 'slug', /letras minúsculas, números e hífens/],
    [{ slug: '-trocas' }, 'slug', /letras minúsculas, números e hífens/],
    [{ slug: 'a'.repeat(81) }, 'slug', 'Use no máximo 80 caracteres no endereço.'],
    [{ html: 'x'.repeat(100_001) }, 'html', /100\.000 caracteres/],
    [{ footer_position: -1 }, 'footer_position', 'A posição no rodapé vai de 0 a 999.'],
    [{ footer_position: 1000 }, 'footer_position', 'A posição no rodapé vai de 0 a 999.'],
    [{ footer_position: 1.5 }, 'footer_position', 'Use um número inteiro na posição.'],
  ])('refuses %o with a pt-BR message on the field', async (change, field, message) => {
    const { storeId, token } = await storeWithSeller(db);
    const res = await call(app, 'POST', '/settings/pages', {
      token,
      storeId,
      body: { ...STORE_PAGE, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    const detail = (res.json.details as { path: string; message: string }[]).find(
      (d) => d.path === field,
    );
    expect(detail?.message).toMatch(message);
  });

  it('refuses a slug another page of the store has (409), on create and on update', async () => {
    const { storeId, token } = await storeWithSeller(db);
    await createPage(db, storeId, { title: 'Trocas', slug: 'trocas', html: '' });
    const res = await call(app, 'POST', '/settings/pages', {
      token,
      storeId,
      body: { ...STORE_PAGE, slug: 'trocas' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'slug_taken',
      message: 'O endereço "trocas" já é usado por outra página desta loja.',
    });
    const other = await createPage(db, storeId, { title: 'Entrega', slug: 'entrega', html: '' });
    const moved = await call(app, 'PUT', `/settings/pages/${other.id}`, {
      token,
      storeId,
      body: { ...STORE_PAGE, slug: 'trocas' },
    });
    expect(moved.status).toBe(409);
    expect(moved.json.code).toBe('slug_taken');
    // Its own slug is no conflict; another store's same slug neither.
    const kept = await call(app, 'PUT', `/settings/pages/${other.id}`, {
      token,
      storeId,
      body: { ...STORE_PAGE, slug: 'entrega' },
    });
    expect(kept.status).toBe(200);
    const elsewhere = await storeWithSeller(db);
    const same = await call(app, 'POST', '/settings/pages', {
      token: elsewhere.token,
      storeId: elsewhere.storeId,
      body: { ...STORE_PAGE, slug: 'trocas' },
    });
    expect(same.status).toBe(201);
  });

  it('updates a page, audits what changed, and the old address answers 404', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const page = await createPage(db, storeId, { title: 'Entrega', slug: 'entrega', html: '' });
    const res = await call(app, 'PUT', `/settings/pages/${page.id}`, {
      token,
      storeId,
      body: { ...STORE_PAGE, title: 'Prazos de entrega', slug: 'prazos-de-entrega', html: '' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Prazos de entrega', slug: 'prazos-de-entrega' });
    const [row] = await pageAudit(page.id);
    expect(row).toMatchObject({
      action: 'update',
      before: { title: 'Entrega', slug: 'entrega', footer_position: 0 },
      after: { title: 'Prazos de entrega', slug: 'prazos-de-entrega', footer_position: 1 },
    });
    expect((await call(app, 'GET', '/pages/entrega', { storeId })).status).toBe(404);
    expect((await call(app, 'GET', '/pages/prazos-de-entrega', { storeId })).status).toBe(200);
    // A blank slug keeps the page's address.
    const blank = await call(app, 'PUT', `/settings/pages/${page.id}`, {
      token,
      storeId,
      body: { ...STORE_PAGE, title: 'Entregas', slug: '' },
    });
    expect(blank.json.slug).toBe('prazos-de-entrega');
  });

  it('deletes a page, audits it, and the storefront answers 404 for it', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const page = await createPage(db, storeId, {
      title: 'Sobre',
      slug: 'sobre',
      html: '<p>Oi</p>',
    });
    const res = await call(app, 'DELETE', `/settings/pages/${page.id}`, { token, storeId });
    expect(res.status).toBe(204);
    const [row] = await pageAudit(page.id);
    expect(row).toMatchObject({ action: 'delete', after: null });
    expect(row!.before).toMatchObject({ title: 'Sobre', slug: 'sobre', html: '<p>Oi</p>' });
    expect((await call(app, 'GET', '/pages/sobre', { storeId })).status).toBe(404);
    const again = await call(app, 'DELETE', `/settings/pages/${page.id}`, { token, storeId });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ code: 'page_not_found', message: 'Página não encontrada.' });
  });

  it('names the page in the store’s Histórico', async () => {
    const { storeId, token } = await storeWithSeller(db);
    await call(app, 'POST', '/settings/pages', {
      token,
      storeId,
      body: { ...STORE_PAGE, title: 'Quem somos', slug: '' },
    });
    const history = await call(app, 'GET', '/history?entity=page', { token, storeId });
    expect(history.status).toBe(200);
    expect(history.json.items[0]).toMatchObject({
      entity: 'page',
      action: 'create',
      entity_name: 'Quem somos',
    });
  });

  it('never shows or changes another store’s page (404)', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const other = await storeWithSeller(db);
    const theirs = await createPage(db, other.storeId, { title: 'Deles', html: '<p>x</p>' });
    const list = storePageListSchema.parse(
      (await call(app, 'GET', '/settings/pages', { token, storeId })).json,
    );
    expect(list.items.map((item) => item._id)).not.toContain(theirs.id);
    const put = await call(app, 'PUT', `/settings/pages/${theirs.id}`, {
      token,
      storeId,
      body: STORE_PAGE,
    });
    expect(put.status).toBe(404);
    const del = await call(app, 'DELETE', `/settings/pages/${theirs.id}`, { token, storeId });
    expect(del.status).toBe(404);
    expect(await pageAudit(theirs.id)).toEqual([]);
  });

  it('refuses a sales seller every page route (403), and lets an administrator in', async () => {
    const { store, storeId } = await storeWithSeller(db);
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, store.id, { role: 'sales' }),
    );
    const page = await createPage(db, storeId, { title: 'Trocas', html: '' });
    for (const [method, path, body] of [
      ['GET', '/settings/pages', undefined],
      ['POST', '/settings/pages', STORE_PAGE],
      ['PUT', `/settings/pages/${page.id}`, STORE_PAGE],
      ['DELETE', `/settings/pages/${page.id}`, undefined],
    ] as const) {
      const res = await call(app, method, path, { token: sales, storeId, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code).toBe('role_forbidden');
    }
    const admin = await sessionFor(
      db,
      'seller',
      await createSeller(db, store.id, { role: 'admin' }),
    );
    expect((await call(app, 'GET', '/settings/pages', { token: admin, storeId })).status).toBe(200);
  });
});

describe('content pages (storefront): drafts and the footer', () => {
  it('lists only published pages chosen for the footer, by position then title; a draft is 404', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const save = (body: Record<string, unknown>) =>
      call(app, 'POST', '/settings/pages', { token, storeId, body: { ...STORE_PAGE, ...body } });
    await save({ title: 'Trocas', slug: 'trocas', footer_position: 2 });
    await save({ title: 'Entrega', slug: 'entrega', footer_position: 2 });
    await save({ title: 'Sobre', slug: 'sobre', footer_position: 1 });
    await save({ title: 'Fora do rodapé', slug: 'fora', in_footer: false });
    await save({ title: 'Rascunho', slug: 'rascunho', published: false });

    const footer = contentPageListSchema.parse(
      (await call(app, 'GET', '/pages', { storeId })).json,
    );
    expect(footer.items.map((item) => item.slug)).toEqual(['sobre', 'entrega', 'trocas']);
    expect((await call(app, 'GET', '/pages/fora', { storeId })).status).toBe(200);
    const draft = await call(app, 'GET', '/pages/rascunho', { storeId });
    expect(draft.status).toBe(404);
    expect(draft.json.code).toBe('page_not_found');

    const office = storePageListSchema.parse(
      (await call(app, 'GET', '/settings/pages', { token, storeId })).json,
    );
    expect(office.items.map((item) => item.slug)).toEqual([
      'fora',
      'rascunho',
      'sobre',
      'entrega',
      'trocas',
    ]);
  });
});
