import type { ChargeState, RefundStatus } from '../provider.ts';
import { amountToCents } from './convert.ts';
import type { MercadoPagoPayment, RefundStatus as MpRefundStatus } from './schemas.ts';

/**
 * A payment as reconciliation reads it. Paid: approved (and authorized), and also the states a
 * paid payment moves on to (refunded, charged_back, in_mediation): the money did arrive, what
 * follows is the refund's or the dispute's business. Mercado Pago cancels an unpaid pix or
 * boleto when its date_of_expiration passes (status_detail "expired"); rejected is cancelled.
 */
export function chargeStateOf(payment: MercadoPagoPayment, now: Date): ChargeState {
  switch (payment.status) {
    case 'approved':
    case 'authorized':
    case 'refunded':
    case 'charged_back':
    case 'in_mediation':
      return {
        ok: true,
        state: 'paid',
        amountCents: amountToCents(payment.transaction_amount),
        paidAt: new Date(payment.date_approved ?? payment.date_created),
        reference: payment.id,
      };
    case 'pending':
    case 'in_process':
      return { ok: true, state: 'pending' };
    case 'cancelled': {
      const expiry = payment.date_of_expiration ? Date.parse(payment.date_of_expiration) : null;
      const expired =
        payment.status_detail === 'expired' || (expiry !== null && expiry <= now.getTime());
      return { ok: true, state: expired ? 'expired' : 'cancelled' };
    }
    case 'rejected':
      return { ok: true, state: 'cancelled' };
  }
}

/** approved → devolvido; still moving → em processamento; refused or undone → não realizado. */
export function refundStatusOf(status: MpRefundStatus): RefundStatus {
  switch (status) {
    case 'approved':
      return 'devolvido';
    case 'in_process':
    case 'pending':
    case 'authorized':
      return 'em_processamento';
    case 'rejected':
    case 'cancelled':
      return 'nao_realizado';
  }
}

// Mercado Pago names brands its own way; the order keeps @vitrine/domain's names.
const BRANDS: Record<string, string> = {
  master: 'mastercard',
  debmaster: 'mastercard',
  debvisa: 'visa',
  debelo: 'elo',
};

export function brandOf(paymentMethodId: string): string {
  return BRANDS[paymentMethodId] ?? paymentMethodId;
}
