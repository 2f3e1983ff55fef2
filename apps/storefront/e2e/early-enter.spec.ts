import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { addAddress, fillCart, loggedInShopper } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// Enter pressed in a field of the server's HTML before the page is hydrated (a slow phone): the
// forms only their script sends (ScriptForm: the pay form, the address form, the password
// form) must not be sent by the browser, whose native submit of a form without `method` put
// every named field in the URL (`…/pagar?method=card&card.number=4111111111111111&card.cvv=123`):
// server and proxy logs, the browser's history, the next page's Referer. The card must only ever
// reach the tokeniser (here the sandbox's, `/_api/payments/sandbox/card-tokens`).

const CARD = '4111111111111111';
const TOKENISER = '/_api/payments/sandbox/card-tokens';
// R$ 249,90; the Loja Aurora's delivery.
const MUG = { code: 'AUR-0032', variation: 'AUR-0032-01', qnt: 1 };

/** Every request the page makes (navigations too) and every address its frame goes to. */
function watchTraffic(page: Page) {
  const seen: { method: string; url: string; body: string }[] = [];
  page.on('request', (request) =>
    seen.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
  );
  page.on('framenavigated', (frame) =>
    seen.push({ method: 'NAVIGATED', url: frame.url(), body: '' }),
  );
  return seen;
}

/** `text` holds `words`, URL-encoded or not, with or without spaces (a masked card). */
function holds(text: string, words: string) {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    // Not URL-encoded: as it is.
  }
  const bare = (value: string) => value.replace(/\s/g, '').toLowerCase();
  return bare(decoded).includes(bare(words)) || bare(text).includes(bare(words));
}

/** The requests and addresses that carry `words`, in the URL or in the body. */
const carrying = (seen: ReturnType<typeof watchTraffic>, words: string) =>
  seen.filter((entry) => holds(entry.url, words) || holds(entry.body, words));

/**
 * The page is live: the header's greeting is drawn by the browser once React has hydrated
 * (public and private pages send the same header). Whatever Enter did came before it.
 */
const hydrated = (page: Page) =>
  expect(page.getByRole('button', { name: /^Olá, Cliente/ })).toBeAttached({ timeout: 30_000 });

/**
 * The server's HTML is all in (the parser done; the held scripts not run). CI found one element
 * past 360 px here under load (on e12c0e3), with the document opened at its first byte: a page
 * still streaming in is laid out half-built, which is not the layout being judged.
 */
const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');

/**
 * Opens `path` with its scripts held until `typeEarly` is done: every run, the keys land in the
 * server's HTML before React has taken it over, as on a slow phone.
 */
async function beforeHydration(page: Page, path: string, typeEarly: () => Promise<void>) {
  let typed = () => {};
  const held = new Promise<void>((resolve) => (typed = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(storeUrl('localhost', path), { waitUntil: 'commit' });
    await typeEarly();
  } finally {
    typed();
  }
}

test('the card typed and sent with Enter before hydration never leaves the page; once live it pays', async ({
  page,
}) => {
  test.slow(); // a placed order and two axe runs on a shared machine
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [MUG]);
  await addAddress(page);
  const traffic = watchTraffic(page);
  const submit = page.getByRole('button', { name: 'Finalizar compra' });
  const number = page.getByLabel('Número do cartão');
  const cvv = page.getByLabel('CVV');

  await page.setViewportSize({ width: 360, height: 640 });
  let disabledEarly: boolean | null = null;
  await beforeHydration(page, '/finalizar-compra/pagar', async () => {
    // The card is the method the page opens with; the number and code typed as they are.
    await number.pressSequentially(CARD);
    await cvv.pressSequentially('123');
    await parsed(page);
    await expectFits(page, test.info(), 'pay page before hydration', 360);
    await expectAccessible(page);
    disabledEarly = await submit.isDisabled();
    await number.press('Enter');
    await cvv.press('Enter');
  });

  await hydrated(page);
  expect(carrying(traffic, CARD)).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  // Nothing sent it: the button waited for the page's script, and what was typed is now the
  // form's (masked).
  expect(disabledEarly).toBe(true);
  await expect(submit).toBeEnabled();
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await expect(cvv).toHaveValue('123');
  await expectAccessible(page);

  // The shopper finishes the card and pays with Enter, as a form is sent from the keyboard.
  await page.getByLabel('Nome impresso no cartão').fill('CLIENTE TESTE');
  await page.getByLabel('Validade (MM/AA)').pressSequentially('0931');
  await cvv.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Visa final 1111')).toBeVisible();

  // From first to last, the number went to the sandbox's tokeniser alone, in a body.
  const withCard = carrying(traffic, CARD);
  expect(withCard.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual([
    `POST ${TOKENISER}`,
  ]);
  expect(withCard.every(({ url }) => !holds(url, CARD))).toBe(true);
});

test('an address typed and sent with Enter before hydration stays out of the URL; once live it is saved', async ({
  page,
}) => {
  test.slow();
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [MUG]);
  const traffic = watchTraffic(page);
  const street = page.getByLabel('Rua ou avenida');
  const number = page.getByLabel('Número', { exact: true });
  const save = page.getByRole('button', { name: 'Salvar endereço' });

  // A shopper with no address gets the new-address form in the server's HTML.
  await page.setViewportSize({ width: 360, height: 640 });
  let disabledEarly: boolean | null = null;
  await beforeHydration(page, '/finalizar-compra/pagar', async () => {
    await street.pressSequentially('Rua Sigilosa');
    await number.pressSequentially('4242');
    await parsed(page);
    await expectFits(page, test.info(), 'address form before hydration', 360);
    disabledEarly = await save.isDisabled();
    await number.press('Enter');
    await street.press('Enter');
  });

  await hydrated(page);
  expect(carrying(traffic, 'Rua Sigilosa')).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  expect(disabledEarly).toBe(true);
  await expect(save).toBeEnabled();
  await expect(street).toHaveValue('Rua Sigilosa');

  // Then the rest, typed once the page is live, and saved through the API.
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await street.fill('Rua Sigilosa');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await number.press('Enter');
  const saved = page.getByRole('radio', { name: /Rua Sigilosa, 4242/ });
  await expect(saved).toBeChecked();
  await expectAccessible(page);
  // The address went to the API as JSON, to the address endpoint: never in a URL.
  expect(carrying(traffic, 'Rua Sigilosa').filter(({ url }) => holds(url, 'Rua Sigilosa'))).toEqual(
    [],
  );
});

test('passwords typed and sent with Enter before hydration stay out of the URL', async ({
  page,
}) => {
  await loggedInShopper(page);
  const traffic = watchTraffic(page);
  const current = page.getByLabel('Senha atual');
  const submit = page.getByRole('button', { name: 'Alterar senha' });

  let disabledEarly: boolean | null = null;
  await beforeHydration(page, '/minha-conta/minha-senha', async () => {
    await current.pressSequentially('Segredo@Antigo1');
    await page.getByLabel('Nova senha', { exact: true }).pressSequentially('Segredo@Novo2');
    disabledEarly = await submit.isDisabled();
    await current.press('Enter');
  });

  await hydrated(page);
  expect(carrying(traffic, 'Segredo@')).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  expect(disabledEarly).toBe(true);
  await expect(submit).toBeEnabled();
  await expect(current).toHaveValue('Segredo@Antigo1');
  await expectAccessible(page);
});
