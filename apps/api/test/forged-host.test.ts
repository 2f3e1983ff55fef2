import { describe, expect, it } from 'vitest';
import { createBanner, createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { createTestApp } from './harness.ts';

// Image URLs in answers come from configuration (CDN_URL, PUBLIC_API_URL), never from the
// request: with the URL built from `Host: evil.example`, one request would have put
// http://evil.example/public/… into an answer a shared cache then hands to everyone.

const defaults = await createTestApp();
const configured = await createTestApp({ config: { PUBLIC_API_URL: 'https://api.loja.example' } });
const cdn = await createTestApp({
  config: { PUBLIC_API_URL: 'https://api.loja.example', CDN_URL: 'https://cdn.loja.example/' },
});

async function catalogOf(target: typeof defaults) {
  const store = await createStore(target.db);
  await createBanner(target.db, store.id, { title: 'Coleção', position: 0 });
  const category = await createCategory(target.db, store.id, { name: 'Aulas', kind: 'service' });
  const product = await createProduct(target.db, store.id, { name: 'Vaso Azul', featured: true });
  const service = await createProduct(target.db, store.id, {
    name: 'Aula de cerâmica',
    kind: 'service',
    categoryId: category.id,
  });
  return {
    store,
    paths: [
      `/stores/by-host?host=${store.hosts[0]}`,
      '/stores/current',
      '/home',
      `/products/${product.slug}`,
      `/services/${service.slug}`,
      `/service-categories/${category.slug}`,
      '/search?q=vaso',
      '/sitemap-items',
    ],
  };
}

/** As @hono/node-server builds the request's URL: from the Host header the client sent. */
const forged = (target: typeof defaults, storeId: string, path: string) =>
  target.app.request(`http://evil.example${path}`, {
    headers: {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      Origin: 'http://evil.example',
      'X-Store-Id': storeId,
    },
  });

describe('Host: evil.example', () => {
  it.each([
    ['no URL setting (demo)', defaults, 'http://127.0.0.1:3333/public/stores/'],
    ['PUBLIC_API_URL', configured, 'https://api.loja.example/public/stores/'],
    ['CDN_URL', cdn, 'https://cdn.loja.example/public/stores/'],
  ])('never changes a URL in any catalog answer, with %s', async (_name, target, base) => {
    const { store, paths } = await catalogOf(target);
    for (const path of paths) {
      const res = await forged(target, store.id, path);
      const text = await res.text();
      expect(res.status, path).toBe(200);
      expect(text, path).not.toContain('evil.example');
      if (path !== '/sitemap-items') expect(text, path).toContain(`${base}${store.id}`);
    }
  });
});
