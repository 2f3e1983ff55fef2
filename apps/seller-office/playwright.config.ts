import { browserTestsConfig } from '@vitrine/playwright-support/config';

// Browser tests in Debian's Chromium against the real API on a fresh database and the built
// seller office server, both on free ports (e2e/support/global-setup.ts). Dates as a seller in
// Brazil reads them.
export default browserTestsConfig({ timezoneId: 'America/Sao_Paulo' });
