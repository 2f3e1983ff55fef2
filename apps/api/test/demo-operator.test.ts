import { describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR, hasDemoOperator, seedDemoOperator } from '../src/seed/demo-operator.ts';
import { printBanner } from '../src/startup-banner.ts';
import { call, createTestApp } from './harness.ts';

// The demo's operator of the platform's console (demo mode's first start makes it) and the
// start's banner, which prints it with the console's address only when given it.

const { app, db } = await createTestApp();

async function bannerOf(console: Parameters<typeof printBanner>[1]['console']) {
  const log = vi.spyOn(globalThis.console, 'log').mockImplementation(() => {});
  await printBanner(db, {
    url: 'http://127.0.0.1:3333',
    driver: 'PGlite',
    demoMode: console !== null,
    accounts: [],
    accountsFor: () => [],
    platform: { signUp: 'x', store: 'y', office: 'z' },
    console,
  });
  const printed = log.mock.calls.map((args) => String(args[0])).join('\n');
  log.mockRestore();
  return printed;
}

describe('the demo operator', () => {
  it('is made once, signs in with the published password and is asked to set up the authenticator', async () => {
    expect(await hasDemoOperator(db)).toBe(false);
    await seedDemoOperator(db);
    expect(await hasDemoOperator(db)).toBe(true);
    const login = await call(app, 'POST', '/operator/login', {
      body: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
    });
    expect(login.status, login.text).toBe(200);
    const me = await call(app, 'GET', '/operator/me', { token: login.json.access_token as string });
    expect(me.json).toMatchObject({ email: DEMO_OPERATOR.email, two_factor_setup_required: true });
  });

  it('is printed with the console’s address when given, and not otherwise', async () => {
    const printed = await bannerOf({
      url: 'http://vitrine.localhost:3001/operador',
      email: DEMO_OPERATOR.email,
      password: DEMO_OPERATOR.password,
    });
    expect(printed).toContain('Console da plataforma: http://vitrine.localhost:3001/operador');
    expect(printed).toContain('operador operador@vitrine.localhost  senha: Operador@123');
    expect(printed).toContain('verificação em duas etapas');
    const none = await bannerOf(null);
    expect(none).not.toContain('Console da plataforma');
    expect(none).not.toContain(DEMO_OPERATOR.password);
  });
});
