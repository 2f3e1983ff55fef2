import { randomBytes, randomInt } from 'node:crypto';
import { buildAccessKey } from '@vitrine/domain/fiscal/access-key';
import { ibgeUfCode } from '@vitrine/domain/fiscal/uf-codes';
import type { StateSigla } from '@vitrine/domain/states';
import type { SefazRejection } from './focus-nfe-sefaz.ts';
import type { AuthorizedNote } from './focus-nfe-xml.ts';

// The loopback Focus NFe's books, in memory: the companies (by token), their notes (by token
// and ref, as Focus keys them), the numbers each company's series has used, and the webhooks.
// What GET /v2/nfe/{ref} and a webhook answer is noteAnswer(), one shape for both.

export type FocusStatus =
  'processando_autorizacao' | 'autorizado' | 'erro_autorizacao' | 'denegado' | 'cancelado';

export type Correction = { sequence: number; text: string; at: Date; protocol: string };

export type LedgerNote = {
  token: string;
  ref: string;
  json: Record<string, unknown>;
  status: FocusStatus;
  sefaz?: SefazRejection;
  /** Attempts at this ref: an erro_autorizacao may be sent again (Focus "Referência"). */
  attempts: number;
  authorized?: AuthorizedNote;
  cancellation?: { justification: string; at: Date; protocol: string };
  corrections: Correction[];
};

export type Hook = {
  id: string;
  token: string;
  cnpj?: string;
  event: string;
  url: string;
  authorization: string | null;
  authorization_header: string | null;
};

export type Ledger = {
  tokens: Set<string>;
  accountTokens: Set<string>;
  notes: Map<string, LedgerNote>;
  /** Next number per token, CNPJ and series. */
  numbers: Map<string, number>;
  hooks: Hook[];
  companies: Map<string, Record<string, unknown>>;
  protocolSequence: number;
};

export const noteKey = (token: string, ref: string) => `${token}\u0000${ref}`;

export function newLedger(tokens: string[], accountTokens: string[]): Ledger {
  return {
    tokens: new Set(tokens),
    accountTokens: new Set(accountTokens),
    notes: new Map(),
    numbers: new Map(),
    hooks: [],
    companies: new Map(),
    protocolSequence: 1,
  };
}

/** nProt: 1, the state's cUF, the year's last two digits, ten digits of sequence. */
export function nextProtocol(ledger: Ledger, uf: string, at: Date): string {
  const sequence = String(ledger.protocolSequence++).padStart(10, '0');
  return `1${ibgeUfCode(uf)}${String(at.getUTCFullYear()).slice(2)}${sequence}`;
}

/** Authorises a note: its company's next number in series 1, a key, a protocol. */
export function authorize(ledger: Ledger, note: LedgerNote, at: Date, homologation: boolean) {
  const cnpj = String(note.json.cnpj_emitente);
  const series = 1;
  const counter = `${note.token}/${cnpj}/${series}`;
  const number = ledger.numbers.get(counter) ?? 1;
  ledger.numbers.set(counter, number + 1);
  const issuedAt = new Date(Date.parse(String(note.json.data_emissao)) || at.getTime());
  let randomCode = String(randomInt(0, 100_000_000)).padStart(8, '0');
  // cNF never equals nNF's last eight digits (NT 2019.001).
  if (randomCode === String(number).padStart(8, '0').slice(-8)) randomCode = '12345678';
  const uf = String(note.json.uf_emitente).toUpperCase() as StateSigla;
  const key = buildAccessKey({
    uf,
    issuedAt: { year: issuedAt.getUTCFullYear(), month: issuedAt.getUTCMonth() + 1 },
    cnpj,
    series,
    number,
    randomCode,
  });
  note.status = 'autorizado';
  note.sefaz = { code: '100', message: 'Autorizado o uso da NF-e' };
  note.authorized = {
    json: note.json,
    key,
    number,
    series,
    randomCode,
    protocol: nextProtocol(ledger, uf, at),
    authorizedAt: at,
    homologation,
  };
}

/** The files' paths, as Focus names them ("Download do XML"). */
export function filePaths(note: LedgerNote) {
  const authorized = note.authorized;
  if (!authorized) return {};
  const month = authorized.authorizedAt.toISOString().slice(0, 7).replace('-', '');
  const folder = `/arquivos/${String(note.json.cnpj_emitente)}/${month}`;
  const last = note.corrections.at(-1);
  return {
    caminho_xml_nota_fiscal: `${folder}/XMLs/${authorized.key}-nfe.xml`,
    caminho_danfe: `${folder}/DANFEs/${authorized.key}.pdf`,
    ...(note.cancellation
      ? { caminho_xml_cancelamento: `${folder}/XMLs/${authorized.key}-can.xml` }
      : {}),
    ...(last
      ? {
          caminho_xml_carta_correcao: `${folder}/XMLs/${authorized.key}-cce-${String(last.sequence).padStart(2, '0')}.xml`,
          caminho_pdf_carta_correcao: `/notas_fiscais/NFe${authorized.key}/cartas_correcao/${last.sequence}.pdf`,
          numero_carta_correcao: last.sequence,
        }
      : {}),
  };
}

/** GET /v2/nfe/{ref}'s answer ("Consulta"), and every webhook's body. */
export function noteAnswer(note: LedgerNote) {
  const base = {
    cnpj_emitente: String(note.json.cnpj_emitente),
    ref: note.ref,
    status: note.status,
  };
  if (note.status === 'processando_autorizacao') return base;
  const sefaz = note.sefaz
    ? { status_sefaz: note.sefaz.code, mensagem_sefaz: note.sefaz.message }
    : {};
  if (note.status === 'erro_autorizacao') return { ...base, ...sefaz };
  const authorized = note.authorized;
  const corrected = note.status === 'autorizado' && note.corrections.length > 0;
  return {
    ...base,
    ...(corrected
      ? { status_sefaz: '135', mensagem_sefaz: 'Evento registrado e vinculado a NF-e' }
      : note.cancellation
        ? { status_sefaz: '135', mensagem_sefaz: 'Evento registrado e vinculado a NF-e' }
        : sefaz),
    ...(authorized
      ? {
          chave_nfe: `NFe${authorized.key}`,
          numero: String(authorized.number),
          serie: String(authorized.series),
        }
      : {}),
    ...filePaths(note),
  };
}

export const hookId = () => randomBytes(6).toString('base64url');
export const companyToken = () => randomBytes(24).toString('base64url');
