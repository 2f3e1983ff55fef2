import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { KeyboardOnly } from './support/keyboard.ts';
import { signUpSeller } from './support/sign-up.ts';

// A store just opened fills what it needs to issue NF-e, on a phone (360 px) and by keyboard
// where it types: its CNPJ in Dados legais, then Configurações → Notas fiscais — the A1
// certificate (a generated .pfx: a wrong password refused under the file, then taken and shown
// by holder, CNPJ and expiry), the IE, the address with the IBGE code filled from the store's
// CEP, the provider's token (write-only) and invoices on; then a product that cannot be
// published without an NCM until one is typed. axe at 0 on each screen and state.

const CNPJ = '11.222.333/0001-81';
const PASSWORD = 'senha-do-certificado';

/** A test A1 certificate for the CNPJ, from the demo API (self-signed, a year valid). */
async function testCertificate(): Promise<Buffer> {
  const query = new URLSearchParams({
    cnpj: CNPJ,
    holder: 'ATELIE FISCAL LTDA',
    password: PASSWORD,
  });
  const response = await fetch(`${process.env.E2E_API_URL}/dev/fiscal/test-certificate?${query}`);
  if (!response.ok) throw new Error(`certificate: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

test('a new store fills its fiscal settings and a product’s NCM, on a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { origin } = await signUpSeller(context);
  await page.setViewportSize({ width: 360, height: 740 });
  const keys = new KeyboardOnly(page);

  // The NF-e is issued by a CNPJ: the legal data first.
  await page.goto(`${origin}/vendedor/configuracoes/dados-legais`);
  await page.getByLabel('Nome completo ou razão social').fill('Ateliê Fiscal Ltda');
  await page.getByLabel('CPF ou CNPJ').fill(CNPJ);
  await page.getByLabel('Endereço (rua, número, complemento e bairro)').fill('Av. Paulista, 1000');
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await page.getByLabel('E-mail de atendimento').fill('fiscal@atelie.com.br');
  await page.getByLabel('Telefone').fill('(11) 3222-1234');
  await page.getByRole('button', { name: 'Salvar dados legais' }).click();
  await expect(page.getByText(/^Dados legais salvos\./)).toBeVisible();

  // The settings' tab, by keyboard from the top of the page.
  await page.reload();
  const tab = page.getByRole('link', { name: 'Notas fiscais' });
  await keys.tabTo(tab);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
  const issuer = page.getByRole('region', { name: 'Emitente' });
  await expect(issuer).toContainText(CNPJ);
  await expect(issuer).toContainText('Ateliê Fiscal Ltda');
  await expect(issuer.getByRole('status')).toContainText('Envie o certificado digital A1 da loja.');
  await expectFits(page, test.info(), 'notas-fiscais', 360);
  await expectAccessible(page);

  // The certificate: a wrong password is refused under the file input, which takes the focus.
  const certificate = page.getByRole('region', { name: 'Certificado digital A1' });
  const file = certificate.getByLabel('Arquivo do certificado (.pfx ou .p12)');
  await file.setInputFiles({
    name: 'atelie-fiscal.pfx',
    mimeType: 'application/x-pkcs12',
    buffer: await testCertificate(),
  });
  await expect(certificate.getByText('Arquivo escolhido: atelie-fiscal.pfx')).toBeVisible();
  const password = certificate.getByLabel('Senha do certificado');
  await password.focus();
  await keys.type('senha-errada');
  await keys.press('Enter');
  await expect(certificate.getByText('A senha do certificado não confere.')).toBeVisible();
  await keys.expectFocusOn(file, 'on the refused file');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(certificate.getByRole('status')).toHaveText('Certificado salvo.');
  await expect(certificate).toContainText('ATELIE FISCAL LTDA');
  await expect(certificate).toContainText(CNPJ);
  await expect(certificate).toContainText(/Válido até\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(password).toHaveValue('');
  await expectFits(page, test.info(), 'notas-fiscais-certificado', 360);
  await expectAccessible(page);

  // The settings: IE, the address (the IBGE code from the store's CEP), the token, invoices on.
  await page.getByLabel('Inscrição estadual', { exact: true }).fill('110.042.490.114');
  await page.getByLabel('Logradouro', { exact: true }).fill('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
  const lookUp = page.getByRole('button', { name: 'Buscar pelo CEP da loja' });
  await keys.tabTo(lookUp);
  await keys.press('Enter');
  await expect(page.getByText('Código IBGE 3550308 preenchido pelo CEP.')).toBeVisible();
  await expect(page.getByLabel('Código IBGE do município')).toHaveValue('3550308');
  await expect(page.getByLabel('CFOP para o mesmo estado')).toHaveValue('5.102');
  const token = page.getByLabel('Token da API');
  await expect(token).toHaveAttribute('type', 'password');
  await token.fill('token-da-focus-nfe-0001');
  await page.getByLabel('Emitir notas fiscais das vendas').check();
  await page.getByRole('combobox', { name: 'Quando emitir' }).selectOption('automatic');
  await page.getByRole('button', { name: 'Salvar notas fiscais' }).click();
  await expect(page.getByText('Configurações de notas fiscais salvas.')).toBeVisible();
  await expect(issuer.getByRole('status')).toContainText('Tudo pronto para emitir notas fiscais.');
  // The token is never shown back: the field is empty, the page says one is saved.
  await expect(token).toHaveValue('');
  await expect(page.getByText('Token salvo.')).toBeVisible();
  await expect(page.getByLabel('Emitir notas fiscais das vendas')).toBeChecked();
  await expectFits(page, test.info(), 'notas-fiscais-salvas', 360);
  await expectAccessible(page);

  // A product: publishing it without an NCM is refused on the NCM field, which takes the focus.
  await page.goto(`${origin}/vendedor/catalogo/produtos/novo`);
  await page.getByLabel('Nome', { exact: true }).fill('Camiseta fiscal');
  await page.getByLabel('Preço de Única', { exact: true }).fill('5990');
  await page.getByLabel('Estoque inicial de Única').fill('5');
  const ncm = page.getByLabel('NCM');
  await expect(page.getByRole('combobox', { name: 'Origem da mercadoria' })).toHaveValue('0');
  await expectFits(page, test.info(), 'produto-dados-fiscais', 360, ['.office-scroll-x']);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(
    page.getByText('Esta loja emite notas fiscais: informe o NCM do produto antes de publicá-lo.'),
  ).toBeVisible();
  await keys.expectFocusOn(ncm, 'on the NCM the API asks for');
  await expectAccessible(page);

  await keys.type('61091000');
  await expect(ncm).toHaveValue('6109.10.00');
  await page.getByRole('combobox', { name: 'Origem da mercadoria' }).selectOption({
    label: '2 – Estrangeira – Adquirida no mercado interno, exceto a indicada no código 7',
  });
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Salvo. Aparece na loja em até 1 minuto.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('NCM')).toHaveValue('6109.10.00');
  await expect(page.getByRole('combobox', { name: 'Origem da mercadoria' })).toHaveValue('2');
  await expectAccessible(page);
});
