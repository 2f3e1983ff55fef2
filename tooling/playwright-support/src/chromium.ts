import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (/usr/bin/chromium; scripts/setup-machine.sh installs it), never a
 * downloaded browser, with every store host mapped to this machine (aurora.localhost,
 * ipe.localhost, nada.localhost).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
