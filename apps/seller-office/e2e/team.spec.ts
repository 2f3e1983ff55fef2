import { expectFits } from '@vitrine/playwright-support/fits';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeIdOf,
  test,
} from './support/fixtures.ts';
import { logInSeller } from './support/shop.ts';

// The team's story against the real API and database: the owner invites a "Vendas" seller on
// /vendedor/equipe (axe at 1280 and 360 px), the invited seller follows the first-access link
// of the e-mail (the DEMO_MODE outbox), creates a password and is in — without the catalog:
// not in the menu, "Você não tem permissão" at its address, and 403 from the API through the
// office's own /_api proxy.

const TEAM = '/vendedor/equipe';

/** The newest first-access link the API wrote to `to` in Loja Aurora's outbox, or ''. */
async function firstAccessPath(to: string): Promise<string> {
  const response = await fetch(
    `${process.env.E2E_API_URL}/dev/outbox?to=${encodeURIComponent(to)}`,
    { headers: { 'x-store-id': await storeIdOf('localhost') } },
  );
  if (!response.ok) throw new Error(`/dev/outbox: ${response.status}`);
  const { items } = (await response.json()) as { items: { template: string; text: string }[] };
  const email = items.find((item) => item.template === 'first_access');
  return /\/vendedor\/login\/criar-senha\/[A-Za-z0-9_-]+/.exec(email?.text ?? '')?.[0] ?? '';
}

test('the owner invites a sales seller, who signs in through the e-mail and cannot open the catalog', async ({
  page,
  browser,
}) => {
  // Two browsers, an e-mail, two axe runs and two sign-ins on a loaded machine.
  test.setTimeout(150_000);
  const email = `vendas.${Date.now().toString(36)}@loja-aurora.exemplo.com.br`;
  await logInSeller(page, SELLERS.aurora);
  await page.goto(officeUrl('localhost', '/vendedor'));
  const menu = page.getByRole('navigation', { name: 'Painel' });
  await menu.getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Paula Mendes (você)' })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Convidar vendedor' });
  await form.getByLabel('Nome', { exact: true }).fill('Tainá');
  await form.getByLabel('Sobrenome').fill('Gomes');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('radio', { name: /^Vendas/ }).check();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
  const invited = page.getByRole('listitem').filter({ hasText: email });
  await expect(invited).toContainText('Situação: Convite enviado');
  await expect(invited.getByLabel('Papel', { exact: true })).toHaveValue('sales');

  await page.setViewportSize({ width: 360, height: 640 });
  await expectAccessible(page);
  await expectFits(page, test.info(), TEAM, 360);

  // The invited seller, in a browser of their own.
  let path = '';
  await expect.poll(async () => (path = await firstAccessPath(email))).not.toBe('');
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.253' },
  });
  const invitee = await context.newPage();
  await invitee.goto(officeUrl('localhost', path));
  await expect(invitee.getByText('Olá, Tainá!')).toBeVisible();
  await invitee.getByLabel('Nova senha', { exact: true }).fill('Equipe@2026');
  await invitee.getByLabel('Confirme a nova senha').fill('Equipe@2026');
  await invitee.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(invitee).toHaveURL(officeUrl('localhost', '/vendedor'));
  const theirMenu = invitee.getByRole('navigation', { name: 'Painel' });
  await expect(theirMenu.getByRole('link', { name: 'Vendas' })).toBeVisible();
  await expect(theirMenu.getByRole('link', { name: 'Catálogo' })).toHaveCount(0);
  await expect(theirMenu.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
  await expect(invitee.getByRole('region', { name: 'Estoque baixo' })).toHaveCount(0);

  await invitee.goto(officeUrl('localhost', '/vendedor/catalogo/produtos'));
  await expect(
    invitee.getByRole('heading', {
      level: 1,
      name: 'Você não tem permissão para abrir esta página',
    }),
  ).toBeVisible();
  await expectAccessible(invitee);

  const refused = await invitee.request.get(officeUrl('localhost', '/_api/catalog/products'));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'role_forbidden' });
  const sales = await invitee.request.get(officeUrl('localhost', '/_api/sales'));
  expect(sales.status()).toBe(200);
  await context.close();
});
