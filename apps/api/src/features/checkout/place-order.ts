import { createHash } from 'node:crypto';
import type { PlaceOrderBody } from '@vitrine/contract/checkout';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartItems, orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError, badRequest, conflict } from '../../http/errors.ts';
import { requireOpenNow, shareStoreLife } from '../../http/store-open.ts';
import { cartClosed } from '../../lib/cart-activity.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { recordStockMoves, type StockMove } from '../../lib/stock-ledger.ts';
import { readableCode } from '../../lib/tokens.ts';
import { cartLines, type CartLine } from '../cart/reads.ts';
import type { FreightOption } from '../freight/quote.ts';
import { orderFreight } from './freight-choice.ts';
import {
  cartCouponOf,
  recordRedemption,
  refusalError,
  takeCouponUse,
} from '../coupons/cart-coupon.ts';
import { queueInvoiceOnPayment } from '../invoices/issue.ts';
import { whatsappOn } from '../whatsapp/settings.ts';
import { queueOrderEmails } from '../orders/emails.ts';
import { expireOverdueOrders } from '../orders/expiry.ts';
import { takeStock } from '../orders/stock.ts';
import { claimCardToken } from '../payments/card-token-uses.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { checkoutProvider, providersIn } from '../payments/providers.ts';
import { readPaymentSettings } from '../payments/settings.ts';
import { buyerCompanyColumns, itemName, shippingAddress, snapshot } from './order-lines.ts';
import { checkoutPayer, fillProfileCpf, type OrderPayer } from './payer.ts';
import { chargeOrder, type PaymentResult } from './payment-step.ts';
import { chargeFor, priceCart, pricedLines } from '../cart/pricing.ts';

export type PlaceOrderInput = {
  store: StoreRow;
  customerId: string;
  body: PlaceOrderBody;
  idempotencyKey: string | undefined;
  requestHash: string;
};

/** The orders table's copy of the freight option the order was placed with. */
const freightColumns = (option: FreightOption | null) => ({
  freightOptionId: option?.id ?? null,
  freightKind: option?.kind ?? null,
  freightService: option?.name ?? null,
  freightCarrier: option?.carrier ?? null,
  freightDaysMin: option?.daysMin ?? null,
  freightDaysMax: option?.daysMax ?? null,
});

type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

/**
 * The order, and whether this call made it; a new order's lines and history as inserted, so
 * the answer and its e-mail need not read them back.
 */
type Placed = {
  order: typeof orders.$inferSelect;
  created: boolean;
  made?: { items: ItemRow[]; events: EventRow[] };
};

/**
 * Unpaid pix/boleto orders one shopper may hold at a time. Each holds its units until it is paid
 * or expires; without a cap one shopper could hold a variation's every unit, order after order.
 */
export const MAX_UNPAID_ORDERS = 3;

export const CHECKOUT_LIMIT_MESSAGES = {
  tooManyUnpaid: `Você já tem ${MAX_UNPAID_ORDERS} pedidos aguardando pagamento. Pague um deles ou espere o prazo de pagamento acabar para fazer outro pedido com pix ou boleto.`,
  cardTokenUsed:
    'Estes dados de cartão já foram usados em um pedido. Digite os dados do cartão novamente.',
} as const;

const unpaidOrders = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, sql.placeholder('storeId')),
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.status, 'aguardando_pagamento'),
        gt(orders.paymentExpiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('checkout_unpaid_orders'),
);

/** Refuses a new unpaid order to a shopper already holding MAX_UNPAID_ORDERS (under the lock). */
async function refuseTooManyUnpaid(tx: Database, input: PlaceOrderInput, now: Date) {
  const [unpaid] = await unpaidOrders(tx).execute({
    storeId: input.store.id,
    customerId: input.customerId,
    now,
  });
  if ((unpaid?.n ?? 0) >= MAX_UNPAID_ORDERS) {
    throw conflict('too_many_unpaid_orders', CHECKOUT_LIMIT_MESSAGES.tooManyUnpaid);
  }
}

