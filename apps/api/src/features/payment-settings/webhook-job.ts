import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { PIX_WEBHOOK_REGISTER } from '../../jobs/queues.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { registerPixWebhook } from '../payments/pix-webhook-registration.ts';

/**
 * With pix on the API Pix, queues (in `tx`, the save's) the job that tells the store's PSP where
 * to send its pix: one waiting per store, which reads the settings as they are when it runs.
 */
export async function tellPspWhereToNotify(
  tx: Database,
  jobs: JobSender,
  storeId: string,
  saved: PaymentSettings,
): Promise<void> {
  if (saved.methods.pix !== 'pix_api') return;
  await jobs.enqueue(tx, PIX_WEBHOOK_REGISTER, { storeId }, { singletonKey: storeId });
}

/**
 * The job: PUT /webhook/{chave} at the store's PSP (idempotent: telling it twice changes
 * nothing). A PSP that could not be reached throws, for the queue's retries; one that refused,
 * or settings no longer on the API Pix, would refuse again: logged, not retried.
 */
export async function registerPixWebhookJob(deps: AppDeps, storeId: string): Promise<void> {
  const registered = await registerPixWebhook(deps, storeId);
  if (registered.ok) return;
  if (registered.reason === 'refused') {
    deps.logger.warn({ store: storeId, reason: registered.reason }, 'pix webhook not set');
    return;
  }
  throw new Error(`pix webhook not set (${registered.reason}): ${registered.message}`);
}
