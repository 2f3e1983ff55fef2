import type { ProviderFailure } from '../provider.ts';
import type { MercadoPagoFailure } from './types.ts';

// What the shopper and the seller read, in pt-BR: why a card was declined (by Mercado Pago's
// status_detail, as its "Respostas de status" list names them) and why a call did not end.

const DECLINES: Record<string, string> = {
  cc_rejected_bad_filled_card_number: 'Confira o número do cartão e tente de novo.',
  cc_rejected_bad_filled_date: 'Confira a validade do cartão e tente de novo.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão e tente de novo.',
  cc_rejected_bad_filled_security_code: 'Confira o código de segurança do cartão e tente de novo.',
  cc_rejected_blacklist:
    'Não foi possível pagar com este cartão. Use outro cartão ou pague com pix.',
  cc_rejected_call_for_authorize:
    'O banco emissor pede que você autorize este pagamento. Ligue para ele e tente de novo.',
  cc_rejected_card_disabled:
    'O cartão não está ativo. Ative-o com o banco emissor ou use outro cartão.',
  cc_rejected_card_error:
    'Não foi possível pagar com este cartão. Use outro cartão ou pague com pix.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento deste valor há pouco. Use outro cartão ou outra forma de pagamento.',
  cc_rejected_high_risk:
    'O pagamento foi recusado pela análise de segurança. Use outro cartão ou pague com pix ou boleto.',
  cc_rejected_insufficient_amount: 'O cartão não tem limite suficiente para esta compra.',
  cc_rejected_invalid_installments: 'O cartão não aceita este número de parcelas.',
  cc_rejected_max_attempts:
    'Você chegou ao limite de tentativas com este cartão. Use outro cartão ou outra forma de pagamento.',
  cc_rejected_other_reason:
    'O banco emissor recusou o pagamento. Use outro cartão ou outra forma de pagamento.',
};

const DEFAULT_DECLINE = 'O pagamento foi recusado. Use outro cartão ou outra forma de pagamento.';

export function declineMessage(statusDetail: string | null | undefined): string {
  return (statusDetail && DECLINES[statusDetail]) ?? DEFAULT_DECLINE;
}

export const REVIEW_MESSAGE =
  'O Mercado Pago deixou este pagamento em análise e ele não foi concluído. ' +
  'Use outro cartão ou pague com pix ou boleto.';

export const EXPIRED_CARD_TOKEN = 'Os dados do cartão expiraram. Digite-os novamente.';

const FAILURES: Record<ProviderFailure['reason'], string> = {
  timeout: 'O Mercado Pago não respondeu a tempo. Tente novamente em instantes.',
  unavailable:
    'Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes ou escolha outra forma de pagamento.',
  refused: 'O Mercado Pago recusou a operação. Confira os dados e tente novamente.',
};

/** A client failure as the provider interface answers it: the reason and a pt-BR message. */
export function providerFailure(failure: MercadoPagoFailure, message?: string): ProviderFailure {
  return { ok: false, reason: failure.kind, message: message ?? FAILURES[failure.kind] };
}

/**
 * createPix/createBoleto/authorizeCard answer no failure in the provider interface: a call that
 * did not end is thrown as this, carrying the same reason and pt-BR message. `timeout`: retry
 * the same call; the idempotency key makes it answer the payment already made.
 */
export class MercadoPagoCallError extends Error {
  readonly failure: ProviderFailure;
  constructor(failure: ProviderFailure, detail: string) {
    super(`mercado pago: ${failure.reason} (${detail})`);
    this.name = 'MercadoPagoCallError';
    this.failure = failure;
  }
}

export function callError(failure: MercadoPagoFailure, message?: string): MercadoPagoCallError {
  return new MercadoPagoCallError(providerFailure(failure, message), failure.detail);
}
