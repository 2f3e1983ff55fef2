import type { PaymentSettings, pixKeyBodySchema } from '@vitrine/contract/payment-settings';
import { pixKeyTypeOf } from '@vitrine/domain/pix-key';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paymentSettings, stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { defaultPaymentRow, PAYMENT_SETTINGS_ENTITY } from '../payments/settings.ts';
import { paymentSettingsAnswer } from './serialize.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { tellPspWhereToNotify } from './webhook-job.ts';

type PixKeyBody = z.output<typeof pixKeyBodySchema>;

const auditFieldsOf = (pixKey: string) => ({
  pix_key: pixKey || null,
  pix_key_type: pixKeyTypeOf(pixKey),
});

/**
 * The store's own pix key (where its pix charges are paid; checkout offers no pix without
 * one), already judged and normalised by the contract. In one transaction with its history row,
 * under the payment settings' entity: the key is part of how the store receives.
 */
export async function savePixKey(
  db: Database,
  jobs: JobSender,
  secrets: SecretBox,
  actor: AuditActor,
  body: PixKeyBody,
  now: Date,
): Promise<PaymentSettings> {
  return db.transaction(async (tx: Database) => {
    const [before] = await tx
      .select({ pixKey: stores.pixKey })
      .from(stores)
      .where(eq(stores.id, actor.storeId))
      .for('update');
    if (!before) throw notFound('Loja não encontrada.', 'store_not_found');
    await tx.update(stores).set({ pixKey: body.key }).where(eq(stores.id, actor.storeId));
    await recordAudit(tx, {
      ...actor,
      entity: PAYMENT_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(before.pixKey),
      after: auditFieldsOf(body.key),
    });
    const [row] = await tx
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.storeId, actor.storeId));
    const answer = paymentSettingsAnswer(
      row ?? defaultPaymentRow(actor.storeId),
      body.key,
      secrets,
      now,
    );
    await tellPspWhereToNotify(tx, jobs, actor.storeId, answer);
    return answer;
  });
}
