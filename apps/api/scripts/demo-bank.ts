import { parseArgs } from 'node:util';
import { serveDemoBank, startDemoBank } from '../src/demo/demo-bank.ts';
import { startDnsZone } from '../src/demo/dns-zone.ts';

// The offline demo's bank (src/demo/demo-bank.ts: the API Pix PSP over mutual TLS and Mercado
// Pago, on this machine) and its registrar (src/demo/dns-zone.ts: the DNS zone "Verificar"
// asks) as a process of their own, for several API processes to share:
// `pnpm --filter @vitrine/api demo-bank [--port 0]`, then each API with
// DEMO_BANK_URL=<the URL printed> (scripts/cluster starts it so). Runs until it is stopped.

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const bank = await startDemoBank();
const dns = await startDnsZone();
const served = await serveDemoBank(bank, { port: Number(values.port), dns });
console.log(`DEMO_BANK_URL=${served.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void served
      .close()
      .then(() => Promise.all([bank.close(), dns.close()]))
      .then(() => process.exit(0));
  });
}
