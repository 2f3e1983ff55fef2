import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  storeUrl,
  test,
} from './support/fixtures.ts';
import {
  deliveredOrder,
  elapseDelivery,
  invitationOf,
  reviewWithPhotos,
  shopperPage,
} from './support/shop.ts';

// Verified reviews end to end (issue #37 §3), at 360 px against the real API and storefront:
// an order delivered 7 days ago gets its invitation; the buyer rates it from the e-mail's link
// by the keyboard; the owner publishes it in Catálogo → Avaliações; the product page shows it
// with its stars, in its JSON-LD, and its "Achei útil" takes a visitor to the login and back.
// A review sent with a photo shows it in the office, opened larger and removed by keyboard.

test('a delivered order’s invitation, the review by keyboard, published in the office, shown with stars — at 360 px', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { shopper, code } = await deliveredOrder();
  expect(await elapseDelivery(shopper.storeId, code, 6)).toEqual({ sent: 0 });
  expect(await elapseDelivery(shopper.storeId, code, 1)).toEqual({ sent: 1 });
  const { link, products } = await invitationOf(shopper);
  const product = products[0]!;
  const title = `Veste bem ${Date.now().toString(36)}`;

  // The buyer, from the e-mail's link, in a browser of their own (no login needed).
  const shop = await shopperPage(browser);
  await shop.setViewportSize({ width: 360, height: 780 });
  await shop.goto(storeUrl('localhost', `${link.pathname}${link.search}`));
  const form = shop.getByRole('form', { name: product.name });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '1 estrela' }).focus();
  for (let star = 1; star < 5; star += 1) await shop.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 estrelas' })).toBeChecked();
  await shop.keyboard.press('Tab');
  await shop.keyboard.type(title);
  await shop.keyboard.press('Tab');
  await shop.keyboard.type('Tecido macio e a cor é a da foto.');
  await expectFits(shop, testInfo, 'review invitation', 360);
  await expectAccessible(shop);
  // Past the optional photos' picker (none chosen here) to the form's button.
  await shop.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Escolher fotos' })).toBeFocused();
  await shop.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Enviar avaliação' })).toBeFocused();
  await shop.keyboard.press('Enter');
  await expect(shop.getByRole('status')).toHaveText(
    'Obrigado! Sua avaliação aparece na página do produto assim que a loja conferir.',
  );

  // The owner publishes it: the store approves reviews first (the default).
  await addSellerSession(page.context(), SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(officeUrl('localhost', '/vendedor/catalogo/avaliacoes?status=pendente'));
  const card = page
    .getByRole('list', { name: 'Avaliações da loja' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
  await expect(card).toContainText(`pedido ${code}`);
  await expectFits(page, testInfo, 'reviews to moderate', 360);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Avaliação publicada.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The product page: the review, its stars and the figures, in the HTML and its JSON-LD.
  const reviewed = shop
    .getByRole('list', { name: 'Avaliações dos clientes' })
    .getByRole('listitem')
    .filter({ has: shop.getByRole('heading', { name: title }) });
  await shop.goto(storeUrl('localhost', `/produto/${product.slug}`));
  await expect(reviewed).toContainText('Compra verificada');
  await expect(reviewed.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
  await expect(shop.getByRole('img', { name: /^Nota média / })).toBeVisible();
  const jsonLd = await shop
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
  const item = jsonLd.find((data) => data['@type'] === 'Product') as {
    aggregateRating: { reviewCount: number };
    review: { name: string; reviewRating: { ratingValue: number } }[];
  };
  expect(item.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(item.review.find((one) => one.name === title)?.reviewRating.ratingValue).toBe(5);
  await reviewed.scrollIntoViewIfNeeded();
  await expectFits(shop, testInfo, 'product page reviews', 360);
  await expectAccessible(shop);

  // "Achei útil" with no session: the login first, then back to the product.
  await reviewed.getByRole('button', { name: 'Achei útil' }).click();
  await expect(shop).toHaveURL(/\/login\?/);
  expect(new URL(shop.url()).searchParams.get('voltar')).toMatch(
    new RegExp(`^/produto/${product.slug}`),
  );
  await shop.context().close();
});

/** A buyer's photo drawn in the browser (PNG): the API judges the bytes and re-encodes them. */
async function drawnPhoto(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e3a8a';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fde68a';
    context.fillRect(200, 150, 400, 300);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/png'),
    );
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) {
      binary += String.fromCharCode(byte);
    }
    return btoa(binary);
  });
  return { name: 'camiseta.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('a review’s photo: its thumbnail in the office, opened larger and removed by keyboard, the review kept — at 360 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shopper, code } = await deliveredOrder();
  expect(await elapseDelivery(shopper.storeId, code, 7)).toEqual({ sent: 1 });
  const { token, products } = await invitationOf(shopper);
  const title = `Com foto ${Date.now().toString(36)}`;
  const made = await reviewWithPhotos(
    shopper,
    { token, productId: products[0]!.product_id },
    { rating: 4, title, body: 'A cor é a da foto que mandei.' },
    [await drawnPhoto(page)],
  );
  expect(made.status).toBe('pendente');

  await addSellerSession(page.context(), SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(officeUrl('localhost', '/vendedor/catalogo/avaliacoes?status=pendente'));
  const card = page
    .getByRole('list', { name: 'Avaliações da loja' })
    .getByRole('listitem')
    .filter({ hasText: title });
  const photos = card.getByRole('list', { name: 'Fotos da avaliação' });
  const open = photos.getByRole('button', { name: 'Ampliar foto 1 de 1' });
  await open.scrollIntoViewIfNeeded();
  // The thumbnail loaded, in AVIF (Chromium reads it), from the renditions' srcset.
  const thumbnail = open.locator('img');
  await expect
    .poll(() =>
      thumbnail.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(/avif/);
  await expectFits(page, testInfo, 'review with a photo', 360);
  await expectAccessible(page);

  // Opened larger by keyboard; Escape closes it, focus back on the thumbnail.
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Foto 1 de 1' });
  const large = dialog.getByRole('img', { name: /^Foto 1 enviada por / });
  await expect(large).toBeVisible();
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThanOrEqual(320);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // "Remover foto": the question first (focus on keeping it), then the removal.
  await page.keyboard.press('Tab');
  await expect(photos.getByRole('button', { name: 'Remover foto 1 de 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Remover esta foto?' });
  await expect(question).toContainText('A avaliação continua');
  await expect(question.getByRole('button', { name: 'Manter foto' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Remover foto' })).toBeFocused();
  await page.keyboard.press('Enter');
  const status = card.getByRole('status');
  await expect(status).toHaveText('Foto removida da avaliação.');
  await expect(status.locator('..')).toBeFocused();
  await expect(photos).toHaveCount(0);
  await expect(card).toContainText('A cor é a da foto que mandei.');
  await expectFits(page, testInfo, 'review after its photo was removed', 360);
  await expectAccessible(page);

  // The store's history says it: the photo removed, the review's photos as a count.
  await page.goto(officeUrl('localhost', '/vendedor/configuracoes/historico?tipo=review'));
  const entry = page
    .getByRole('list', { name: 'Alterações da loja' })
    .getByRole('listitem')
    .filter({ hasText: 'Removeu uma foto' })
    .first();
  await expect(entry).toContainText('Paula Mendes · Removeu uma foto · Avaliação');
  await expect(entry.getByRole('row').filter({ hasText: 'Fotos' })).toHaveText(
    /Fotos\s*1 foto\s*Nenhuma foto/,
  );
});
