import { CARRIER_SLUGS, CARRIERS, type CarrierSlug } from '@vitrine/domain/carriers';
import { s10CheckDigit } from '@vitrine/domain/tracking';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  productVariations,
  products,
  stores,
  type AddressSnapshot,
} from '../db/schema/index.ts';
import { chargeFor, priceCart, pricedLines } from '../features/cart/pricing.ts';
import { readableCode } from '../lib/tokens.ts';
import { paymentFor, timeline, type Spec } from './commerce-history.ts';

// Past orders of the demo customers, in several statuses (so the order and sales screens have a
// history), priced by the same rules as checkout. Stock is left alone: the catalog's stock is
// today's.

/** The store's flat fee for these lines, free from its threshold (features/freight's 'padrao'). */
function flatFeeOf(
  store: { shippingFeeCents: number; freeShippingFromCents: number | null },
  lines: readonly { variation: { priceCents: number }; quantity: number }[],
) {
  const goods = lines.reduce((sum, line) => sum + line.variation.priceCents * line.quantity, 0);
  const free = store.freeShippingFromCents !== null && goods >= store.freeShippingFromCents;
  return free ? 0 : store.shippingFeeCents;
}

export const ORDER_PLANS: Spec[][] = [
  [
    { status: 'entregue', method: 'card', installments: 3, daysAgo: 40 },
    { status: 'cancelado', method: 'pix', daysAgo: 20 },
    { status: 'enviado', method: 'pix', daysAgo: 6 },
    { status: 'aguardando_pagamento', method: 'boleto', daysAgo: 1 },
  ],
  [
    { status: 'expirado', method: 'pix', daysAgo: 12 },
    { status: 'em_separacao', method: 'boleto', daysAgo: 3 },
    { status: 'pago', method: 'card', installments: 2, daysAgo: 1 },
  ],
];

const DAY = 24 * 60 * 60 * 1000;

/** The digits of an order's code, as long as asked (each character's code point, mod 10). */
function digitsOf(orderCode: string, length: number): string {
  return [...orderCode]
    .map((char) => String(char.charCodeAt(0) % 10))
    .join('')
    .padEnd(length, '0')
    .slice(0, length);
}

/**
 * A tracking code shaped like the carrier's, made from the order's code, that the tracking
 * field would accept: the Correios' UPU S10 with its right check digit, Jadlog's 14-digit
 * shipment number, digits with a prefix for the others.
 */
function demoTrackingCode(orderCode: string, carrier: CarrierSlug): string {
  if (carrier === 'correios') {
    const serial = digitsOf(orderCode, 8);
    return `QB${serial}${s10CheckDigit(serial)}BR`;
  }
  if (carrier === 'jadlog') return `1008${digitsOf(orderCode, 10)}`;
  return `${carrier.slice(0, 2).toUpperCase()}${digitsOf(orderCode, 10)}`;
}

/**
 * The shipment of a demo order that reached "enviado" (the carriers in turn, so the screens
 * show several), or null for one that did not.
 */
function demoShipment(spec: Spec, orderCode: string, turn: number) {
  const shipped = spec.status === 'enviado' || spec.status === 'entregue';
  if (!shipped) return null;
  const carrier = CARRIER_SLUGS[turn % CARRIER_SLUGS.length]!;
  const trackingCode = demoTrackingCode(orderCode, carrier);
  return {
    carrier,
    trackingCode,
    note: `Enviado por ${CARRIERS[carrier].name}. Código de rastreio: ${trackingCode}.`,
  };
}

export async function seedOrders(
  db: Database,
  input: {
    storeId: string;
    customerId: string;
    address: AddressSnapshot;
    plan: Spec[];
    offset: number;
    now: Date;
  },
) {
  const [store] = await db.select().from(stores).where(eq(stores.id, input.storeId));
  if (!store) return;
  const catalog = await db
    .select({ product: products, variation: productVariations })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(products.storeId, store.id),
        eq(products.kind, 'product'),
        gt(productVariations.stock, 0),
      ),
    )
    .orderBy(asc(productVariations.code));
  if (catalog.length === 0) return;

  for (const [index, spec] of input.plan.entries()) {
    const picked = [catalog[(input.offset * 7 + index * 3) % catalog.length]!];
    if (index % 2 === 0) picked.push(catalog[(input.offset * 7 + index * 3 + 5) % catalog.length]!);
    const lines = picked.map(({ product, variation }) => ({
      product,
      variation,
      quantity: 1 + (index % 2),
    }));
    const price = priceCart(pricedLines(lines), store, { shippingCents: flatFeeOf(store, lines) });
    const offered = price.card.at(-1)?.installmentNumber ?? 1;
    const charge = chargeFor(price, spec.method, Math.min(spec.installments ?? 1, offered));
    const createdAt = new Date(input.now.getTime() - spec.daysAgo * DAY);
    const code = readableCode();
    const { payment, expiresAt } = await paymentFor(
      store,
      spec,
      code,
      charge.totalCents,
      createdAt,
    );
    const shipment = demoShipment(spec, code, input.offset + index);
    const history = timeline(spec, createdAt, expiresAt, shipment?.note ?? '');
    const [order] = await db
      .insert(orders)
      .values({
        storeId: store.id,
        customerId: input.customerId,
        code,
        status: spec.status,
        paymentMethod: spec.method,
        installments: charge.installments,
        subtotalCents: price.subtotalCents,
        discountCents: charge.discountCents,
        shippingCents: price.shippingCents,
        // The demo's history predates its freight table: its orders paid the store's flat fee.
        freightOptionId: 'padrao',
        freightKind: 'flat',
        freightService: 'Entrega padrão',
        interestCents: charge.interestCents,
        totalCents: charge.totalCents,
        address: input.address,
        payment,
        paymentExpiresAt: expiresAt,
        paidAt: history.find((event) => event.status === 'pago')?.createdAt ?? null,
        trackingCode: shipment?.trackingCode ?? null,
        shippingCarrier: shipment?.carrier ?? null,
        createdAt,
        updatedAt: history.at(-1)!.createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map(({ product, variation, quantity }) => ({
        orderId: order!.id,
        productId: product.id,
        variationId: variation.id,
        kind: product.kind,
        productCode: product.code,
        variationCode: variation.code,
        name: product.name,
        variationName: variation.name,
        image: variation.images[0] ?? product.images[0] ?? null,
        unitPriceCents: variation.priceCents,
        quantity,
        totalCents: variation.priceCents * quantity,
      })),
    );
    await db.insert(orderEvents).values(history.map((event) => ({ orderId: order!.id, ...event })));
  }
}
