import { expect, officeUrl, test } from './support/fixtures.ts';

// The office's own server (server/app.ts): store by host, spec §2 guards and redirects.

test('an unknown host gets "Loja não encontrada", with no app to run', async ({ page }) => {
  const response = await page.goto(officeUrl('nada.localhost', '/vendedor/login'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeVisible();
  await expect(page.getByText('nada.localhost')).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
});

test('a seller page without a session sends to the login, remembering the page', async ({
  request,
}) => {
  const response = await request.get(
    officeUrl('localhost', '/vendedor/minha-conta/minhas-vendas?status=pago'),
    {
      maxRedirects: 0,
    },
  );
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(
    `/vendedor/login?voltar=${encodeURIComponent('/vendedor/minha-conta/minhas-vendas?status=pago')}`,
  );
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('/ is the seller home, /login the seller login on this deployment', async ({ request }) => {
  const home = await request.get(officeUrl('localhost', '/'), { maxRedirects: 0 });
  expect(home.headers().location).toBe('/vendedor');
  const login = await request.get(officeUrl('localhost', '/login'), { maxRedirects: 0 });
  expect(login.headers().location).toBe('/vendedor/login');
});

test('spec §2: logout with no seller token goes to /login', async ({ request }) => {
  const response = await request.get(officeUrl('localhost', '/vendedor/login/logout'), {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login');
});

test('an unknown path is a 404 "Page Not Found" with the path', async ({ page }) => {
  const response = await page.goto(officeUrl('localhost', '/vendedor/nao-existe'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/vendedor/nao-existe')).toBeVisible();
});
