import { loggedInShopper } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/meus-enderecos against the real API. The e2e API's CEP service is a
// loopback one that is down (support/cep-service.ts); the demo CEPs are answered from its cache.

const PAGE = '/minha-conta/meus-enderecos';

test('add by CEP, edit, mark as default, remove with confirmation', async ({ page }) => {
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', PAGE));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus endereços' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem endereços cadastrados.')).toBeVisible();
  await expectAccessible(page);

  // The first one, found by its CEP. The form takes the button's place, and the focus goes to
  // its first field (never to <body>).
  const add = page.getByRole('button', { name: 'Adicionar endereço' });
  await add.click();
  await expect(page.getByLabel('CEP', { exact: true })).toBeFocused();
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  await expect(page.getByLabel('Rua ou avenida')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  // Saved empty-handed first: the errors are next to the fields, focus on the first.
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Número', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Endereço adicionado.')).toBeVisible();
  // Saved, the form goes and the focus is back on the button that opened it.
  await expect(add).toBeFocused();
  const list = page.getByRole('list', { name: 'Seus endereços' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Avenida Paulista, 1578');

  // A second one, by hand with the selects, then edited.
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.getByLabel('CEP', { exact: true }).fill('30130-010');
  await page.getByLabel('Rua ou avenida').fill('Rua da Bahia');
  await page.getByLabel('Número', { exact: true }).fill('10');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Estado').selectOption({ label: 'Minas Gerais' });
  await page.getByLabel('Cidade').selectOption('Belo Horizonte');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Editar Rua da Bahia, 10' }).click();
  await expect(page.getByLabel('CEP', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Cidade')).toHaveValue('Belo Horizonte');
  await page.getByLabel('Número', { exact: true }).fill('20');
  await page.getByLabel('Complemento (opcional)').fill('sala 3');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Endereço atualizado.')).toBeVisible();
  await expect(list).toContainText('Rua da Bahia, 20 — sala 3');
  await expect(
    page.getByRole('button', { name: 'Editar Rua da Bahia, 20 — sala 3' }),
  ).toBeFocused();

  // Marked as default: the mark moves to it, and stays after a reload.
  await page.getByRole('button', { name: 'Tornar principal: Rua da Bahia, 20 — sala 3' }).click();
  await expect(page.getByText('Endereço principal alterado.')).toBeVisible();
  const bahia = list.getByRole('listitem').filter({ hasText: 'Rua da Bahia' });
  await expect(bahia).toContainText('Endereço principal');
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: 'Rua da Bahia' })).toContainText(
    'Endereço principal',
  );
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Avenida Paulista' }),
  ).not.toContainText('Endereço principal');

  // Removed only once confirmed.
  await page.getByRole('button', { name: 'Remover Avenida Paulista, 1578' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover este endereço?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remover Avenida Paulista, 1578' }).click();
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Endereço removido.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Its buttons gone with it, the focus goes to the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Meus endereços' })).toBeFocused();
  await expect(list).not.toContainText('Avenida Paulista');
});

test('a CEP the service cannot look up: the spec §8 toast, the fields left to fill', async ({
  page,
}) => {
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', PAGE));
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.getByLabel('CEP', { exact: true }).fill('20040-020');
  await expect(
    page.getByText('Não foi possível buscar os dados do seu CEP, tente novamente.'),
  ).toBeVisible();
  await expect(page.getByLabel('Rua ou avenida')).toHaveValue('');
  await expect(page.getByLabel('Rua ou avenida')).toBeEditable();
  await expectAccessible(page);
});

test('keyboard only: add an address', async ({ page }) => {
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', PAGE));
  const add = page.getByRole('button', { name: 'Adicionar endereço' });
  await add.focus();
  await page.keyboard.press('Enter');
  const cep = page.getByLabel('CEP', { exact: true });
  await cep.focus();
  await page.keyboard.type('01310100');
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  await page.keyboard.type('900');
  // Tab on through the rest of the form to its submit button.
  for (let i = 0; i < 12; i += 1) {
    if (
      await page
        .getByRole('button', { name: 'Salvar endereço' })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Salvar endereço' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Endereço adicionado.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seus endereços' })).toContainText(
    'Avenida Paulista, 900',
  );
});
