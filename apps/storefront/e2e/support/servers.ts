import { fileURLToPath } from 'node:url';

export { freePort, startProcess, stopProcess, waitFor } from '@vitrine/playwright-support/servers';

export const storefrontDir = fileURLToPath(new URL('../..', import.meta.url));
