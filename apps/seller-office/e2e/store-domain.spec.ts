import { chromiumLaunchOptions } from '@vitrine/playwright-support/chromium';
import { setZoneRecord } from '@vitrine/playwright-support/dns-zone';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { shopAt } from './support/new-store.ts';
import { signUpSeller } from './support/sign-up.ts';

// A seller connects a domain of their own (Configurações → Domínio) on a phone, by keyboard,
// against the real API, which asks a real DNS server (the registrar's zone global-setup.ts
// starts: the test writes into it what the seller would write at Registro.br); then the shop
// answers at that domain, and its platform address sends shoppers there.

const DOMAIN = 'www.loja-exemplo.com.br';

// The browser reaches the new domain on this machine, as DNS would once it is pointed.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []).filter((arg) => !arg.startsWith('--host-resolver')),
      `--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`,
    ],
  },
});

test('a seller connects www.loja-exemplo.com.br by keyboard at 360 px, and the shop moves there', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { store, origin } = await signUpSeller(context);
  await page.goto(`${origin}/vendedor/configuracoes/dominio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Domínio' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Domínio' });
  await field.focus();
  await page.keyboard.type(DOMAIN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`${DOMAIN} adicionado.`);
  const records = page.getByRole('table', { name: `Registros DNS de ${DOMAIN}` });
  const cells = async (row: number) =>
    records.getByRole('row').nth(row).getByRole('cell').allTextContents();
  const [txtType, txtName, token] = await cells(1);
  const [cnameType, cnameName, target] = await cells(2);
  expect([txtType, txtName]).toEqual(['TXT', `_vitrine.${DOMAIN}`]);
  expect([cnameType, cnameName, target]).toEqual(['CNAME', DOMAIN, store.host]);
  await expectAccessible(page);

  // Nothing set at the registrar yet: "Verificar" names the record that is missing.
  const verify = page.getByRole('button', { name: `Verificar ${DOMAIN}` });
  await verify.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    `O registro TXT _vitrine.${DOMAIN} não foi encontrado.`,
  );
  await expectAccessible(page);

  // The seller creates both records; now it connects.
  const zone = process.env.E2E_DNS_CONTROL!;
  await setZoneRecord(zone, { name: `_vitrine.${DOMAIN}`, type: 'TXT', values: [token!] });
  await setZoneRecord(zone, { name: DOMAIN, type: 'CNAME', values: [target!] });
  await verify.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`${DOMAIN} conectado.`);
  await expect(page.getByText('Conectado · Principal')).toBeVisible();
  await expectAccessible(page);

  // The shop answers at its domain, and its platform address moves shoppers there.
  await page.goto(shopAt(DOMAIN, '/'));
  await expect(page.getByText(`${store.name} está se preparando para abrir`)).toBeVisible();
  await page.goto(shopAt(store.host, '/'));
  await expect(page).toHaveURL(shopAt(DOMAIN, '/'));
});
