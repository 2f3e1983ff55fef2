import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { KeyboardOnly } from './support/keyboard.ts';
import { signUpSeller } from './support/sign-up.ts';

// Configurações → WhatsApp (issue #37 §5) against the real API, on a phone (360 px) and by
// keyboard where it counts. A store of its own (the demo's Casa Ipê is seeded sending, Loja
// Aurora's checkouts are other suites'): opened from the settings' menu, the Cloud API's
// number, turned on without the access token — the API's 422 on that field, which takes the
// focus — then the token and saved; after a reload the secrets are said to be stored and are in
// neither the page nor any answer; the webhook's URL and verify token are there to copy.
// axe at 0 on each state.

const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAGm0PX4ZCpsBAJ-token-de-acesso-da-loja-0001';
const APP_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

test('a store sets up its WhatsApp order updates, on a phone', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { store, origin } = await signUpSeller(context);
  await page.setViewportSize({ width: 360, height: 740 });
  const keys = new KeyboardOnly(page);
  // Every answer of the API about these settings, as the browser received it.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/settings/whatsapp')) answers.push(response.text());
  });

  // The settings' tab, by keyboard from the top of the page.
  await page.goto(`${origin}/vendedor/configuracoes`);
  const tab = page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'WhatsApp' });
  await keys.tabTo(tab);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/vendedor/configuracoes/whatsapp`);
  await expect(
    page.getByText(
      'O e-mail de cada atualização continua indo como sempre; o WhatsApp vai além dele, só para os clientes que pedirem no checkout.',
    ),
  ).toBeVisible();
  const sending = page.getByRole('group', { name: 'Envio' });
  await expect(sending.getByRole('status')).toContainText('Informe o token de acesso.');
  const token = page.getByLabel('Token de acesso', { exact: true });
  await expect(token).toHaveAttribute('type', 'password');
  await expect(token).toHaveAccessibleDescription(/^Nenhum guardado\./);
  await expect(page.getByLabel('Nome do modelo: Pagamento confirmado')).toHaveValue('pedido_pago');
  await expect(page.getByLabel('Idioma dos modelos')).toHaveValue('pt_BR');
  const shipped = page.getByRole('button', { name: 'Copiar texto sugerido: Pedido enviado' });
  await expect(shipped).toBeVisible();
  const lastMonth = page.getByRole('region', { name: 'Últimos 30 dias' });
  await expect(lastMonth).toContainText('Na fila');
  await expect(lastMonth).toContainText('Falhou');
  await expectFits(page, test.info(), 'whatsapp', 360);
  await expectAccessible(page);

  // Turned on without the token: the API's 422 lands on the token's field, which takes focus.
  await page.getByLabel('Identificador do número (Phone number ID)').fill(PHONE_NUMBER_ID);
  await page.getByLabel('Chave secreta do app (App secret)').fill(APP_SECRET);
  const enabled = page.getByRole('checkbox', {
    name: 'Enviar atualizações de pedido pelo WhatsApp',
  });
  await keys.tabTo(enabled, { back: true });
  await keys.press('Space');
  await expect(enabled).toBeChecked();
  await page.getByRole('button', { name: 'Salvar WhatsApp' }).click();
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await expect(token).toHaveAccessibleDescription(/Informe o token de acesso\./);
  await keys.expectFocusOn(token, 'on the token the API asks for');
  await expectAccessible(page);

  // The token, typed where the focus is; Enter saves.
  await keys.type(ACCESS_TOKEN);
  await keys.press('Enter');
  await expect(page.getByText('Configurações do WhatsApp salvas.')).toBeVisible();
  await expect(token).toHaveValue('');
  await expect(token).toHaveAccessibleDescription(/^Guardado\./);
  await expect(sending.getByRole('status')).toBeEmpty();

  // Again from the server: on, the secrets stored and never shown, the webhook's values.
  await page.reload();
  await expect(enabled).toBeChecked();
  await expect(page.getByLabel('Identificador do número (Phone number ID)')).toHaveValue(
    PHONE_NUMBER_ID,
  );
  await expect(token).toHaveAccessibleDescription(/^Guardado\./);
  await expect(page.getByLabel('Chave secreta do app (App secret)')).toHaveAccessibleDescription(
    /^Guardada\./,
  );
  await expect(
    page.getByRole('checkbox', { name: 'Remover o token de acesso guardado' }),
  ).not.toBeChecked();
  const webhook = page.getByRole('region', { name: 'Webhook' });
  await expect(webhook).toContainText(`/webhooks/whatsapp/${store.id}`);
  const saved = JSON.parse(await answers.at(-1)!) as { webhook: { verify_token: string } };
  expect(saved.webhook.verify_token.length).toBeGreaterThan(20);
  await expect(webhook).toContainText(saved.webhook.verify_token);
  const html = await page.content();
  for (const secret of [ACCESS_TOKEN, APP_SECRET]) {
    expect(html).not.toContain(secret);
    for (const answer of await Promise.all(answers)) expect(answer).not.toContain(secret);
  }

  // The verify token, copied as Meta's app asks for it.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await webhook.getByRole('button', { name: 'Copiar Token de verificação (Verify token)' }).click();
  await expect(page.getByText('Copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    saved.webhook.verify_token,
  );
  await expectFits(page, test.info(), 'whatsapp-ligado', 360);
  await expectAccessible(page);
});
