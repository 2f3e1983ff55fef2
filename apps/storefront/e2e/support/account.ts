import type { Page } from '@playwright/test';
import { expect, logIn, storeUrl } from './fixtures.ts';

/**
 * Opens a private account screen as a visitor, logs in on the screen it is sent to, and comes
 * back to it (spec §2 buyer login required): a browser session of the shopper's own, made the
 * way a shopper makes one.
 */
export async function logInAt(
  page: Page,
  customer: { email: string; password: string },
  path: string,
) {
  await page.goto(storeUrl('localhost', path));
  await expect(page).toHaveURL(/\/login\?/);
  await page.waitForLoadState('networkidle');
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', path));
}
