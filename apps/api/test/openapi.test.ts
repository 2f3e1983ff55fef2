import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './harness.ts';

const { app } = await createTestApp();

/** Hono's '/products/:slug' is OpenAPI's '/products/{slug}'. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

describe('/openapi.json', () => {
  it('describes every route the app registers, with its method', async () => {
    const spec = (await call(app, 'GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Middleware is registered under the ALL method; /openapi.json is the document itself.
    const registered = app.routes
      .filter((route) => route.method !== 'ALL' && route.path !== '/openapi.json')
      .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`);
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(0);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('tags and summarises every operation and declares its success answer', async () => {
    const spec = (await call(app, 'GET', '/openapi.json')).json as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: object }>
      >;
    };
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
        const codes = Object.keys(operation.responses ?? {});
        expect(
          codes.some((code) => /^[23]/.test(code)),
          `${method} ${path} answers`,
        ).toBe(true);
      }
    }
  });

  it('names the shared schemas of the contract as components', async () => {
    const spec = (await call(app, 'GET', '/openapi.json')).json;
    expect(Object.keys(spec.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'Store',
        'Product',
        'ProductSummary',
        'SearchResult',
        'ContentPage',
        'SitemapItemList',
      ]),
    );
  });
});
