import { browserTestsConfig } from '@vitrine/playwright-support/config';

// Browser tests in the Debian Chromium (/usr/bin/chromium; scripts/setup-machine.sh installs
// it): never a downloaded browser. globalSetup starts the real API on a fresh database and
// the built storefront, both on free ports (e2e/support/global-setup.ts).
export default browserTestsConfig();
