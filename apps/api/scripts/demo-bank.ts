import { parseArgs } from 'node:util';
import { serveDemoBank, startDemoBank } from '../src/demo/demo-bank.ts';

// The offline demo's bank (src/demo/demo-bank.ts: the API Pix PSP over mutual TLS and Mercado
// Pago, on this machine) as a process of its own, for several API processes to share:
// `pnpm --filter @vitrine/api demo-bank [--port 0]`, then each API with
// DEMO_BANK_URL=<the URL printed> (scripts/cluster starts it so). Runs until it is stopped.

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const bank = await startDemoBank();
const served = await serveDemoBank(bank, Number(values.port));
console.log(`DEMO_BANK_URL=${served.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void served
      .close()
      .then(() => bank.close())
      .then(() => process.exit(0));
  });
}
