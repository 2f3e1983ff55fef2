import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPixPsp } from '../src/demo/pix-psp.ts';

// The loopback API Pix PSP (src/demo/pix-psp.ts) as a process of its own, for the browser tests
// of other apps (which run the API as a process and may not import it): `pnpm --filter
// @vitrine/api pix-psp <dir>` starts it and writes <dir>/pix-psp.json — its URL, the store's
// credentials and certificates, made at start — then runs until it is stopped.

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pix-psp <directory for pix-psp.json>');
  process.exit(2);
}
const psp = await startPixPsp();
const described = {
  url: psp.url,
  tokenPath: psp.tokenPath,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  caPem: psp.caPem,
  clientCertPem: psp.clientCertPem,
  clientKeyPem: psp.clientKeyPem,
};
writeFileSync(join(dir, 'pix-psp.json'), JSON.stringify(described), { mode: 0o600 });
console.log(`loopback pix psp on ${psp.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void psp.close().then(() => process.exit(0)));
}
