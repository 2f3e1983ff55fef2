import { createRoute, z } from '@hono/zod-openapi';
import {
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  placeOrderBodySchema,
} from '@vitrine/contract/checkout';
import { errorSchema } from '@vitrine/contract/common';
import { orderSchema } from '@vitrine/contract/orders';
import { createHash } from 'node:crypto';
import { whatsappOn } from '../whatsapp/settings.ts';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { requireOpenStore } from '../../http/store-open.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { ordersPlaced } from '../../lib/metrics.ts';
import { cartLines, readCart } from '../cart/reads.ts';
import { appliedCoupon, cartCouponOf } from '../coupons/cart-coupon.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { loadOrderDetail, toOrderDetail } from '../orders/serialize.ts';
import { checkoutProviders } from '../payments/providers.ts';
import { cpfRequiredByMethod } from './cpf-rule.ts';
import { invoicesEnabled } from '../../lib/invoices.ts';
import { pixOffered } from '../../lib/pix-offer.ts';
import { checkoutFreight } from './freight-choice.ts';
import { placeOrder } from './place-order.ts';
import { priceCart, pricedLines, quoteOf } from '../cart/pricing.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7E]{8,128}$/, 'Idempotency-Key: de 8 a 128 caracteres visíveis.')
    .optional(),
});

/** spec §2 /finalizar-compra/pagar: the quote for each method, then the order. */
export const registerCheckout: Feature = (app, deps) => {
  const base = { tags: ['Checkout'], security: bearerSecurity, middleware: requireCustomer };

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/checkout/quote',
      summary: 'Preços do carrinho por forma de pagamento: pix, boleto e parcelas do cartão.',
      description:
        'O frete é cotado até o CEP do endereço `address_id` (ou do endereço principal) e a opção `freight` (ou a mais barata) entra em `shipping` e nos totais. Sem endereço, `shipping` é 0 e `freight.quote` é null; sem frete para o CEP, `freight.error` diz por quê.',
      request: { query: checkoutQuoteQuerySchema },
      responses: { 200: jsonContent(checkoutQuoteSchema, 'Cotação.'), ...errorResponses },
    }),
    async (c) => {
      const { db, config } = deps;
      const store = c.get('store');
      const owner = { storeId: store.id, customerId: c.get('session').accountId };
      const base = assetsBaseUrl(config, store.id);
      const [cart, lines] = await Promise.all([readCart(db, owner, base), cartLines(db, owner)]);
      const priced = pricedLines(lines);
      const asked = c.req.valid('query');
      const [coupon, freight] = await Promise.all([
        cartCouponOf(db, owner, priced, deps.now()),
        checkoutFreight(deps, store, owner, lines, {
          addressId: asked.address_id,
          optionId: asked.freight,
        }),
      ]);
      const price = priceCart(priced, store, {
        couponCents: coupon?.discountCents ?? 0,
        shippingCents: freight?.option?.priceCents ?? 0,
      });
      const quote = quoteOf(price, appliedCoupon(coupon));
      const [providers, issuesInvoices, whatsappOffered] = await Promise.all([
        checkoutProviders(deps, store.id),
        invoicesEnabled(db, store.id),
        whatsappOn(db, store.id),
      ]);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          items: cart.items,
          ...quote,
          freight: freight?.answer ?? null,
          pix_offered: pixOffered(store),
          cpf_required: cpfRequiredByMethod(providers),
          cpf_for_invoice: issuesInvoices,
          whatsapp_offered: whatsappOffered,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/orders',
      summary: 'Fecha o pedido com o carrinho do cliente (idempotente com Idempotency-Key).',
      description:
        'Preços, cupom, frete, desconto, juros e total são calculados pelo servidor; o cupom do ' +
        'carrinho é conferido de novo e um uso dele é reservado (409 `coupon_*` se não vale mais). O frete é ' +
        'cotado de novo até o CEP do endereço: `freight_option` precisa estar entre as opções (409 ' +
        '`freight_option_unavailable`) e, se `freight_price` veio, ainda custar isso (409 `freight_changed`). Cartão: envie ' +
        '`card_token` de POST /payments/sandbox/card-tokens e um número de parcelas oferecido em ' +
        'GET /checkout/quote. `cpf`: o CPF do titular, exigido quando `cpf_required` de GET /checkout/quote diz, ou ' +
        'quando `cpf_for_invoice` (a loja emite NF-e) e a compra não é de empresa (`company`) (400 ' +
        '`cpf_required`; inválido: 400 `invalid_cpf`); sem ele vale o do cadastro, e um cadastro sem CPF ' +
        'fica com o digitado. Repetir o Idempotency-Key devolve o mesmo pedido (200).',
      request: { headers: idempotencyHeaders, ...jsonBody(placeOrderBodySchema) },
      responses: {
        201: jsonContent(orderSchema, 'Pedido criado.'),
        200: jsonContent(orderSchema, 'Pedido já criado com este Idempotency-Key.'),
        402: jsonContent(errorSchema, 'Cartão recusado (ver tabela de cartões de teste).'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const store = c.get('store');
      requireOpenStore(store);
      const body = c.req.valid('json');
      const { order, created, made } = await placeOrder(deps, {
        store,
        customerId: c.get('session').accountId,
        body,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      });
      if (created) {
        ordersPlaced.inc({ payment_method: body.payment_method });
        deliverAfterAnswer(c);
      }
      // A new order's lines and history are those its transaction wrote; it has no refunds yet.
      const detail = made
        ? toOrderDetail(order, made.items, made.events, deps.now())
        : await loadOrderDetail(deps.db, order, deps.now());
      return created ? c.json(detail, 201) : c.json(detail, 200);
    },
  );
};
