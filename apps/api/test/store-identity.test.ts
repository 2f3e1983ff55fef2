import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { photo, upload } from './fixtures/images.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Configurações → Identidade: the store of the seller's session only, every field checked, the
// colours refused when the storefront could not be read in them, every change audited, and the
// storefront's store data following the write.

const { app, db } = await createTestApp();

// The legal data (name or company name, document, address, e-mail, phone) has its own screen
// and route: store-life.test.ts.
const identity = {
  name: 'Empório Jacarandá',
  description: 'Cestas e presentes de Minas.',
  colors: { primary: '#166534', secondary: '#F0FDF4' },
  tag_manager_id: 'gtm-ab12cd',
  contact: {
    whatsapp: '(31) 99876-5432',
    instagram: '@emporio.jacaranda',
  },
};

describe('store identity (seller)', () => {
  it('saves the identity, normalised, and the storefront’s store data follows at once', async () => {
    const { storeId, token } = await storeWithSeller(db);
    // Read once through the store cache, so a stale copy would show.
    await call(app, 'GET', '/stores/current', { storeId });
    const saved = await call(app, 'PUT', '/settings/identity', { token, storeId, body: identity });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      ...identity,
      logo: null,
      colors: { primary: '#166534', secondary: '#f0fdf4' },
      tag_manager_id: 'GTM-AB12CD',
      contact: { whatsapp: '31998765432', instagram: 'emporio.jacaranda' },
    });
    expect((await call(app, 'GET', '/settings/identity', { token, storeId })).json).toEqual(
      saved.json,
    );
    const store = (await call(app, 'GET', '/stores/current', { storeId })).json;
    expect(store).toMatchObject({
      name: 'Empório Jacarandá',
      tag_manager_id: 'GTM-AB12CD',
      colors: { primary: '#166534', secondary: '#f0fdf4' },
    });
  });

  it('records who changed which fields, before and after; an unchanged save records nothing', async () => {
    const { storeId, token } = await storeWithSeller(db);
    const before = (await call(app, 'GET', '/settings/identity', { token, storeId })).json;
    await call(app, 'PUT', '/settings/identity', {
      token,
      storeId,
      body: { ...before, name: 'Loja Nova' },
    });
    await call(app, 'PUT', '/settings/identity', {
      token,
      storeId,
      body: { ...before, name: 'Loja Nova' },
    });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'store')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entityId: storeId,
      before: { name: before.name },
      after: { name: 'Loja Nova' },
    });
    expect(rows[0]?.sellerId).toEqual(expect.any(String));
    // The store's Histórico lists it under its own kind.
    const history = await call(app, 'GET', '/history?entity=store', { token, storeId });
    expect(history.json.items).toEqual([
      expect.objectContaining({
        entity: 'store',
        action: 'update',
        changes: [{ field: 'name', before: before.name, after: 'Loja Nova' }],
      }),
    ]);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Campo obrigatório.'],
    [
      'a WhatsApp without its area code',
      { contact: { ...identity.contact, whatsapp: '99876-5432' } },
      'contact.whatsapp',
      'Telefone inválido.',
    ],
    [
      'a tag manager id of another product',
      { tag_manager_id: 'UA-12345-1' },
      'tag_manager_id',
      'Use o código do contêiner do Tag Manager (GTM-XXXXXXX).',
    ],
    [
      'an Instagram address instead of a profile',
      { contact: { ...identity.contact, instagram: 'https://instagram.com/x' } },
      'contact.instagram',
      'Use o nome do perfil, como @minhaloja.',
    ],
    [
      'a colour not written #RRGGBB',
      { colors: { primary: 'green', secondary: '#ffffff' } },
      'colors.primary',
      'Use uma cor no formato #RRGGBB.',
    ],
    [
      'a primary white text cannot be read on',
      { colors: { primary: '#f59e0b', secondary: '#ffffff' } },
      'colors.primary',
      'Contraste de 2,14:1 com o branco; o mínimo é 4,5:1. Escolha uma cor mais escura.',
    ],
  ])(
    'refuses %s with a pt-BR message on the field, and keeps the stored identity',
    async (_, change, path, message) => {
      const { storeId, token } = await storeWithSeller(db);
      const before = (await call(app, 'GET', '/settings/identity', { token, storeId })).json;
      const refused = await call(app, 'PUT', '/settings/identity', {
        token,
        storeId,
        body: { ...identity, ...change },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('validation_error');
      expect(refused.json.details).toContainEqual({ path, message });
      expect((await call(app, 'GET', '/settings/identity', { token, storeId })).json).toEqual(
        before,
      );
    },
  );

  it('answers only sellers, and only for their own store', async () => {
    const a = await storeWithSeller(db);
    const b = await storeWithSeller(db);
    const customer = await sessionFor(db, 'customer', await createCustomer(db, a.storeId));
    const get = (token: string | undefined, storeId: string) =>
      call(app, 'GET', '/settings/identity', { token, storeId });
    expect((await get(undefined, a.storeId)).status).toBe(401);
    const asCustomer = { token: customer, storeId: a.storeId, body: identity };
    expect((await call(app, 'PUT', '/settings/identity', asCustomer)).status).toBe(401);
    // A's seller naming store B is refused, and B keeps its identity.
    const bBefore = (await get(b.token, b.storeId)).json;
    const across = { token: a.token, storeId: b.storeId, body: { ...identity, name: 'De A' } };
    expect((await call(app, 'PUT', '/settings/identity', across)).status).toBe(403);
    expect((await get(b.token, b.storeId)).json).toEqual(bBefore);
  });
});

