import { CPF_REQUIRED_MESSAGES, INVOICE_CPF_REQUIRED_MESSAGE } from '@vitrine/contract/checkout';
import { isValidCpf, normalizeCpf } from '@vitrine/domain/cpf';
import { VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { customers, fiscalSettings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { checkoutProviders, type CheckoutProviders } from '../payments/providers.ts';
import { purchaseNeedsCpf, type CheckoutMethod } from './cpf-rule.ts';

/** The words the pay page uses too (the contract's and the domain's). */
export const CPF_MESSAGES = {
  required: CPF_REQUIRED_MESSAGES,
  forInvoice: INVOICE_CPF_REQUIRED_MESSAGE,
  invalid: VALIDATION_MESSAGES.cpf,
} as const;

/** Who pays an order, as its provider is told, and whether the profile gains the typed CPF. */
export type OrderPayer = {
  name: string;
  /** The profile's first name and e-mail, as the order's e-mails greet and reach the shopper. */
  firstName: string;
  email: string;
  /** 11 digits, or null when none was given and the method does not need one. */
  cpf: string | null;
  /** The profile had no CPF: the one typed at checkout becomes the profile's too. */
  fillsProfile: boolean;
};

/**
 * The customer, and whether the store issues NF-e (a person buying then gives a CPF), in one
 * prepared statement: one every checkout.
 */
const customerOfStore = preparedQuery((db) =>
  db
    .select({
      customer: customers,
      storeIssues: sql<boolean>`coalesce((select f.invoices_enabled from ${fiscalSettings} f
        where f.store_id = ${sql.placeholder('storeId')}), false)`.mapWith(Boolean),
    })
    .from(customers)
    .where(
      and(
        eq(customers.id, sql.placeholder('customerId')),
        eq(customers.storeId, sql.placeholder('storeId')),
      ),
    )
    .prepare('checkout_customer'),
);

/**
 * The payer of a new order, checked before anything is taken: the CPF typed on the pay page
 * (refused when invalid, whatever the method), else the profile's; refused when there is none
 * and the method's provider needs one, or the store issues NF-e and a person buys (cpf-rule.ts). A typed CPF that differs from the profile's
 * goes on the order only: the profile keeps its own.
 */
export async function checkoutPayer(
  deps: AppDeps,
  input: {
    storeId: string;
    customerId: string;
    method: CheckoutMethod;
    cpf?: string | undefined;
    /** "Comprar como empresa": the note goes to the company's CNPJ. */
    asCompany: boolean;
  },
  /** The store's checkout providers when the caller read its payment settings already. */
  known?: CheckoutProviders,
): Promise<OrderPayer> {
  const [found] = await customerOfStore(deps.db).execute({
    customerId: input.customerId,
    storeId: input.storeId,
  });
  if (!found) throw unauthorized();
  const { customer, storeIssues } = found;
  const typed = input.cpf ? input.cpf : undefined;
  if (typed !== undefined && !isValidCpf(typed)) {
    throw badRequest('invalid_cpf', CPF_MESSAGES.invalid, [
      { path: 'cpf', message: CPF_MESSAGES.invalid },
    ]);
  }
  const cpf = typed !== undefined ? normalizeCpf(typed) : customer.cpf;
  const providers = known ?? (await checkoutProviders(deps, input.storeId));
  const needs = purchaseNeedsCpf(input.method, providers[input.method], {
    storeIssues,
    asCompany: input.asCompany,
  });
  if (!cpf && needs) {
    const message =
      needs === 'payment' ? CPF_MESSAGES.required[input.method] : CPF_MESSAGES.forInvoice;
    throw badRequest('cpf_required', message, [{ path: 'cpf', message }]);
  }
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    firstName: customer.firstName,
    email: customer.email,
    cpf: cpf ?? null,
    fillsProfile: typed !== undefined && !customer.cpf,
  };
}

/** Saves the order's CPF on a profile that still has none (inside the order's transaction). */
export async function fillProfileCpf(
  tx: Database,
  owner: { storeId: string; customerId: string },
  payer: OrderPayer,
) {
  if (!payer.fillsProfile || !payer.cpf) return;
  await tx
    .update(customers)
    .set({ cpf: payer.cpf })
    .where(
      and(
        eq(customers.id, owner.customerId),
        eq(customers.storeId, owner.storeId),
        // Another tab may have saved one meanwhile: the profile's own CPF is never overwritten.
        isNull(customers.cpf),
      ),
    );
}
