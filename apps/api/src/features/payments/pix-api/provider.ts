import { pixDynamicPayload } from '@vitrine/domain';
import { ApiError } from '../../../http/errors.ts';
import type {
  ChargeState,
  PaymentProvider,
  ProviderFailure,
  RefundAnswer,
  RefundRequest,
} from '../provider.ts';
import type { PixApiClient } from './client.ts';
import { txidForOrder } from './txid.ts';
import type { PixApiFailure, PixRefund, RefundStatus } from './types.ts';
import { pixPaysOrder } from './webhook.ts';

const FAILURE_MESSAGES: Record<PixApiFailure['kind'], string> = {
  timeout: 'O banco demorou a responder. Tente novamente em instantes.',
  unavailable: 'O banco está fora do ar no momento. Tente novamente em instantes.',
  refused: 'O banco recusou a operação. Fale com a loja.',
};

/** A client failure as the interface's, with a message a shopper or seller can read. */
export function providerFailure(failure: PixApiFailure): ProviderFailure {
  return { ok: false, reason: failure.kind, message: FAILURE_MESSAGES[failure.kind] };
}

const REFUND_STATUSES: Record<RefundStatus, 'em_processamento' | 'devolvido' | 'nao_realizado'> = {
  EM_PROCESSAMENTO: 'em_processamento',
  DEVOLVIDO: 'devolvido',
  NAO_REALIZADO: 'nao_realizado',
};

function refundAnswer(refund: PixRefund): RefundAnswer {
  return {
    ok: true,
    status: REFUND_STATUSES[refund.status],
    providerRefundId: refund.rtrId,
    ...(refund.reason ? { reason: refund.reason } : {}),
  };
}

/** What a devolução names: the end-to-end id of the pix that paid the order. */
function paidPix(input: RefundRequest): string | ProviderFailure {
  const e2eid = input.payment.paid_reference;
  if (input.payment.method !== 'pix' || !e2eid) {
    return { ok: false, reason: 'refused', message: 'Este pedido não foi pago por pix no banco.' };
  }
  return e2eid;
}

/**
 * A store's pix through its PSP's API Pix: a dynamic charge per order (`PUT /cob/{txid}`, the
 * txid derived from store and order, so a retried checkout asks for the same charge), read back
 * to reconcile, refunded by devolução. The QR is the PSP's own copy-and-paste text; a PSP that
 * answers only the location gets the dynamic BR Code built around it.
 */
export function pixApiPaymentProvider(options: {
  client: PixApiClient;
  merchantName: string;
  merchantCity: string;
}): PaymentProvider {
  const { client } = options;
  const notHere = (what: string) =>
    new Error(`the API Pix provider takes pix only (asked for ${what})`);

  return {
    name: 'pix_api',

    async createPix(input) {
      const txid = txidForOrder(input.storeId, input.chargeKey);
      const expiresInSeconds = Math.max(
        60,
        Math.ceil((input.expiresAt.getTime() - input.now.getTime()) / 1000),
      );
      const cpf = input.payer?.cpf;
      let result = await client.createCharge({
        txid,
        amountCents: input.amountCents,
        expiresInSeconds,
        key: input.pixKey,
        ...(cpf && input.payer ? { debtor: { cpf, name: input.payer.name } } : {}),
        description: `Pedido ${input.orderCode} em ${input.storeName}`,
      });
      // Some PSPs refuse a second PUT of a txid they already hold (a retry after a timeout):
      // the charge is there, so read it back instead of failing the order.
      if (!result.ok && result.kind !== 'timeout') {
        const existing = await client.readCharge(txid);
        if (existing.ok && existing.charge.amountCents === input.amountCents) result = existing;
      }
      if (!result.ok) {
        const failure = providerFailure(result);
        throw new ApiError(503, 'payment_provider_unavailable', failure.message);
      }
      const { charge } = result;
      const payload =
        charge.copyAndPaste ??
        pixDynamicPayload({
          url: charge.location ?? '',
          merchantName: options.merchantName,
          merchantCity: options.merchantCity || 'Sao Paulo',
        });
      return { payload, txid, expiresAt: input.expiresAt };
    },

    async createBoleto() {
      throw notHere('a boleto');
    },

    async authorizeCard() {
      throw notHere('a card');
    },

    // The PSP's notices are not signed: the route trusts none and reads the charge back.
    verifyWebhook() {
      return false;
    },

    async readCharge(input): Promise<ChargeState> {
      if (input.payment.method !== 'pix') return { ok: true, state: 'pending' };
      const read = await client.readCharge(input.payment.txid);
      if (!read.ok) return providerFailure(read);
      const { charge } = read;
      const paying = charge.pix.find((pix) =>
        pixPaysOrder(pix, { txid: charge.txid, totalCents: charge.amountCents }),
      );
      if (paying) {
        return {
          ok: true,
          state: 'paid',
          amountCents: paying.amountCents,
          paidAt: paying.paidAt,
          reference: paying.endToEndId,
        };
      }
      if (charge.status.startsWith('REMOVIDA')) return { ok: true, state: 'cancelled' };
      const ends = charge.createdAt.getTime() + charge.expiresInSeconds * 1000;
      return { ok: true, state: ends <= input.now.getTime() ? 'expired' : 'pending' };
    },

    async refund(input) {
      const e2eid = paidPix(input);
      if (typeof e2eid !== 'string') return e2eid;
      const result = await client.refund({
        e2eid,
        refundId: input.refundId,
        amountCents: input.amountCents,
        description: `Devolução do pedido ${input.orderCode}`,
      });
      return result.ok ? refundAnswer(result.refund) : providerFailure(result);
    },

    async readRefund(input) {
      const e2eid = paidPix(input);
      if (typeof e2eid !== 'string') return e2eid;
      const result = await client.readRefund(e2eid, input.refundId);
      return result.ok ? refundAnswer(result.refund) : providerFailure(result);
    },
  };
}
