import { ttlCache } from '@vitrine/server/ttl-cache';
import { serverEnv } from '../../../lib/env.server.ts';

const SIMULATION_PATH = '/dev/payments/sandbox/confirm';
const CHECK_EVERY_MS = 5 * 60_000;

let cache: ReturnType<typeof ttlCache<boolean>> | undefined;

/**
 * Whether the API plays the bank (its DEMO_MODE): it then documents the payment simulation in
 * its own OpenAPI description. The pix and boleto screens offer "Simular pagamento" only then.
 * Asked once every few minutes; an API that cannot say is taken as a real one.
 */
export function demoBankAvailable(): Promise<boolean> {
  cache ??= ttlCache<boolean>(CHECK_EVERY_MS);
  return cache
    .get('demo-bank', async () => {
      const response = await fetch(`${serverEnv().API_URL.replace(/\/+$/, '')}/openapi.json`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return false;
      const document = (await response.json()) as { paths?: Record<string, unknown> };
      return Boolean(document.paths && SIMULATION_PATH in document.paths);
    })
    .catch(() => false);
}
