import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expectFocusWalk } from '@vitrine/playwright-support/focus-walk';
import { expect, expectAccessible, officeUrl, test } from './support/fixtures.ts';
import { KeyboardOnly } from './support/keyboard.ts';
import { newSeller, paidSale } from './support/shop.ts';

// The seller's day by keyboard alone (WCAG 2.2 AA), no mouse and nothing typed into a field
// Tab did not reach: log in, a new product with an option, saved as a draft, then a sale found
// in the list and cancelled. Every Tab stop is in sight (never under the form's sticky bar),
// with its focus ring; what a key press adds or replaces takes the focus. A seller of its own
// (the API counts logins per e-mail), a sale of its own (a shopper's pix, paid by the bank).

const LOGIN = '/vendedor/login';

async function journey(page: Page, width: number, height: number) {
  const seller = await newSeller('admin');
  const sale = await paidSale();
  await page.setViewportSize({ width, height });
  const keys = new KeyboardOnly(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Caneca Teclado ${stamp}`;

  await page.goto(officeUrl('localhost', LOGIN));
  await keys.tabTo(page.getByLabel('E-mail'));
  await keys.type(seller.email);
  await keys.tabTo(page.getByLabel('Senha', { exact: true }));
  await keys.type(seller.password);
  await keys.press('Enter');
  await expect(page).toHaveURL(officeUrl('localhost', '/vendedor'));

  // Catálogo → Novo produto: the new screen takes the focus from the link that left with the
  // list, so Tab goes on from its top.
  const menu = page.getByRole('navigation', { name: 'Painel' });
  await keys.tabTo(menu.getByRole('link', { name: 'Catálogo' }));
  await keys.press('Enter');
  await keys.tabTo(page.getByRole('link', { name: 'Novo produto' }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await keys.tabTo(page.getByLabel('Nome', { exact: true }));
  await keys.type(name);
  // "Adicionar opção": the new option's name takes the focus, in sight above the bar.
  await keys.tabTo(page.getByRole('button', { name: 'Adicionar opção' }));
  await keys.press('Enter');
  await keys.expectFocusOn(page.getByLabel('Nome da opção 1'), 'after "Adicionar opção"');
  await keys.type('Cor');
  await keys.tabTo(page.getByLabel('Novo valor de Cor'));
  for (const colour of ['Azul', 'Verde']) {
    await keys.type(colour);
    await keys.press('Enter');
  }
  // The variations' rows, the last one just above the sticky bar: every field in sight.
  for (const colour of ['Azul', 'Verde']) {
    await keys.tabTo(page.getByLabel(`Preço de ${colour}`, { exact: true }));
    await keys.type('4990');
    await keys.tabTo(page.getByLabel(`Estoque inicial de ${colour}`));
    await keys.type('8');
    await keys.tabTo(page.getByLabel(`Vender ${colour}`));
  }
  // The saved draft replaces the form (and the button pressed): its notice takes the focus.
  await keys.tabTo(page.getByRole('button', { name: 'Salvar rascunho' }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await keys.expectFocusOn(page.getByText('Rascunho salvo.'), 'after "Salvar rascunho"');
  await expectAccessible(page);

  // Back up the page to the menu (the form above the bar, Shift+Tab), to the sale.
  await keys.tabTo(menu.getByRole('link', { name: 'Vendas' }), { back: true, max: 120 });
  await keys.press('Enter');
  await keys.tabTo(page.getByLabel('Buscar'));
  await keys.type(sale.code);
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${sale.code}`));
  await keys.tabTo(page.getByRole('link', { name: sale.code }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Venda ${sale.code}` })).toBeVisible();

  // "Devolver itens": round the dialog by Tab, every stop (its quantities too) with a focus
  // ring of 2 px at 3:1; Escape gives the focus back.
  const giveBack = page.getByRole('button', { name: 'Devolver itens' });
  await keys.tabTo(giveBack);
  await keys.press('Enter');
  const returns = page.getByRole('dialog', { name: 'Devolver itens' });
  await keys.expectFocusOn(returns.getByRole('spinbutton').first(), 'in "Devolver itens"');
  keys.presses += (await expectFocusWalk(page, 'Devolver itens', { within: returns })).tabs;
  await expectAccessible(page, { include: '.vt-dialog' });
  if (width < 1280) {
    await expectFits(page, test.info(), 'Devolver itens', 360, ['.office-scroll-x']);
    await page.setViewportSize({ width, height });
  }
  await keys.press('Escape');
  await expect(returns).toBeHidden();
  await keys.expectFocusOn(giveBack, 'after closing "Devolver itens"');

  // Cancelling: the reason, the confirmation, the focus on the sale's new status.
  await keys.tabTo(page.getByRole('button', { name: 'Cancelar venda' }), { back: true });
  await keys.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Cancelar venda' });
  await keys.expectFocusOn(cancel.getByLabel('Motivo do cancelamento'), 'in "Cancelar venda"');
  keys.presses += (await expectFocusWalk(page, 'Cancelar venda', { within: cancel })).tabs;
  // The walk ends with the focus let go: Tab brings it back into the dialog.
  await keys.tabTo(cancel.getByLabel('Motivo do cancelamento'));
  await keys.type('Cliente desistiu da compra.');
  await keys.tabTo(cancel.getByRole('button', { name: 'Cancelar venda' }));
  await keys.press('Enter');
  await expect(cancel).toBeHidden();
  const status = page.getByRole('group', { name: 'Situação' });
  await expect(status).toContainText('Cancelado');
  await expect(status).toBeFocused();

  console.log(`keyboard-seller at ${width} px: ${keys.presses} presses of Tab`);
}

test('by keyboard alone at 1280 px: log in, a new product with an option saved, a sale cancelled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await journey(page, 1280, 800);
});

test('by keyboard alone at 390 px: the same day on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await journey(page, 390, 844);
});
