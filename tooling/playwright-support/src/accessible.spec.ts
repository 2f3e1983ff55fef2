import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessible.ts';

// A toast on its way out, as sonner's are: its opacity goes to 0 over a transition that
// prefers-reduced-motion turns off. Grey on white at 7:1 passes axe at full opacity and fails
// at half, the first of the fade's two steps, which the page takes the moment it starts.

const TOAST = `
  <style>
    .toast { color: #595959; background: #fff; transition: opacity 60s steps(2, jump-start); }
    .toast.leaving { opacity: 0; }
    @media (prefers-reduced-motion: reduce) { .toast { transition: none; } }
  </style>
  <main><h1>Venda</h1><p class="toast" role="status">Venda cancelada</p></main>`;

async function showToast(page: Page) {
  await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Venda</title></head>
    <body>${TOAST}</body></html>`);
}

const reducedMotion = (page: Page) =>
  page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);

test('a toast that starts to leave just before the check is read as gone, not half-faded', async ({
  page,
}) => {
  await showToast(page);
  await expectAccessible(page);
  await page.locator('.toast').evaluate((toast) => toast.classList.add('leaving'));
  await expect
    .poll(() => page.locator('.toast').evaluate((toast) => getComputedStyle(toast).opacity))
    .toBe('0.5');
  await expectAccessible(page);
});

test('the page moves as it did before the check: with motion, or reduced if the test asked', async ({
  page,
}) => {
  await showToast(page);
  await expectAccessible(page);
  expect(await reducedMotion(page)).toBe(false);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectAccessible(page);
  expect(await reducedMotion(page)).toBe(true);
});