const emptyCart = preparedQuery((db) =>
  db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.storeId, sql.placeholder('storeId')),
        eq(cartItems.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('checkout_empty_cart'),
);

const orderByKey = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('checkout_order_by_key'),
);

async function findByKey(db: Database, input: PlaceOrderInput) {
  if (!input.idempotencyKey) return null;
  const [order] = await orderByKey(db).execute({
    customerId: input.customerId,
    key: input.idempotencyKey,
  });
  if (order && order.requestHash !== input.requestHash) {
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'Esta chave de idempotência já foi usada em outro pedido.',
    );
  }
  return order ?? null;
}

/**
 * Turns the customer's cart into an order, in one transaction: stock taken atomically per
 * variation, the charge created, the cart emptied. A repeated Idempotency-Key answers the
 * order it created (a retried submit never charges twice); two concurrent submits of one
 * customer queue on an advisory lock so the second sees the first's order instead of racing it.
 * A pix or boleto is issued at the provider before that transaction (issueBeforeOrder): the
 * provider's call must hold neither a database connection nor the stock rows other buyers of
 * the same variation wait on.
 */
export async function placeOrder(deps: AppDeps, input: PlaceOrderInput): Promise<Placed> {
  const existing = await findByKey(deps.db, input);
  if (existing) return { order: existing, created: false };
  try {
    return await placeNewOrder(deps, input);
  } catch (error) {
    // Units and coupon uses held by unpaid orders past their expiry go back to sale (a job
    // sweeps every minute, jobs/tasks.ts; reads already show them expirado): when they are
    // what this order lacks, the store's overdue orders are expired now and the order is tried
    // once more. A checkout that lacks nothing pays no sweep.
    if (!liftedByExpiry(error)) throw error;
    if ((await expireOverdueOrders(deps.db, input.store.id, deps.now())) === 0) throw error;
    return placeNewOrder(deps, input);
  }
}

/** The refusals an expired order's units or coupon use may lift. */
const LIFTED_BY_EXPIRY: ReadonlySet<string> = new Set([
  'out_of_stock',
  'coupon_exhausted',
  'coupon_already_used',
]);

const liftedByExpiry = (error: unknown) =>
  error instanceof ApiError && LIFTED_BY_EXPIRY.has(error.code);

async function placeNewOrder(deps: AppDeps, input: PlaceOrderInput): Promise<Placed> {
  const { db } = deps;
  // One read of the payment settings names the CPF rule's providers and the order's provider.
  const settings = await readPaymentSettings(db, input.store.id);
  // The CPF is checked first: a refused one must leave nothing taken, quoted or charged.
  const payer = await checkoutPayer(
    deps,
    {
      storeId: input.store.id,
      customerId: input.customerId,
      method: input.body.payment_method,
      cpf: input.body.cpf,
      asCompany: input.body.company !== undefined,
    },
    providersIn(settings),
  );
  // The cart as it is now, read once for the freight's quote and the pix's terms; the order's
  // transaction reads it again and decides.
  const lines = await cartLines(db, { storeId: input.store.id, customerId: input.customerId });
  // Freight is quoted before the transaction: a carrier platform's answer (up to its timeout)
  // must not hold the database. The order then checks the cart still ships the same parcels.
  const freight = await quoteForOrder(deps, input, lines);
  const provider = await checkoutProvider(deps, input.store, input.body.payment_method, settings);
  let issued: Issued | null;
  try {
    issued = await issueBeforeOrder(deps, input, { freight, payer, provider, lines });
  } catch (error) {
    // A submit of the same key that made its order meanwhile (and emptied the cart): its order.
    const made = await findByKey(db, input);
    if (made) return { order: made, created: false };
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      // The customer's queue, and the store's life shared: a pause or a close waits for this
      // order, or this order for it and then reads the status it left (http/store-open.ts).
      await shareStoreLife(tx, input.store.id, `checkout:${input.customerId}`);
      await requireOpenNow(tx, input.store.id);
      const again = await findByKey(tx, input);
      if (again) return { order: again, created: false };
      return {
        ...(await createOrder(tx, deps, input, { freight, payer, provider, issued })),
        created: true,
      };
    });
  } catch (error) {
    // Belt and braces for the lock: the unique index still says which order the key made.
    if (!isUniqueViolation(error, 'orders_customer_idempotency_uq')) throw error;
    const order = await findByKey(db, input);
    if (!order) throw error;
    return { order, created: false };
  }
}

