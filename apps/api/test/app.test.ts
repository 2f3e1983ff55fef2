import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './harness.ts';

const { app } = await createTestApp();

describe('createApp', () => {
  it('describes itself at /openapi.json', async () => {
    const res = await call(app, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.info.title).toBe('Vitrine API');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await call(app, 'GET', '/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('sends security headers on every answer', async () => {
    const res = await call(app, 'GET', '/nada-aqui');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://evil.example', null],
  ])('allows CORS only for configured origins (%s)', async (origin, allowed) => {
    const res = await call(app, 'OPTIONS', '/openapi.json', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
  });
});
