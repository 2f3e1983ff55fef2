import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';
import { emailsTo } from './support/outbox.ts';

// "Avise-me quando chegar" against the real API, at 360 px: a sold-out variation's page links
// to the alert's page, a shopper not signed in asks with an e-mail and confirms it from the
// outbox (double opt-in), the seller's stock comes back and the store's sweep e-mails the alert.

const API = () => process.env.E2E_API_URL ?? '';
const PHONE = { viewport: { width: 360, height: 780 } };

// The demo's sweep answers this machine's own user only.
test.use({ remoteShopper: false, ...PHONE });

type Json = Record<string, unknown>;

async function storeId() {
  const response = await fetch(`${API()}/stores/by-host?host=localhost`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function asSeller(store: string) {
  const login = await fetch(`${API()}/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': store },
    body: JSON.stringify({
      email: 'paula.mendes@loja-aurora.exemplo.com.br',
      password: 'Vendedor@123',
    }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${API()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-store-id': store,
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

type Variation = { _id: string; code: string; stock: number | null; sold: boolean };

test('a sold-out variation takes an alert, confirmed by e-mail, sent when the stock comes back', async ({
  page,
}) => {
  const store = await storeId();
  const seller = await asSeller(store);
  // A product no other browser test buys, with one counted variation.
  const list = await seller<{ items: { _id: string; code: string; kind: string }[] }>(
    'GET',
    '/catalog/products?per_page=100',
  );
  const picked = list.items.filter((item) => item.kind === 'product').at(-1)!;
  const product = await seller<{ slug: string; name: string; variations: Variation[] }>(
    'GET',
    `/catalog/products/${picked._id}`,
  );
  const variation = product.variations.find((one) => one.sold && one.stock !== null)!;
  const stock = variation.stock!;
  const move = (delta: number) =>
    seller('POST', `/catalog/variations/${variation._id}/stock`, {
      mode: 'relative',
      delta,
      reason: delta > 0 ? 'receipt' : 'damage',
      note: 'e2e',
    });
  if (stock > 0) await move(-stock);
  const email = `aviso-${Date.now()}@exemplo.com.br`;
  try {
    await page.goto(storeUrl('localhost', `/produto/${product.slug}?variacao=${variation.code}`));
    await page.getByRole('link', { name: 'Avise-me quando chegar' }).click();
    await expect(page).toHaveURL(new RegExp(`/avise-me/${variation.code}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Avise-me quando chegar' }),
    ).toBeVisible();
    await expectAccessible(page);
    const field = page.getByRole('textbox', { name: 'Seu e-mail' });
    await field.fill(email);
    await field.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      `Enviamos um e-mail para ${email}. Confirme pelo link para receber o aviso.`,
    );

    // The double opt-in: nothing is sent until the e-mail's link is followed.
    const [confirmation] = (await emailsTo(email)).filter(
      (sent) => sent.template === 'stock_alert_confirm',
    );
    const confirmPath = /\/minha-conta\/avise-me\/confirmar\/[\w-]+/.exec(confirmation!.text)?.[0];
    await page.goto(storeUrl('localhost', confirmPath));
    await expect(page.getByText(/Pronto: seu aviso está confirmado/)).toBeVisible();
    await expectAccessible(page);

    await move(2);
    const run = await fetch(`${API()}/dev/stock-alerts/run`, {
      method: 'POST',
      headers: { 'x-store-id': store },
    });
    expect(((await run.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const [alert] = (await emailsTo(email)).filter((sent) => sent.template === 'stock_alert');
    expect(alert!.subject).toContain(`${product.name}`);
    expect(alert!.subject).toContain('voltou ao estoque');
    expect(alert!.text).toContain(`/produto/${product.slug}`);
  } finally {
    const now = await seller<{ variations: Variation[] }>('GET', `/catalog/products/${picked._id}`);
    const left = now.variations.find((one) => one._id === variation._id)!.stock ?? 0;
    if (left !== stock) await move(stock - left);
  }
});