type OrderFreightQuote = {
  /** What was quoted: the parcels (variation × quantity). */
  parcels: string;
  option: FreightOption;
  /** The delivery address it was quoted to, as the order copies it. */
  address: Awaited<ReturnType<typeof shippingAddress>>;
} | null;

/**
 * The parcels a freight quote was made for, to tell whether the cart changed since: its product
 * lines whatever their stock (a line sold out meanwhile is the stock check's `out_of_stock`).
 */
const parcelsOf = (lines: readonly CartLine[]) =>
  lines
    .filter((line) => line.product.kind === 'product')
    .map((line) => `${line.variation.id}×${line.quantity}`)
    .sort()
    .join(',');

/** The chosen freight option, quoted again now to the address's CEP (null: nothing ships). */
async function quoteForOrder(
  deps: AppDeps,
  input: PlaceOrderInput,
  lines: readonly CartLine[],
): Promise<OrderFreightQuote> {
  const { store, body } = input;
  const owner = { storeId: store.id, customerId: input.customerId };
  if (!lines.some((line) => line.product.kind === 'product')) return null;
  const address = await shippingAddress(deps.db, owner, body.address_id);
  const option = await orderFreight(deps, store, lines, {
    cep: address.zip_code,
    optionId: body.freight_option,
    seenPrice: body.freight_price,
  });
  return { parcels: parcelsOf(lines), option, address };
}

/**
 * What the provider's idempotency derives from: the checkout's Idempotency-Key (the pay page
 * sends the same one when it retries), per store and shopper, else this attempt's order code.
 */
function chargeKeyOf(input: PlaceOrderInput, code: string): string {
  if (!input.idempotencyKey) return code;
  return createHash('sha256')
    .update(`${input.store.id}\n${input.customerId}\n${input.idempotencyKey}`)
    .digest('hex')
    .slice(0, 32);
}

/** A pix or boleto issued before the order's transaction, for the order of that code. */
type Issued = { code: string; totalCents: number; paid: PaymentResult };

const cartChanged = () =>
  conflict('cart_changed', 'Seu carrinho mudou. Confira o pedido antes de pagar.');

/**
 * What the order would be from the cart as it is now: its lines, coupon, price and charge,
 * refused as the order itself would be (empty cart, a product no longer for sale, a coupon no
 * longer valid, a cart changed since the freight's quote). Read before the transaction to
 * issue a pix or boleto, and again inside it, where it decides.
 */
async function orderTerms(
  db: Database,
  deps: AppDeps,
  input: PlaceOrderInput,
  freight: OrderFreightQuote,
  /** The cart as read moments ago outside the transaction; inside it, read again. */
  read?: readonly CartLine[],
) {
  const { store, body } = input;
  const owner = { storeId: store.id, customerId: input.customerId };
  const lines = read ?? (await cartLines(db, owner));
  if (lines.length === 0) throw badRequest('empty_cart', 'Seu carrinho está vazio.');
  // A product out of the store, or a variation switched off (sold=false), is not for sale.
  const inactive = lines.find((line) => line.product.status !== 'active' || !line.variation.sold);
  if (inactive) {
    throw conflict('product_unavailable', `${inactive.product.name} não está mais à venda.`);
  }
  const priced = pricedLines(lines);
  // The coupon is checked again now (dates, uses, minimum): the cart may have changed since.
  const coupon = await cartCouponOf(db, owner, priced, deps.now());
  if (coupon?.refusal) throw refusalError(coupon.refusal);
  const price = priceCart(priced, store, {
    couponCents: coupon?.discountCents ?? 0,
    shippingCents: freight?.option.priceCents ?? 0,
  });
  // The cart changed between the freight's quote and now (another tab): quote it again.
  if (price.needsShipping && (!freight || freight.parcels !== parcelsOf(lines)))
    throw cartChanged();
  const charge = chargeFor(price, body.payment_method, body.installments ?? 1);
  return { owner, lines, coupon, price, charge };
}

