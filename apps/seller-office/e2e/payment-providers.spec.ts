import { startProcess, stopProcess } from '@vitrine/playwright-support/servers';
import { expectFits } from '@vitrine/playwright-support/fits';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  sellerToken,
  storeIdOf,
  test,
} from './support/fixtures.ts';

// Configurações → Contas de recebimento against the real API and the loopback API Pix PSP
// (mutual TLS, a CA made at its start), at 360 px: Casa Ipê's seller types the bank's URL and
// credentials, uploads the certificate the bank issued (one PEM file with its key) and the
// bank's CA, tests the connection, gives pix to the API Pix and saves; after a reload the
// page shows only hints — never the secret or the key. Restored to the sandbox at the end (the
// other stories pay at Casa Ipê).

type Psp = {
  url: string;
  tokenPath: string;
  clientId: string;
  clientSecret: string;
  caPem: string;
  clientCertPem: string;
  clientKeyPem: string;
};

const officeDir = fileURLToPath(new URL('..', import.meta.url));
let psp: Psp;
let pspProcess: ReturnType<typeof startProcess> | undefined;
let pspDir: string;

// The PSP runs as a process of the API package (apps may not import each other); it writes its
// URL and the store's credentials where we ask, once it listens.
test.beforeAll(async () => {
  pspDir = mkdtempSync(join(tmpdir(), 'vitrine-pix-psp-'));
  pspProcess = startProcess('pnpm', ['--filter', '@vitrine/api', 'pix-psp', pspDir], {
    cwd: officeDir,
    env: {},
  });
  const file = join(pspDir, 'pix-psp.json');
  await expect
    .poll(() => existsSync(file), { timeout: 60_000, message: pspProcess.output() })
    .toBe(true);
  psp = JSON.parse(readFileSync(file, 'utf8')) as Psp;
});

test.afterAll(() => {
  stopProcess(pspProcess?.child);
  rmSync(pspDir, { recursive: true, force: true });
});

async function restoreSandbox() {
  const response = await fetch(`${process.env.E2E_API_URL}/settings/payments`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await sellerToken(SELLERS.ipe, 'ipe.localhost')}`,
      'x-store-id': await storeIdOf('ipe.localhost'),
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      methods: { pix: 'sandbox', card: 'sandbox', boleto: 'sandbox' },
      pix_api: {
        base_url: '',
        token_path: '/oauth/token',
        scope: '',
        client_id: '',
        client_secret: null,
        certificate: null,
        ca_file: null,
      },
      mercado_pago: { public_key: '', access_token: null, webhook_secret: null },
    }),
  });
  expect(response.status).toBe(200);
}

test('the seller connects the store’s bank through the API Pix, tests it and saves it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await addSellerSession(context, SELLERS.ipe, 'ipe.localhost');
  try {
    await page.goto(officeUrl('ipe.localhost', '/vendedor/configuracoes'));
    await page
      .getByRole('navigation', { name: 'Configurações da loja' })
      .getByRole('link', { name: 'Contas de recebimento' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contas de recebimento' }),
    ).toBeVisible();
    await expect(page.getByLabel('Pix', { exact: true })).toHaveValue('sandbox');
    await expectAccessible(page);
    await expectFits(page, testInfo, 'contas de recebimento', 360);

    const bank = page.getByRole('group', { name: 'API Pix do seu banco' });
    await bank.getByLabel('URL da API').fill(psp.url);
    await bank.getByLabel('Client id').fill(psp.clientId);
    await bank.getByLabel('Client secret').fill(psp.clientSecret);
    await bank.getByLabel('Arquivo do certificado (.p12, .pfx ou .pem)').setInputFiles({
      name: 'certificado-loja.pem',
      mimeType: 'application/x-pem-file',
      buffer: Buffer.from(psp.clientCertPem + psp.clientKeyPem),
    });
    await expect(bank.getByText('Arquivo escolhido: certificado-loja.pem')).toBeVisible();
    await bank.getByLabel('Autoridade certificadora do banco (opcional)').setInputFiles({
      name: 'ca-do-banco.pem',
      mimeType: 'application/x-pem-file',
      buffer: Buffer.from(psp.caPem),
    });
    await expect(bank.getByText('Arquivo escolhido: ca-do-banco.pem')).toBeVisible();

    await bank.getByRole('button', { name: 'Testar conexão com o banco' }).click();
    await expect(bank.getByRole('status')).toHaveText(
      'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
    );

    await page.getByLabel('Pix', { exact: true }).selectOption({ label: 'API Pix do seu banco' });
    await page.getByRole('button', { name: 'Salvar contas de recebimento' }).click();
    await expect(page.getByText('Contas de recebimento salvas.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Pix', { exact: true })).toHaveValue('pix_api');
    await expect(
      bank.getByText(`Client secret salvo (…${psp.clientSecret.slice(-4)})`),
    ).toBeVisible();
    await expect(
      bank.getByText(
        new RegExp(`^Certificado salvo: CN=${psp.clientId}, válido até \\d{2}/\\d{2}/\\d{4}\\.$`),
      ),
    ).toBeVisible();
    await expect(bank.getByRole('button', { name: 'Trocar client secret' })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(psp.clientSecret);
    expect(html).not.toContain('PRIVATE KEY');

    // The stored credentials test again, with nothing typed.
    await bank.getByRole('button', { name: 'Testar conexão com o banco' }).click();
    await expect(bank.getByRole('status')).toHaveText(/^Conexão funcionando/);
    await expectAccessible(page);
    await expectFits(page, testInfo, 'contas de recebimento salvas', 360);
  } finally {
    await restoreSandbox();
  }
});
