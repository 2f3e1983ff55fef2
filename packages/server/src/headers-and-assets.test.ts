import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountHeadersAndAssets } from './headers-and-assets.ts';

function server() {
  const clientDir = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-3f2a.js'), 'console.log("vitrine");'.repeat(100));
  const app = new Hono();
  mountHeadersAndAssets(app, clientDir);
  app.get('/page', (c) => c.text('página'));
  return app;
}

describe('mountHeadersAndAssets', () => {
  it('keeps a hashed asset a year, compressed on request', async () => {
    const response = await server().request('/assets/app-3f2a.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('does not let a shared cache keep a missing asset a year', async () => {
    const response = await server().request('/assets/gone-0000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('sends the secure headers, with a referrer that keeps form posts’ Origin', async () => {
    const response = await server().request('/page');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });
});
