import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { bankPays, fillCart, loggedInShopper, placeOrder } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';
import { emailsTo } from './support/outbox.ts';

// A review's photos (issue #37 §3), at 360 px against the real API and the built storefront:
// the buyer's order delivered a week ago, the invitation's link opened with no session, a file
// that is no picture refused in the API's words, a photo chosen by keyboard and sent through the
// storefront's /_api proxy, the review sent with it; the store publishes it (through the API:
// the office's screen is apps/seller-office's reviews-story.spec); the product page shows the
// photo as a thumbnail, opened larger by keyboard, in the same public HTML for everyone.

const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };

// The demo bank and the outbox answer this machine's own user only (the API's demo endpoints).
test.use({ remoteShopper: false });

const API = () => process.env.E2E_API_URL ?? '';

async function api<T>(
  path: string,
  init: { storeId: string; token?: string; method?: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${API()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-store-id': init.storeId,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Loja Aurora's owner (the seed's), logged in straight at the API. */
async function ownerToken(storeId: string) {
  const login = await api<{ access_token: string }>('/sellers/login', {
    storeId,
    body: { email: 'paula.mendes@loja-aurora.exemplo.com.br', password: 'Vendedor@123' },
  });
  return login.access_token;
}

/** A photo as a phone would send it: a JPEG drawn in the page's own canvas. */
async function drawnJpeg(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e3a8a';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fde68a';
    context.fillRect(200, 150, 400, 300);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer()))
      binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name: 'calca.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

test('a photo sent with the invitation’s review, published, seen on the product page and opened larger — at 360 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // The buyer's order, paid, then shipped and delivered by the store; a week goes by.
  const shopper = await loggedInShopper(page);
  const origin = storeUrl('localhost', '/').replace(/\/$/, '');
  const emails = await page.request.put(
    storeUrl('localhost', '/_api/customers/me/marketing-emails'),
    {
      data: { enabled: true, where: 'account' },
      headers: { origin },
    },
  );
  expect(emails.ok()).toBe(true);
  await fillCart(page, shopper.storeId, [JEANS]);
  const { code } = await placeOrder(page, 'pix');
  await bankPays(shopper.storeId, code);
  const owner = { storeId: shopper.storeId, token: await ownerToken(shopper.storeId) };
  for (const body of [
    { status: 'em_separacao' },
    { status: 'enviado', tracking_code: 'BR987654326BR' },
    { status: 'entregue' },
  ]) {
    await api(`/sales/${code}/status`, { ...owner, method: 'PATCH', body });
  }
  expect(
    await api('/dev/reviews/elapse', {
      storeId: shopper.storeId,
      body: { order_code: code, days: 7 },
    }),
  ).toEqual({ sent: 1 });
  const invitation = (await emailsTo(shopper.email)).find((e) => e.template === 'review_invite');
  const link = new URL(
    /https?:\/\/\S+\/avaliar\/[\w-]+\?produto=[\w-]+/.exec(invitation!.text)![0],
  );
  const token = link.pathname.split('/').pop()!;
  const invite = await api<{ products: { name: string; slug: string }[] }>(
    `/reviews/invite/${token}`,
    { storeId: shopper.storeId },
  );
  const product = invite.products[0]!;
  const title = `Com foto ${Date.now().toString(36)}`;

  // The e-mail's link, in a browser with no session.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(storeUrl('localhost', `${link.pathname}${link.search}`));
  // Listened for well before the key opens it: Playwright turns the browser's interception of
  // file choosers on asynchronously, and a key press is quicker than a click to get there.
  const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
  const form = page.getByRole('form', { name: product.name });
  const photos = form.getByRole('group', { name: 'Fotos (opcional)' });
  const picker = photos.getByLabel('Escolher fotos');
  await form.getByRole('radio', { name: '4 estrelas' }).check();
  await form.getByRole('textbox', { name: /Título/ }).fill(title);
  await form.getByRole('textbox', { name: /Sua avaliação/ }).fill('A cor é a da foto.');

  // A file that is no picture: the API judges the bytes and says why, beside the picker.
  await picker.setInputFiles({
    name: 'nota.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('isto não é uma foto'),
  });
  const refused = photos.getByRole('alert');
  await expect(refused).toHaveText(
    'nota.jpg: Envie uma foto em JPEG, PNG, WebP ou AVIF. SVG e outros formatos não são aceitos.',
  );
  await expect(picker).toHaveAccessibleDescription(/nota\.jpg: Envie uma foto em JPEG/);

  // The photo, by keyboard: Tab from the text to the picker, Space opens the file chooser.
  await form.getByRole('textbox', { name: /Sua avaliação/ }).focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.press('Space');
  await (await chooser).setFiles(await drawnJpeg(page));
  const thumbnail = photos.getByRole('img', { name: 'Foto 1 de 1 da sua avaliação' });
  await expect(thumbnail).toBeVisible();
  await expect(refused).toBeEmpty();
  await expect(photos.getByRole('status')).toHaveText('Foto adicionada à avaliação.');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(photos.getByRole('button', { name: 'Remover foto 1' })).toHaveText('Remover foto');
  await expectFits(page, testInfo, 'review invitation with a photo', 360);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(
    page.getByText(
      'Obrigado! Sua avaliação aparece na página do produto assim que a loja conferir.',
    ),
  ).toBeVisible();

  // The store publishes it (its approval comes first, the default).
  const pending = await api<{ items: { id: string; title: string; photos: unknown[] }[] }>(
    '/catalog/reviews?status=pendente&per_page=50',
    owner,
  );
  const review = pending.items.find((item) => item.title === title)!;
  expect(review.photos).toHaveLength(1);
  await api(`/catalog/reviews/${review.id}`, {
    ...owner,
    method: 'PUT',
    body: { action: 'publish' },
  });

  // The product page: the photo's thumbnail, in AVIF where the browser reads it, lazy, sized.
  const response = await page.goto(storeUrl('localhost', `/produto/${product.slug}`));
  expect(response?.headers()['cache-control']).toMatch(/^public, /);
  const reviewed = page
    .getByRole('list', { name: 'Avaliações dos clientes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const list = reviewed.getByRole('list', { name: 'Fotos enviadas por Cliente T.' });
  const open = list.getByRole('button', { name: 'Foto 1 de 1 enviada por Cliente T.' });
  await open.scrollIntoViewIfNeeded();
  const small = open.locator('img');
  await expect(small).toHaveAttribute('loading', 'lazy');
  await expect(small).toHaveAttribute('width', /^\d+$/);
  await expect(small).toHaveAttribute('height', /^\d+$/);
  await expect
    .poll(() =>
      small.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(/\.avif$/);
  await expectFits(page, testInfo, 'product page review with a photo', 360);
  await expectAccessible(page);

  // Larger, by keyboard, in the browser's popover (no script of the page's); Escape closes it.
  await open.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Foto 1 de 1 enviada por Cliente T.' });
  await expect(viewer).toBeVisible();
  const large = viewer.getByRole('img', { name: 'Foto 1 de 1 enviada por Cliente T.' });
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    viewer.getByRole('link', { name: 'Ver a foto em tamanho maior (abre em nova aba)' }),
  ).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();

  // The same page for a signed-in shopper: the same bytes (a shared cache keeps one copy).
  const visitor = await page.request.get(storeUrl('localhost', `/produto/${product.slug}`));
  await loggedInShopper(page);
  const signedIn = await page.request.get(storeUrl('localhost', `/produto/${product.slug}`));
  expect(signedIn.headers()['etag']).toBe(visitor.headers()['etag']);
});
