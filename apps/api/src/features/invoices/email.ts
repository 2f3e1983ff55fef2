import { formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, type invoices, orders, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { compose, actionBlock, rowsBlock, textBlock } from '../email/layout.ts';
import { ORDER_PATH, storeLinks } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import type { Email } from '../email/templates.ts';

// The shopper's e-mail of an authorised note, every sentence of it here: the note's number, its
// access key (in groups of four, as the DANFE prints it) and the DANFE's link at the provider.

type InvoiceRow = typeof invoices.$inferSelect;

export type InvoiceEmailInput = {
  storeName: string;
  firstName: string;
  orderCode: string;
  number: string;
  series: string;
  accessKey: string;
  danfeUrl: string | null;
  homologation: boolean;
  /** The order's page in the storefront. */
  link: string;
};

export function invoiceAuthorizedEmail(input: InvoiceEmailInput): Email {
  const { storeName, orderCode } = input;
  const blocks = [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(`A nota fiscal eletrônica (NF-e) do seu pedido ${orderCode} foi emitida.`),
    rowsBlock([
      { label: 'Número', value: `${input.number}, série ${input.series}` },
      { label: 'Chave de acesso', value: formatAccessKey(input.accessKey) },
    ]),
    ...(input.homologation
      ? [textBlock('Nota emitida em ambiente de homologação (teste): sem valor fiscal.')]
      : []),
    ...(input.danfeUrl ? [actionBlock(input.danfeUrl, 'Baixar a DANFE (PDF)')] : []),
    textBlock('Com a chave de acesso, você consulta a nota no portal da NF-e da SEFAZ.'),
    actionBlock(input.link, 'Ver meu pedido'),
  ];
  return {
    template: 'invoice_authorized',
    subject: `Nota fiscal do pedido ${orderCode} — ${storeName}`,
    ...compose(storeName, blocks),
  };
}

/**
 * Queues the shopper's e-mail of the note `row`, just authorised, in `tx`: the transaction that
 * records the authorisation, so the e-mail exists exactly when it does (once: a state the row
 * already has records nothing, issue.ts applyInvoiceState).
 */
export async function queueInvoiceEmail(
  tx: Database,
  deps: Pick<AppDeps, 'config' | 'jobs' | 'now'>,
  row: InvoiceRow,
): Promise<void> {
  if (!row.accessKey || !row.number) return;
  const [found] = await tx
    .select({
      code: orders.code,
      store: stores.name,
      email: customers.email,
      firstName: customers.firstName,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, row.orderId));
  if (!found) return;
  const link = await storeLinks({ config: deps.config, db: tx }, row.storeId);
  const email = invoiceAuthorizedEmail({
    storeName: found.store,
    firstName: found.firstName,
    orderCode: found.code,
    number: row.number,
    series: row.series ?? '',
    accessKey: row.accessKey,
    danfeUrl: row.danfeUrl,
    homologation: row.environment === 'homologacao',
    link: link(ORDER_PATH(found.code)),
  });
  await queueEmail(tx, deps.jobs, {
    storeId: row.storeId,
    to: found.email,
    email,
    now: deps.now(),
  });
}