describe('store logo (seller)', () => {
  /** A 1200 × 300 PNG sent through POST /images, as the office does: its id. */
  async function uploadLogo(storeId: string, token: string) {
    const bytes = await photo(1200, 300, '#166534').png().toBuffer();
    const res = await upload(app, { token, storeId, bytes, name: 'logo.png', type: 'image/png' });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  it('takes an uploaded image as the logo, with its size; the storefront and the audit follow; removing it too', async () => {
    const { storeId, token } = await storeWithSeller(db);
    await call(app, 'GET', '/stores/current', { storeId });
    const imageId = await uploadLogo(storeId, token);
    const saved = await call(app, 'PUT', '/settings/identity/logo', {
      token,
      storeId,
      body: { image_id: imageId },
    });
    expect(saved.status).toBe(200);
    const logo = saved.json.logo as { src: string; width: number; height: number };
    // The 640 px WebP: the header's 40 px height needs no more, even on a dense screen.
    expect(logo).toEqual({
      src: expect.stringMatching(new RegExp(`/stores/${storeId}/images/[0-9a-f]{64}\\.webp$`)),
      width: 1200,
      height: 300,
    });
    const rendition = await app.request(new URL(logo.src).pathname);
    expect(rendition.status).toBe(200);
    expect((await rendition.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const store = (await call(app, 'GET', '/stores/current', { storeId })).json;
    expect(store).toMatchObject({ logo: logo.src, logo_size: { width: 1200, height: 300 } });

    const removed = await call(app, 'DELETE', '/settings/identity/logo', { token, storeId });
    expect(removed.status).toBe(200);
    expect(removed.json.logo).toBeNull();
    const after = (await call(app, 'GET', '/stores/current', { storeId })).json;
    expect(after).toMatchObject({ logo: null, logo_size: null });

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'store')))
      .orderBy(auditLog.createdAt);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['update', { logo: null }, { logo: logo.src }],
      ['update', { logo: logo.src }, { logo: null }],
    ]);
  });

  it('refuses an image another store uploaded, and an id that names nothing (400), keeping the logo', async () => {
    const a = await storeWithSeller(db);
    const b = await storeWithSeller(db);
    const theirs = await uploadLogo(b.storeId, b.token);
    for (const imageId of [theirs, '00000000-0000-4000-8000-000000000009']) {
      const res = await call(app, 'PUT', '/settings/identity/logo', {
        token: a.token,
        storeId: a.storeId,
        body: { image_id: imageId },
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'image_unknown',
        message: 'A imagem do logo não foi encontrada. Envie-a de novo.',
      });
    }
    const bad = await call(app, 'PUT', '/settings/identity/logo', {
      token: a.token,
      storeId: a.storeId,
      body: { image_id: 'logo.png' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toContainEqual({
      path: 'image_id',
      message: 'Envie a imagem do logo de novo.',
    });
    const identityOfA = await call(app, 'GET', '/settings/identity', a);
    expect(identityOfA.json.logo).toBeNull();
  });

  it('refuses a sales seller the logo routes (403)', async () => {
    const { store, storeId } = await storeWithSeller(db);
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, store.id, { role: 'sales' }),
    );
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(app, method, '/settings/identity/logo', {
        token: sales,
        storeId,
        body: method === 'PUT' ? { image_id: '00000000-0000-4000-8000-000000000009' } : undefined,
      });
      expect(res.status, method).toBe(403);
      expect(res.json.code).toBe('role_forbidden');
    }
  });
});
