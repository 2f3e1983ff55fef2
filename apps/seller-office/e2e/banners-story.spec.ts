import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { formatDate, formatTime } from '@vitrine/domain/dates';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';

// Configurações → Banners, from the office to the shop window: Casa Ipê's seller publishes a
// banner with a desktop and a phone art and an end tomorrow, moves it to the top by keyboard
// (the home's hero), sees it there (the phone art on a phone), then moves its end into the past
// and sees it go. The storefront of the tests keeps nothing in-process (STORE_CACHE_MS=0), so
// it goes at the next load; the cache bound itself is the API's and the server's unit tests.

const TITLE = 'Liquidação de inverno (e2e)';

/** A banner's art drawn in the browser: the API judges the bytes and re-encodes them. */
async function art(page: Page, width: number, height: number, name: string) {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#7c2d12';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#fef3c7';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made!), 'image/png'),
      );
      let binary = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) {
        binary += String.fromCharCode(byte);
      }
      return btoa(binary);
    },
    [width, height],
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function upload(page: Page, button: string, file: Awaited<ReturnType<typeof art>>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The Brasília day and time of an instant, as the form takes them. */
const wallClock = (at: Date) => ({ day: formatDate(at), time: formatTime(at) });

test('a seller publishes a banner with an end, sees it on the shop’s home, and sees it go once it ends', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await addSellerSession(context, SELLERS.ipe, 'ipe.localhost');
  await page.goto(officeUrl('ipe.localhost', '/vendedor/configuracoes'));
  await page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, test.info(), 'banners', 360);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Novo banner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo banner' })).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(TITLE);
  await page.getByLabel('Link (opcional)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Salvar banner' }).click();
  // Refused in the form, before anything is sent: the link and the missing image.
  await expect(page.getByLabel('Link (opcional)')).toHaveAccessibleDescription(/caminho da loja/);
  await expect(page.getByText('Envie a imagem para computador.')).toBeVisible();
  await page.getByLabel('Link (opcional)').fill('/pesquisar/casaco');

  await upload(
    page,
    'Escolher a imagem para computador',
    await art(page, 1600, 600, 'inverno.png'),
  );
  await upload(
    page,
    'Escolher a imagem para celular',
    await art(page, 640, 800, 'inverno-celular.png'),
  );
  await expect(page.getByRole('img', { name: 'Prévia: Imagem para computador' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('img', { name: 'Prévia: Imagem para celular (opcional)' }),
  ).toBeVisible({ timeout: 30_000 });
  const tomorrow = wallClock(new Date(Date.now() + 86_400_000));
  await page.getByLabel('Fim: dia (dd/mm/aaaa)').fill(tomorrow.day);
  await page.getByLabel('Fim: hora (hh:mm)').fill('23:00');
  await expectAccessible(page);
  await expectFits(page, test.info(), 'novo banner', 360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Salvar banner' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('No ar');
  await expect(item).toContainText(`Até ${tomorrow.day} 23:00`);

  // To the top by keyboard: the same button keeps the focus until it cannot move further.
  const up = page.getByRole('button', { name: `Mover “${TITLE}” para cima` });
  await up.focus();
  while (await up.isEnabled()) {
    const position = Number(/(\d+) de \d+/.exec((await item.textContent()) ?? '')?.[1]);
    await page.keyboard.press('Enter');
    await expect(item).toContainText(`${position - 1} de`);
  }
  await expect(page.getByText(`“${TITLE}” agora é o 1º.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Mover “${TITLE}” para baixo` })).toBeFocused();

  // A shopper on a phone: the home's hero is the new banner, drawn from its phone art.
  const shopper = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const shop = await shopper.newPage();
  await shop.goto(storeUrl('ipe.localhost', '/'));
  const hero = shop.getByRole('heading', { level: 2, name: TITLE });
  await expect(hero).toBeAttached();
  const drawn = await shop.locator('.hero img').evaluate((img: HTMLImageElement) => {
    // The phone art's sources (AVIF and WebP): the browser took one of their files.
    const phone = [...(img.parentElement?.querySelectorAll('source[media]') ?? [])];
    return {
      current: img.currentSrc,
      phone: phone.flatMap((source) =>
        (source.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[0]),
      ),
    };
  });
  expect(drawn.phone).toContain(drawn.current);
  await expectAccessible(shop);

  // Its end moved into the past: the office says it ended, and the next load of the home has
  // it no more.
  await page.getByRole('link', { name: `Editar “${TITLE}”` }).click();
  const past = wallClock(new Date(Date.now() - 120_000));
  await page.getByLabel('Fim: dia (dd/mm/aaaa)').fill(past.day);
  await page.getByLabel('Fim: hora (hh:mm)').fill(past.time);
  await page.getByRole('button', { name: 'Salvar banner' }).click();
  await expect(item).toContainText('Encerrado');
  await expect(async () => {
    await shop.reload();
    await expect(hero).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await shopper.close();

  // Deleted, after a confirmation (it leaves the store's list and the Histórico keeps it).
  await page.getByRole('button', { name: `Excluir “${TITLE}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Excluir o banner “${TITLE}”?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Excluir banner' }).click();
  await expect(page.getByText(`Banner “${TITLE}” excluído.`)).toBeVisible();
  await expect(item).toHaveCount(0);
});
