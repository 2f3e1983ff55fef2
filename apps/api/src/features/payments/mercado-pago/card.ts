import type { CardAuthorization, ChargeInput } from '../provider.ts';
import type { MercadoPagoClient } from './client.ts';
import { callError, declineMessage, EXPIRED_CARD_TOKEN, REVIEW_MESSAGE } from './messages.ts';
import { errorSchema, type MercadoPagoPayment } from './schemas.ts';
import { brandOf } from './status.ts';
import type { CreatePaymentInput } from './types.ts';

type CardInput = ChargeInput & { cardToken: string; installments: number };

/**
 * Authorises the card a browser tokenised with Mercado Pago's script (the number never reaches
 * us): the token's BIN (GET /v1/card_tokens/{id}) gives the brand and issuer Mercado Pago needs
 * (GET /v1/payment_methods/installments), then POST /v1/payments captures our total — already
 * with our instalment interest (spec §9) — in `installments`.
 *
 * Card review: a payment Mercado Pago leaves `in_process` or `pending` is cancelled at once and
 * answered as a decline (code `in_review`): the interface has no "wait" for a card, and an order
 * must never be left unpaid while money may still be captured. If the cancel is refused because
 * the payment was approved meanwhile, it is read again and answered approved.
 */
export async function authorizeCard(
  client: MercadoPagoClient,
  input: CardInput,
  payment: Omit<CreatePaymentInput, 'method' | 'amountCents'> & { amountCents: number },
): Promise<CardAuthorization> {
  const token = await client.getCardToken(input.cardToken);
  if (!token.ok) {
    if (token.kind === 'refused') {
      return { approved: false, code: 'invalid_card_token', message: EXPIRED_CARD_TOKEN };
    }
    throw callError(token);
  }
  const method = await client.paymentMethodOf(token.cardToken.first_six_digits, input.amountCents);
  if (!method.ok) {
    if (method.kind === 'refused') {
      return {
        approved: false,
        code: 'card_not_accepted',
        message: 'O Mercado Pago não aceita este cartão. Use outro cartão ou pague com pix.',
      };
    }
    throw callError(method);
  }
  const created = await client.createPayment({
    ...payment,
    method: 'card',
    token: input.cardToken,
    installments: input.installments,
    paymentMethodId: method.paymentMethodId,
    ...(method.issuerId ? { issuerId: method.issuerId } : {}),
  });
  if (!created.ok) {
    if (created.kind === 'refused') {
      return {
        approved: false,
        code: errorSchema.safeParse(created.body).data?.cause?.[0]?.code?.toString() ?? 'refused',
        message: 'O Mercado Pago recusou os dados do cartão. Confira-os e tente de novo.',
      };
    }
    throw callError(created);
  }
  return outcomeOf(client, created.payment, token.cardToken.last_four_digits);
}

async function outcomeOf(
  client: MercadoPagoClient,
  payment: MercadoPagoPayment,
  last4: string,
): Promise<CardAuthorization> {
  if (payment.status === 'approved' || payment.status === 'authorized') {
    return {
      approved: true,
      brand: brandOf(payment.payment_method_id),
      last4: payment.card?.last_four_digits ?? last4,
      authorizationCode: payment.authorization_code ?? payment.id,
      providerPaymentId: payment.id,
    };
  }
  if (payment.status === 'in_process' || payment.status === 'pending') {
    const cancelled = await client.cancelPayment(payment.id);
    if (!cancelled.ok) {
      const read = await client.getPayment(payment.id);
      if (!read.ok) throw callError(read);
      if (read.payment.status === 'in_process' || read.payment.status === 'pending') {
        throw callError(cancelled);
      }
      return outcomeOf(client, read.payment, last4);
    }
    return { approved: false, code: 'in_review', message: REVIEW_MESSAGE };
  }
  return {
    approved: false,
    code: payment.status_detail ?? payment.status,
    message: declineMessage(payment.status_detail),
  };
}