/** Refuses an order whose stock, as last committed, has fewer units than a line asks for. */
function refuseShortStock(lines: readonly CartLine[]) {
  const short = lines.find(
    (line) => line.variation.stock !== null && line.variation.stock < line.quantity,
  );
  if (short) throw conflict('out_of_stock', `Produto sem estoque: ${itemName(short)}.`);
}

/**
 * A pix or boleto is a request for payment: issued at the provider before the order's
 * transaction, so that call (a PSP over mutual TLS, up to PAYMENT_PROVIDER_TIMEOUT_MS) holds no
 * stock row and no database connection. The order is checked first as the transaction will
 * check it (orderTerms, the unpaid limit, the stock left), so a refusal seldom costs a charge.
 * The transaction then decides; when it refuses after all (the last unit sold meanwhile), the
 * charge was never shown to anyone and expires at the provider unpaid. A card is authorised
 * inside the transaction instead: its money moves at once, and a decline must give the stock
 * back.
 */
async function issueBeforeOrder(
  deps: AppDeps,
  input: PlaceOrderInput,
  {
    freight,
    payer,
    provider,
    lines: read,
  }: {
    freight: OrderFreightQuote;
    payer: OrderPayer;
    provider: PaymentProvider;
    lines: readonly CartLine[];
  },
): Promise<Issued | null> {
  const method = input.body.payment_method;
  if (method === 'card') return null;
  const { lines, charge } = await orderTerms(deps.db, deps, input, freight, read);
  await refuseTooManyUnpaid(deps.db, input, deps.now());
  refuseShortStock(lines);
  const code = readableCode();
  const paid = await chargeOrder(deps, input.store, provider, {
    method,
    orderCode: code,
    amountCents: charge.totalCents,
    installments: charge.installments,
    chargeKey: chargeKeyOf(input, code),
    payer: { name: payer.name, email: payer.email, cpf: payer.cpf },
  });
  return { code, totalCents: charge.totalCents, paid };
}

