import type { ChargeAnswer, PixAnswer, RefundAnswer } from './schemas.ts';
import type { PixCharge, PixRefund, ReceivedPix } from './types.ts';

// The API's money is a string of reais with two decimals; ours is integer cents. These two are
// the only crossing, done on the digits so no floating point can move a cent.

/** 3700 → "37.00". */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`centsToAmount: not whole non-negative cents: ${cents}`);
  }
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "37.00" → 3700 (the schemas already checked the \d{1,10}\.\d{2} shape). */
export function amountToCents(amount: string): number {
  const [reais = '0', centavos = '00'] = amount.split('.');
  return Number(reais) * 100 + Number(centavos);
}

export function toRefund(answer: RefundAnswer): PixRefund {
  return {
    id: answer.id,
    rtrId: answer.rtrId,
    amountCents: amountToCents(answer.valor),
    status: answer.status,
    requestedAt: new Date(answer.horario.solicitacao),
    ...(answer.horario.liquidacao ? { settledAt: new Date(answer.horario.liquidacao) } : {}),
    ...(answer.motivo ? { reason: answer.motivo } : {}),
  };
}

export function toReceivedPix(answer: PixAnswer): ReceivedPix {
  return {
    endToEndId: answer.endToEndId,
    ...(answer.txid ? { txid: answer.txid } : {}),
    amountCents: amountToCents(answer.valor),
    paidAt: new Date(answer.horario),
    ...(answer.infoPagador ? { payerMessage: answer.infoPagador } : {}),
    refunds: (answer.devolucoes ?? []).map(toRefund),
  };
}

export function toCharge(answer: ChargeAnswer): PixCharge {
  const location = answer.location ?? answer.loc?.location;
  return {
    txid: answer.txid,
    revision: answer.revisao,
    status: answer.status,
    amountCents: amountToCents(answer.valor.original),
    key: answer.chave,
    createdAt: new Date(answer.calendario.criacao),
    expiresInSeconds: answer.calendario.expiracao,
    ...(location ? { location } : {}),
    ...(answer.pixCopiaECola ? { copyAndPaste: answer.pixCopiaECola } : {}),
    pix: (answer.pix ?? []).map(toReceivedPix),
  };
}
