import {
  fulfillmentStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
} from '@vitrine/contract/orders';
import { deliveryDays } from '@vitrine/contract/order-sums';
import { applyMask, CEP_MASK, formatCpf, normalizePhone, PHONE_MASKS } from '@vitrine/domain';
import { CARRIERS } from '@vitrine/domain/carriers';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { and, asc, eq, min, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { customers, invoices, orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import { csvLine, csvMoney } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { effectiveStatus } from '../orders/status.ts';

// One row per item line, the order's columns repeated on each: what a seller filters and sorts
// on in a spreadsheet (every line of one order, every sale of one SKU) to ship or reconcile.
// The first eight columns are the ones the file always had, in the same places. The order's
// money (Total, Subtotal, Frete, Desconto, Juros, Desconto do cupom) repeats on each of its
// lines: "Item" = 1 keeps one row per sale, for summing those. Total = Subtotal − Desconto do
// cupom − Desconto + Frete + Juros (the order of operations of @vitrine/domain/coupon).
export const SALES_CSV_HEADER = [
  'Código',
  'Data',
  'Comprador',
  'E-mail',
  'Total',
  'Forma de pagamento',
  'Pagamento',
  'Entrega',
  'Parcelas',
  'Subtotal',
  'Frete',
  'Forma de entrega',
  'Prazo de entrega',
  'Desconto',
  'Juros',
  'Cupom',
  'Desconto do cupom',
  'Pago em',
  'Enviado em',
  'Código de rastreio',
  'Transportadora',
  'Destinatário',
  'CPF',
  'Telefone',
  'CEP',
  'Endereço',
  'Número',
  'Complemento',
  'Bairro',
  'Cidade',
  'UF',
  'Chave NF-e',
  'Item',
  'SKU',
  'Produto',
  'Variação',
  'Quantidade',
  'Preço unitário',
  'Total do item',
];

/** Sales per query: small enough that each query, and each chunk, is short. */
const BATCH = 500;

const dateTime = (date: Date | null | undefined) => (date ? formatDateTime(date) : '');
const phone = (value: string | null) =>
  value ? applyMask(normalizePhone(value), PHONE_MASKS) : '';

async function loadBatch(db: Database, ids: string[]) {
  const [rows, items, shipped, notes] = await Promise.all([
    db
      // Only what the file writes: the payment's jsonb (a pix payload, a boleto line) and the
      // rest of the row would be parsed for nothing, 500 times a batch.
      .select({
        order: {
          id: orders.id,
          code: orders.code,
          createdAt: orders.createdAt,
          status: orders.status,
          paymentExpiresAt: orders.paymentExpiresAt,
          paymentMethod: orders.paymentMethod,
          installments: orders.installments,
          subtotalCents: orders.subtotalCents,
          shippingCents: orders.shippingCents,
          freightKind: orders.freightKind,
          freightService: orders.freightService,
          freightCarrier: orders.freightCarrier,
          freightDaysMax: orders.freightDaysMax,
          discountCents: orders.discountCents,
          interestCents: orders.interestCents,
          couponCode: orders.couponCode,
          couponDiscountCents: orders.couponDiscountCents,
          totalCents: orders.totalCents,
          paidAt: orders.paidAt,
          trackingCode: orders.trackingCode,
          shippingCarrier: orders.shippingCarrier,
          address: orders.address,
        },
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        // The CPF the sale was charged with; an older sale has none and shows the profile's.
        cpf: sql<string | null>`coalesce(${orders.customerCpf}, ${customers.cpf})`,
        phone: customers.phone,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(anyOf(orders.id, ids)),
    db
      .select({
        orderId: orderItems.orderId,
        variationCode: orderItems.variationCode,
        name: orderItems.name,
        variationName: orderItems.variationName,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        totalCents: orderItems.totalCents,
      })
      .from(orderItems)
      .where(anyOf(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.variationName)),
    db
      .select({ orderId: orderEvents.orderId, at: min(orderEvents.createdAt) })
      .from(orderEvents)
      .where(and(anyOf(orderEvents.orderId, ids), eq(orderEvents.status, 'enviado')))
      .groupBy(orderEvents.orderId),
    // The key of the sale's note while it stands (a cancelled one is no document).
    db
      .select({ orderId: invoices.orderId, accessKey: invoices.accessKey })
      .from(invoices)
      .where(and(anyOf(invoices.orderId, ids), eq(invoices.status, 'autorizada'))),
  ]);
  return { rows, items, shipped, notes };
}

/** 'SEDEX (Correios)', 'Entrega da loja', 'Retirar na loja'; empty when nothing shipped. */
function freightServiceOf(order: { freightService: string | null; freightCarrier: string | null }) {
  if (order.freightService === null) return '';
  return order.freightCarrier
    ? `${order.freightService} (${order.freightCarrier})`
    : order.freightService;
}

function batchLines(
  { rows, items, shipped, notes }: Awaited<ReturnType<typeof loadBatch>>,
  ids: string[],
  now: Date,
) {
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) {
    const lines = itemsOf.get(item.orderId);
    if (lines) lines.push(item);
    else itemsOf.set(item.orderId, [item]);
  }
  const shippedAt = new Map(shipped.map((row) => [row.orderId, row.at]));
  const keyOf = new Map(notes.map((note) => [note.orderId, note.accessKey]));
  let text = '';
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue; // deleted between the list and this batch
    const { order } = row;
    const status = effectiveStatus(order, now);
    const address = order.address;
    const accessKey = keyOf.get(id);
    const orderColumns = [
      order.code,
      formatDateTime(order.createdAt),
      `${row.firstName} ${row.lastName}`,
      row.email,
      csvMoney(order.totalCents),
      PAYMENT_METHOD_LABELS[order.paymentMethod],
      paymentStatusLabel(status),
      fulfillmentStatusLabel(status),
      String(order.installments),
      csvMoney(order.subtotalCents),
      csvMoney(order.shippingCents),
      freightServiceOf(order),
      order.freightKind === 'pickup' || order.freightDaysMax === null
        ? ''
        : deliveryDays(order.freightDaysMax),
      csvMoney(order.discountCents),
      csvMoney(order.interestCents),
      order.couponCode ?? '',
      csvMoney(order.couponDiscountCents),
      dateTime(order.paidAt),
      dateTime(shippedAt.get(id)),
      order.trackingCode ?? '',
      order.shippingCarrier ? CARRIERS[order.shippingCarrier].name : '',
      address?.recipient ?? '',
      row.cpf ? formatCpf(row.cpf) : '',
      phone(row.phone),
      address ? applyMask(address.zip_code, CEP_MASK) : '',
      address?.street ?? '',
      address?.number ?? '',
      address?.complement ?? '',
      address?.neighborhood ?? '',
      address?.city ?? '',
      address?.state ?? '',
      // In groups of four, as the DANFE prints it: 44 digits alone would be a number to Excel,
      // which keeps 15 of them.
      accessKey ? formatAccessKey(accessKey) : '',
    ];
    const lines = itemsOf.get(id) ?? [];
    if (lines.length === 0) text += csvLine([...orderColumns, '', '', '', '', '', '', '']);
    lines.forEach((item, index) => {
      text += csvLine([
        ...orderColumns,
        String(index + 1),
        item.variationCode,
        item.name,
        item.variationName,
        String(item.quantity),
        csvMoney(item.unitPriceCents),
        csvMoney(item.totalCents),
      ]);
    });
  }
  return text;
}

/**
 * The CSV of the sales `ids`, in that order, as a stream (lib/csv-stream.ts): BATCH sales per
 * query, a turn of the event loop between batches.
 */
export function salesCsvStream(db: Database, ids: string[], now: Date): ReadableStream<Uint8Array> {
  return csvStream(SALES_CSV_HEADER, ids, BATCH, async (batch) =>
    batchLines(await loadBatch(db, batch), batch, now),
  );
}