async function createOrder(
  tx: Database,
  deps: AppDeps,
  input: PlaceOrderInput,
  {
    freight,
    payer,
    provider,
    issued,
  }: {
    freight: OrderFreightQuote;
    payer: OrderPayer;
    provider: PaymentProvider;
    issued: Issued | null;
  },
) {
  const { store, body } = input;
  const { owner, lines, coupon, price, charge } = await orderTerms(tx, deps, input, freight);
  // The pix or boleto issued before names this amount: another tab changed the cart since.
  if (issued && issued.totalCents !== charge.totalCents) throw cartChanged();
  // The stock as last committed, before anything is written: when the last units went to
  // another buyer, the refusal costs no writes (the conditional UPDATE below still decides).
  if (issued) refuseShortStock(lines);
  // The address the freight was quoted to (read before the transaction): an order that ships
  // has that quote, else it was refused above as a changed cart.
  const address = price.needsShipping
    ? (freight?.address ?? (await shippingAddress(tx, owner, body.address_id)))
    : null;
  if (body.payment_method !== 'card') {
    await refuseTooManyUnpaid(tx, input, deps.now());
  } else if (
    // One order per card token: a replayed token is refused before any stock is touched.
    body.card_token &&
    !(await claimCardToken(tx, { storeId: store.id, token: body.card_token, now: deps.now() }))
  ) {
    throw conflict('card_token_used', CHECKOUT_LIMIT_MESSAGES.cardTokenUsed);
  }

  // Fixed order (variation id) so two carts sharing variations cannot deadlock each other.
  const byVariation = [...lines].sort((a, b) => a.variation.id.localeCompare(b.variation.id));
  const takeAll = async () => {
    const taken: Omit<StockMove, 'orderId'>[] = [];
    for (const line of byVariation) {
      if (line.variation.stock === null) continue;
      const left = await takeStock(tx, line.variation.id, line.quantity);
      if (!left) throw conflict('out_of_stock', `Produto sem estoque: ${itemName(line)}.`);
      taken.push({
        ...left,
        variationId: line.variation.id,
        delta: -line.quantity,
        reason: 'sale',
      });
    }
    return taken;
  };
  // A card is authorised with its units already taken (a decline gives them back). A pix or
  // boleto was issued before: its units are taken last, so the rows every buyer of those
  // variations queues on stay locked only from here to the commit, not through the writes.
  const takenFirst = issued ? null : await takeAll();

  const now = deps.now();
  if (coupon) await takeCouponUse(tx, coupon, now);
  const code = issued?.code ?? readableCode();
  const paid =
    issued?.paid ??
    (await chargeOrder(deps, store, provider, {
      method: body.payment_method,
      orderCode: code,
      amountCents: charge.totalCents,
      installments: charge.installments,
      cardToken: body.card_token,
      chargeKey: chargeKeyOf(input, code),
      payer: { name: payer.name, email: payer.email, cpf: payer.cpf },
    }));
  const [order] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      customerId: input.customerId,
      code,
      status: paid.paid ? 'pago' : 'aguardando_pagamento',
      paymentMethod: body.payment_method,
      installments: charge.installments,
      subtotalCents: price.subtotalCents,
      couponCode: coupon?.row.code ?? null,
      couponDiscountCents: price.couponCents,
      discountCents: charge.discountCents,
      shippingCents: price.shippingCents,
      ...freightColumns(price.needsShipping ? (freight?.option ?? null) : null),
      interestCents: charge.interestCents,
      totalCents: charge.totalCents,
      customerCpf: payer.cpf,
      ...buyerCompanyColumns(body.company),
      address,
      // The shopper's opt-in to this order's updates by WhatsApp, when the store sends them.
      ...(body.whatsapp_phone && (await whatsappOn(tx, store.id))
        ? { whatsappNumber: body.whatsapp_phone, whatsappOptInAt: now }
        : {}),
      payment: paid.payment,
      paymentExpiresAt: paid.expiresAt,
      paidAt: paid.paid ? now : null,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: input.requestHash,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => snapshot(order.id, line)))
    .returning();
  if (coupon) await recordRedemption(tx, coupon, order, now);
  await fillProfileCpf(tx, owner, payer);
  const events = await tx
    .insert(orderEvents)
    .values([
      {
        orderId: order.id,
        status: 'aguardando_pagamento',
        note: 'Pedido recebido.',
        createdAt: now,
      },
      ...(paid.paid
        ? [
            {
              orderId: order.id,
              status: 'pago' as const,
              note: 'Pagamento aprovado.',
              createdAt: now,
            },
          ]
        : []),
    ])
    .returning();
  // In the order loadOrderDetail reads them: lines by name (the databases' C collation, as
  // JavaScript compares), history as written (both events share `now`).
  const made = {
    items: items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    events,
  };
  await emptyCart(tx).execute({ storeId: store.id, customerId: input.customerId });
  // The cart's life ends with its order: recovered when a reminder had gone out (issue #37).
  await cartClosed(tx, input.customerId, now, order.id);
  // Its e-mails (received, or paid by card) exist exactly when the order does; sent after.
  await queueOrderEmails(
    tx,
    deps,
    order,
    { kind: 'placed' },
    { store, customer: { firstName: payer.firstName, email: payer.email }, made },
  );
  // A card paid at once: its NF-e, when the store's notes go out on payment.
  if (order.status === 'pago') await queueInvoiceOnPayment(tx, deps, order);
  const taken = takenFirst ?? (await takeAll());
  await recordStockMoves(
    tx,
    taken.map((move) => ({ ...move, orderId: order.id })),
  );
  return { order, made };
}
