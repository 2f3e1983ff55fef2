import { PAYMENT_RULES_OUT_OF_RANGE, type PaymentRules } from '@vitrine/contract/payment-rules';
import { paymentRuleProblems } from '@vitrine/domain/payment-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';

/** The audit log's name for a store's payment rules (entity id: the store's). */
export const PAYMENT_RULES_ENTITY = 'payment_rules';

/**
 * The rules as one level of "method.field" keys, so the audit keeps only the fields that
 * changed ("card.installment_fees": 3 → 4) rather than the whole card each time.
 */
export function flatRules(rules: PaymentRules): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [method, fields] of Object.entries(rules)) {
    for (const [field, value] of Object.entries(fields)) flat[`${method}.${field}`] = value;
  }
  return flat;
}

export async function readPaymentRules(db: Database, storeId: string): Promise<PaymentRules> {
  const [row] = await db
    .select({ rules: stores.paymentDefault })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw notFound('Loja não encontrada.', 'store_not_found');
  return row.rules;
}

/**
 * Replaces the store's payment rules, refusing any value out of range (every problem in the
 * details, each with its field and code), and records the change in the same transaction.
 * Orders keep the amounts they were priced with (orders' own columns): only new quotes and
 * orders read the new rules.
 */
export async function savePaymentRules(
  db: Database,
  actor: AuditActor,
  rules: PaymentRules,
): Promise<PaymentRules> {
  const problems = paymentRuleProblems(rules);
  if (problems.length > 0) {
    throw badRequest(PAYMENT_RULES_OUT_OF_RANGE, problems[0]!.message, problems);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ rules: stores.paymentDefault })
      .from(stores)
      .where(eq(stores.id, actor.storeId))
      .for('update');
    if (!current) throw notFound('Loja não encontrada.', 'store_not_found');
    await tx.update(stores).set({ paymentDefault: rules }).where(eq(stores.id, actor.storeId));
    await recordAudit(tx, {
      ...actor,
      entity: PAYMENT_RULES_ENTITY,
      entityId: actor.storeId,
      action: 'update',
      before: flatRules(current.rules),
      after: flatRules(rules),
    });
    return rules;
  });
}
