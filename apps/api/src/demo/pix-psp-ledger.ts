import { randomBytes, randomUUID } from 'node:crypto';
import { pixDynamicPayload } from '@vitrine/domain';

// The loopback PSP's books: charges (cob), the pix they received and their devoluções, kept as
// the API Pix answers them, plus the checks the PSP makes on what it is sent (answered as
// RFC 7807 problems with `violacoes`, as the OpenAPI's examples do).

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;
const ERROR_BASE = 'https://pix.bcb.gov.br/api/v2/error/';

export type Violation = { razao: string; propriedade: string };
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violacoes?: Violation[];
};

export function problem(
  status: number,
  type: string,
  title: string,
  detail?: string,
  violacoes?: Violation[],
): Problem {
  return {
    type: ERROR_BASE + type,
    title,
    status,
    ...(detail ? { detail } : {}),
    ...(violacoes ? { violacoes } : {}),
  };
}

export type Refund = {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
  descricao?: string;
};

export type Pix = {
  endToEndId: string;
  txid: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  devolucoes: Refund[];
};

export type Cob = {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob'; criacao: string };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  devedor?: { cpf?: string; cnpj?: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  /** What the PUT carried, to answer a repeated PUT the same way. */
  request: string;
};

/** Validates a CobSolicitada; the PSP's violations, empty when the body is acceptable. */
export function cobViolations(body: unknown): Violation[] {
  const cob = (body ?? {}) as Record<string, unknown>;
  const out: Violation[] = [];
  const add = (propriedade: string, razao: string) => out.push({ propriedade, razao });
  const calendario = cob.calendario as { expiracao?: unknown } | undefined;
  if (
    calendario?.expiracao !== undefined &&
    !(Number.isInteger(calendario.expiracao) && Number(calendario.expiracao) > 0)
  ) {
    add('cob.calendario.expiracao', 'O campo cob.calendario.expiracao é um inteiro positivo.');
  }
  const valor = cob.valor as { original?: unknown } | undefined;
  if (
    typeof valor?.original !== 'string' ||
    !AMOUNT.test(valor.original) ||
    Number(valor.original) <= 0
  ) {
    add('cob.valor.original', 'O campo cob.valor.original não respeita o _schema_.');
  }
  if (typeof cob.chave !== 'string' || cob.chave === '' || cob.chave.length > 77) {
    add('cob.chave', 'O campo cob.chave não respeita o _schema_.');
  }
  if (cob.devedor !== undefined) {
    const devedor = cob.devedor as Record<string, unknown>;
    const cpf = typeof devedor.cpf === 'string' && /^\d{11}$/.test(devedor.cpf);
    const cnpj = typeof devedor.cnpj === 'string' && /^[0-9A-Z]{14}$/.test(devedor.cnpj);
    if (cpf === cnpj || typeof devedor.nome !== 'string' || devedor.nome.length > 200) {
      add('cob.devedor', 'Informe cpf ou cnpj (um só) e nome.');
    }
  }
  const message = cob.solicitacaoPagador;
  if (message !== undefined && (typeof message !== 'string' || message.length > 140)) {
    add('cob.solicitacaoPagador', 'O campo cob.solicitacaoPagador tem até 140 caracteres.');
  }
  return out;
}

export function isTxid(txid: string): boolean {
  return TXID.test(txid);
}

export function isAmount(text: unknown): text is string {
  return typeof text === 'string' && AMOUNT.test(text);
}

export function newCob(
  txid: string,
  body: Record<string, unknown>,
  locId: number,
  host: string,
  receiver: { name: string; city: string },
): Cob {
  const criacao = new Date().toISOString();
  const location = `${host}/qr/v2/${randomUUID().replaceAll('-', '')}`;
  const calendario = body.calendario as { expiracao?: number } | undefined;
  return {
    calendario: { criacao, expiracao: calendario?.expiracao ?? 86400 },
    txid,
    revisao: 0,
    loc: { id: locId, location, tipoCob: 'cob', criacao },
    location,
    status: 'ATIVA',
    ...(body.devedor ? { devedor: body.devedor as Cob['devedor'] } : {}),
    valor: { original: (body.valor as { original: string }).original },
    chave: body.chave as string,
    ...(typeof body.solicitacaoPagador === 'string'
      ? { solicitacaoPagador: body.solicitacaoPagador }
      : {}),
    pixCopiaECola: pixDynamicPayload({
      url: location,
      merchantName: receiver.name,
      merchantCity: receiver.city,
    }),
    request: JSON.stringify(body),
  };
}

/** The cob as GET /cob/{txid} answers it: with the pix it received (and their devoluções). */
export function cobAnswer(cob: Cob, pix: Pix[]) {
  const { request: _request, ...answer } = cob;
  const received = pix.filter((p) => p.txid === cob.txid).map(pixAnswer);
  return received.length ? { ...answer, pix: received } : answer;
}

export function pixAnswer(pix: Pix) {
  const { chave: _chave, devolucoes, ...answer } = pix;
  return devolucoes.length ? { ...answer, devolucoes } : answer;
}

/** E + the PSP's 8-digit ISPB + yyyyMMddHHmm + 11 random characters: 32, as the SPI writes it. */
export function endToEndId(prefix: 'E' | 'D', now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  const random = randomBytes(16).toString('hex').slice(0, 11);
  return `${prefix}99999999${stamp}${random}`;
}

export function sumCents(amounts: string[]): number {
  return amounts.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0);
}
