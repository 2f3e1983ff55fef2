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
  test,
} from './support/fixtures.ts';

// Configurações → Contas de recebimento against the real API at 360 px. The demo connects Casa
// Ipê's pix to its own loopback PSP at start (src/demo/demo-bank.ts), and the other stories pay
// through it, so this story saves nothing: the seller sees the stored connection only as
// hints and tests it; then sets up another bank — a loopback API Pix PSP this test starts
// (mutual TLS, a CA of its own) — typing its URL and credentials and uploading the certificate
// the bank issued (one PEM file with its key) and the bank's CA, and tests that connection;
// a wrong secret is named as such; leaving with all that unsaved asks first, and nothing
// changed.

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

test('the seller tests the store’s bank connection and sets up another bank by its certificate file', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await addSellerSession(context, SELLERS.ipe, 'ipe.localhost');
  await page.goto(officeUrl('ipe.localhost', '/vendedor/configuracoes'));
  await page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'Contas de recebimento' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contas de recebimento' }),
  ).toBeVisible();
  await expect(page.getByLabel('Pix', { exact: true })).toHaveValue('pix_api');
  const bank = page.getByRole('group', { name: 'API Pix do seu banco' });
  const status = bank.getByRole('status');
  await expect(bank.getByText(/^Client secret salvo \(….{4}\)$/)).toBeVisible();
  await expect(
    bank.getByText(/^Certificado salvo: CN=vitrine-demo, válido até \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, testInfo, 'contas de recebimento', 360);

  // The stored connection, as saved: nothing typed.
  const testBank = bank.getByRole('button', { name: 'Testar conexão com o banco' });
  await testBank.click();
  await expect(status).toHaveText(
    'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
  );

  // Another bank: its address, credentials, certificate file and CA, typed and chosen.
  await bank.getByLabel('URL da API').fill(psp.url);
  await bank.getByLabel('Client id').fill(psp.clientId);
  await bank.getByRole('button', { name: 'Trocar client secret' }).click();
  await bank.getByLabel('Client secret', { exact: true }).fill('segredo-errado-123456');
  await bank.getByRole('button', { name: 'Trocar certificado' }).click();
  await bank.getByLabel('Arquivo do certificado (.p12, .pfx ou .pem)').setInputFiles({
    name: 'certificado-loja.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(psp.clientCertPem + psp.clientKeyPem),
  });
  await expect(bank.getByText('Arquivo escolhido: certificado-loja.pem')).toBeVisible();
  await bank.getByRole('button', { name: 'Trocar CA do banco' }).click();
  await bank.getByLabel('Autoridade certificadora do banco (opcional)').setInputFiles({
    name: 'ca-do-banco.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(psp.caPem),
  });
  await expect(bank.getByText('Arquivo escolhido: ca-do-banco.pem')).toBeVisible();

  await testBank.click();
  await expect(status).toHaveText(
    'O banco recusou o client id ou o client secret. Confira-os no portal do banco.',
  );
  await bank.getByLabel('Client secret', { exact: true }).fill(psp.clientSecret);
  await testBank.click();
  await expect(status).toHaveText(
    'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
  );
  await expectAccessible(page);
  await expectFits(page, testInfo, 'outro banco', 360);
  const html = await page.content();
  expect(html).not.toContain(psp.clientSecret);
  expect(html).not.toContain('PRIVATE KEY');

  // Leaving with all that unsaved asks first; nothing was saved.
  await page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'Pagamentos' })
    .click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regras de pagamento' })).toBeVisible();
  await page.goBack();
  await expect(bank.getByLabel('URL da API')).not.toHaveValue(psp.url);
  await expect(bank.getByText(/^Certificado salvo: CN=vitrine-demo/)).toBeVisible();
});
