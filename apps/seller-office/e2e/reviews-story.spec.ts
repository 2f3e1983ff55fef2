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
import { deliveredOrder, elapseDelivery, latestEmailTo, shopperPage } from './support/shop.ts';

// Verified reviews end to end (issue #37 §3), at 360 px against the real API and storefront:
// an order delivered 7 days ago gets its invitation; the buyer rates it from the e-mail's link
// by the keyboard; the owner publishes it in Catálogo → Avaliações; the product page shows it
// with its stars, in its JSON-LD, and its "Achei útil" takes a visitor to the login and back.

type Invite = { products: { product_id: string; name: string; slug: string }[] };

test('a delivered order’s invitation, the review by keyboard, published in the office, shown with stars — at 360 px', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { shopper, code } = await deliveredOrder();
  expect(await elapseDelivery(shopper.storeId, code, 6)).toEqual({ sent: 0 });
  expect(await elapseDelivery(shopper.storeId, code, 1)).toEqual({ sent: 1 });
  const email = await latestEmailTo(shopper, 'review_invite');
  const link = new URL(/https?:\/\/\S+\/avaliar\/[\w-]+\?produto=[\w-]+/.exec(email)![0]);
  const token = link.pathname.split('/').pop()!;
  const invite = (await (
    await fetch(`${process.env.E2E_API_URL}/reviews/invite/${token}`, {
      headers: { 'x-store-id': shopper.storeId },
    })
  ).json()) as Invite;
  const product = invite.products[0]!;
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
  await shop.keyboard.press('Tab');
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
