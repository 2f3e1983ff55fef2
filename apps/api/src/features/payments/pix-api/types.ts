import type { OutsideFailure, OutsideResult } from '../../../lib/outside/failure.ts';

/**
 * Every call answers a result or the outside failure (lib/outside); nothing throws. `timeout`:
 * the PSP did not answer in time (the charge may exist: retry with the same txid).
 * `unavailable`: connection failed, 5xx, 429, or an answer that does not parse. `refused`: the
 * PSP said no (4xx problem+json as `body`, bad credentials, a certificate it or we do not
 * trust) — retrying will not help.
 */
export type PixApiFailure = OutsideFailure;

export type PixApiResult<T> = OutsideResult<T>;

export type ChargeStatus =
  'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export type RefundStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

export type PixRefund = {
  id: string;
  rtrId: string;
  amountCents: number;
  status: RefundStatus;
  requestedAt: Date;
  settledAt?: Date;
  /** The PSP's reason, e.g. why it was NAO_REALIZADO. */
  reason?: string;
};

/** A pix the PSP received; `txid` absent when the payer paid the key without a charge. */
export type ReceivedPix = {
  endToEndId: string;
  txid?: string;
  amountCents: number;
  paidAt: Date;
  payerMessage?: string;
  refunds: PixRefund[];
};

export type PixCharge = {
  txid: string;
  revision: number;
  status: ChargeStatus;
  amountCents: number;
  key: string;
  createdAt: Date;
  expiresInSeconds: number;
  /** The payload location (no scheme), what a dynamic BR Code points at. */
  location?: string;
  /** The BR Code the PSP wrote: the copy-and-paste text and what the QR draws. */
  copyAndPaste?: string;
  pix: ReceivedPix[];
};

export type Debtor =
  { cpf: string; name: string; cnpj?: never } | { cnpj: string; name: string; cpf?: never };

export type CreateChargeInput = {
  txid: string;
  amountCents: number;
  expiresInSeconds: number;
  /** The store's pix key (DICT) the money goes to. */
  key: string;
  debtor?: Debtor;
  /** Shown to the payer (solicitacaoPagador, up to 140 characters). */
  description?: string;
};

export type RefundInput = {
  e2eid: string;
  /** Chosen by us, unique per pix: the same id asks for the same devolução again. */
  refundId: string;
  amountCents: number;
  description?: string;
};
