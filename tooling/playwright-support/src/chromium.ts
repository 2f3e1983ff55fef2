import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same Blink and V8
 * as /usr/bin/chromium, without the browser's own interface), the headless Chromium Playwright
 * itself runs. The full browser's headless mode also runs its window's own interface (tab
 * strip, toolbar) in extra renderers: on the same storefront e2e tests, the browser's processes
 * took about 40 % less CPU in the shell, on CI's two shared cores. The full Chromium only on a
 * machine without the shell.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser (above; scripts/setup-machine.sh installs both), never a downloaded one, with
 * every store host mapped to this machine (aurora.localhost, ipe.localhost, nada.localhost).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
};

/**
 * The full browser, for a test that needs real window focus: the shell gives every page focus
 * and visibility at once (bringToFront changes nothing there), so a page's "back in front"
 * handlers never run in it. CHROMIUM_PATH still overrides.
 */
export const fullChromiumLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
