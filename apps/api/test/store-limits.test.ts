import { describe, expect, it } from 'vitest';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { csvFile, uploadCsv } from './fixtures/catalog-csv.ts';
import { photo, upload } from './fixtures/images.ts';
import { call, createTestApp } from './harness.ts';

// What one store may hold (settings STORE_MAX_*): the API refuses the write that would pass a
// limit with a pt-BR message the office shows, and tells the office what the store holds.

const { app, db } = await createTestApp({
  config: { STORE_MAX_PRODUCTS: '2', STORE_MAX_SELLERS: '2', STORE_MAX_IMAGE_BYTES: '2000' },
});

async function owner() {
  const store = await createStore(db);
  const seller = await createSeller(db, store.id, { role: 'owner' });
  const token = await sessionFor(db, 'seller', seller);
  const as = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { storeId: store.id, token, body });
  return { store, token, as };
}

const product = (n: number, status = 'active') => ({
  name: `Vaso ${n}`,
  status,
  description: '<p>Vaso.</p>',
  variations: [{ code: `VASO-${n}`, price: 10, stock: 1 }],
});

describe('a store’s limits', () => {
  it('refuses a product past the limit, counts none archived, and checks one taken out of the archive', async () => {
    const { as } = await owner();
    const first = await as('POST', '/catalog/products', product(1));
    expect(first.status, first.text).toBe(201);
    expect((await as('POST', '/catalog/products', product(2, 'draft'))).status).toBe(201);
    const third = await as('POST', '/catalog/products', product(3));
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({
      code: 'store_limit_reached',
      details: { limit: 'products', used: 2, max: 2 },
    });
    expect(third.json.message).toBe(
      'Sua loja chegou ao limite de 2 produtos e serviços ativos, em rascunho ou pausados. Arquive os que não vende mais para criar outros.',
    );
    const duplicate = await as('POST', `/catalog/products/${first.json._id}/duplicate`);
    expect(duplicate.json.code).toBe('store_limit_reached');
    // An archived one does not count: archiving makes room; taking it back out is checked.
    const archived = await as('POST', `/catalog/products/${first.json._id}/status`, {
      status: 'archived',
    });
    expect(archived.status, archived.text).toBe(200);
    expect((await as('POST', '/catalog/products', product(3))).status).toBe(201);
    const back = await as('POST', `/catalog/products/${first.json._id}/status`, {
      status: 'active',
    });
    expect(back.json.code).toBe('store_limit_reached');

    const usage = await as('GET', '/store-usage');
    expect(usage.json.products).toEqual({ used: 2, max: 2 });
  });

  it('refuses an invitation past the team’s limit', async () => {
    const { as } = await owner();
    const invite = (email: string) =>
      as('POST', '/team/sellers', { first_name: 'Joana', last_name: 'Reis', email, role: 'sales' });
    expect((await invite(`joana-${Date.now()}@exemplo.com.br`)).status).toBe(201);
    const refused = await invite(`bia-${Date.now()}@exemplo.com.br`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'store_limit_reached',
      details: { limit: 'team', used: 2, max: 2 },
    });
    expect((await as('GET', '/store-usage')).json.team).toEqual({ used: 2, max: 2 });
  });

  it('refuses an upload whose renditions would pass the images’ bytes', async () => {
    const { store, token, as } = await owner();
    const refused = await upload(app, {
      token,
      storeId: store.id,
      bytes: await photo(1200, 900).jpeg().toBuffer(),
    });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; details: { limit: string } };
    expect(body).toMatchObject({ code: 'store_limit_reached', details: { limit: 'image_bytes' } });
    expect((await as('GET', '/store-usage')).json.image_bytes).toEqual({ used: 0, max: 2000 });
  });

  it('lists a spreadsheet’s new products past the limit as problems and imports the rest', async () => {
    const { store, token, as } = await owner();
    const header = ['Tipo', 'Código do produto', 'Nome', 'Status', 'SKU', 'Preço', 'Estoque'];
    const file = csvFile(header, [
      ['produto', 'P-1', 'Vaso Um', 'ativo', 'P-1-U', '10', '1'],
      ['produto', 'P-2', 'Vaso Dois', 'ativo', 'P-2-U', '10', '1'],
      ['produto', 'P-3', 'Vaso Três', 'ativo', 'P-3-U', '10', '1'],
    ]);
    const checked = await uploadCsv(app, { token, storeId: store.id }, file);
    expect(checked.json.status, JSON.stringify(checked.json)).toBe('checked');
    expect((await as('POST', `/catalog/imports/${checked.json._id}/apply`)).status).toBe(202);
    const applied = (await as('GET', `/catalog/imports/${checked.json._id}`)).json;
    expect(applied).toMatchObject({ status: 'applied', created: 2 });
    expect(applied.problems).toEqual([
      expect.objectContaining({
        row: 4,
        message:
          'Sua loja chegou ao limite de 2 produtos e serviços ativos, em rascunho ou pausados. Arquive os que não vende mais para criar outros.',
      }),
    ]);
    expect((await as('GET', '/store-usage')).json.products).toEqual({ used: 2, max: 2 });
  });
});
