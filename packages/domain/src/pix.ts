import { crc16CcittFalse } from './crc16.ts';
import { emvField, parseEmvFields } from './emv.ts';
import { round2 } from './round.ts';

// Static Pix BR Code, per the Banco Central's "Manual de Padrões para Iniciação do Pix" (EMV
// QR Code MPM subset). The layout is fixed — tags in ascending order, no tag 01 — so the same
// input always gives the same bytes, which keeps QR codes and tests stable.

const PIX_GUI = 'br.gov.bcb.pix';
const NO_TXID = '***';
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const MAX_NAME_LENGTH = 25;
const MAX_CITY_LENGTH = 15;
const MAX_AMOUNT_LENGTH = 13;
const CRC_HEADER = '6304';
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

export interface PixPayloadInput {
  /** The receiver's Pix key (CPF, CNPJ, e-mail, +55 phone or random EVP), as registered. */
  key: string;
  /** Cut to 25 characters, accents removed: the payer's bank shows the key owner's name anyway. */
  merchantName: string;
  /** Cut to 15 characters, accents removed. */
  merchantCity: string;
  /** Reais; omitted lets the payer type the value. */
  amount?: number;
  /** Up to 25 letters and digits; omitted writes `***` (no identifier). */
  txid?: string;
  /** Message to the payer (26-02); accents removed. */
  description?: string;
}

export interface ParsedPixPayload {
  key?: string;
  /** 26-25: the location of a dynamic code's payload. */
  url?: string;
  merchantName: string;
  merchantCity: string;
  amount?: number;
  txid?: string;
}

/** CRC16-CCITT-FALSE over the UTF-8 bytes, 4 upper-case hex digits (the BR Code's tag 63). */
export function pixCrc16(text: string): string {
  return crc16CcittFalse(text);
}

/** Builds a static BR Code ("Pix copia e cola"). Throws RangeError for input that cannot fit. */
export function pixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  if (key === '' || !/^[\x20-\x7E]+$/.test(key)) {
    throw new RangeError('pixPayload: the key must be non-empty printable ASCII');
  }
  const description = input.description === undefined ? '' : toEmvText(input.description);
  const account =
    emvField('00', PIX_GUI) +
    emvField('01', key) +
    (description ? emvField('02', description) : '');
  const body = [
    emvField('00', '01'),
    emvField('26', account),
    emvField('52', '0000'),
    emvField('53', '986'),
    input.amount === undefined ? '' : emvField('54', formatAmount(input.amount)),
    emvField('58', 'BR'),
    emvField('59', requiredText(input.merchantName, MAX_NAME_LENGTH, 'merchantName')),
    emvField('60', requiredText(input.merchantCity, MAX_CITY_LENGTH, 'merchantCity')),
    emvField('62', emvField('05', txidOrPlaceholder(input.txid))),
    CRC_HEADER,
  ].join('');
  return body + pixCrc16(body);
}

export interface PixDynamicPayloadInput {
  /** The charge's `location` as the PSP answered it, without scheme (26-25; at most 77 chars). */
  url: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * Builds a dynamic BR Code: the payer's bank fetches the charge (amount, txid, expiry) from the
 * PSP at `url`, so the code carries neither key nor amount, 62-05 is `***` and 01 is 12 (single
 * use), as the manual's dynamic layout says.
 */
export function pixDynamicPayload(input: PixDynamicPayloadInput): string {
  const url = input.url.trim().replace(/^https:\/\//, '');
  if (url === '' || url.length > 77 || !/^[\x21-\x7E]+$/.test(url)) {
    throw new RangeError('pixDynamicPayload: the location must be 1–77 printable characters');
  }
  const body = [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('26', emvField('00', PIX_GUI) + emvField('25', url)),
    emvField('52', '0000'),
    emvField('53', '986'),
    emvField('58', 'BR'),
    emvField('59', requiredText(input.merchantName, MAX_NAME_LENGTH, 'merchantName')),
    emvField('60', requiredText(input.merchantCity, MAX_CITY_LENGTH, 'merchantCity')),
    emvField('62', emvField('05', NO_TXID)),
    CRC_HEADER,
  ].join('');
  return body + pixCrc16(body);
}

/**
 * Reads a BR Code (static or dynamic). Null when it is malformed, lacks a field the manual makes
 * mandatory, is not a Pix code in reais, or its CRC does not match.
 */
export function parsePixPayload(payload: string): ParsedPixPayload | null {
  const text = payload.trim();
  const fields = parseEmvFields(text);
  if (!fields || !hasValidFrame(text, fields)) return null;
  const byId = new Map(fields);
  const account = findPixAccount(fields);
  const merchantName = byId.get('59');
  const merchantCity = byId.get('60');
  const txid = readTxid(byId.get('62'));
  const amount = byId.get('54');
  if (
    !account ||
    !merchantName ||
    !merchantCity ||
    !txid ||
    !hasValidHeader(byId) ||
    (amount !== undefined && !AMOUNT_PATTERN.test(amount))
  ) {
    return null;
  }
  return {
    ...account,
    merchantName,
    merchantCity,
    ...(amount === undefined ? {} : { amount: Number(amount) }),
    ...(txid === NO_TXID ? {} : { txid }),
  };
}

/** 000201 first; last, tag 63 with 4 hex digits equal to the CRC of everything before them. */
function hasValidFrame(text: string, fields: Array<[string, string]>): boolean {
  const crc = fields.at(-1);
  return (
    fields[0]?.join('') === '0001' &&
    crc?.[0] === '63' &&
    /^[0-9A-F]{4}$/i.test(crc[1]) &&
    pixCrc16(text.slice(0, -4)) === crc[1].toUpperCase()
  );
}

/** Point of initiation absent, 11 (reusable) or 12 (single use); category; reais; country. */
function hasValidHeader(byId: Map<string, string>): boolean {
  const initiation = byId.get('01');
  return (
    (initiation === undefined || initiation === '11' || initiation === '12') &&
    byId.has('52') &&
    byId.get('53') === '986' &&
    byId.has('58')
  );
}

/**
 * Tags 26–51 are merchant account templates; Pix's is the one whose GUI is br.gov.bcb.pix and
 * it must carry a key (static) or a URL (dynamic).
 */
function findPixAccount(fields: Array<[string, string]>): { key?: string; url?: string } | null {
  for (const [id, value] of fields) {
    if (Number(id) < 26 || Number(id) > 51) continue;
    const sub = parseEmvFields(value);
    // Some banks write the GUI in upper case (BR.GOV.BCB.PIX); the manual's own examples do not.
    if (!sub || sub.find(([subId]) => subId === '00')?.[1].toLowerCase() !== PIX_GUI) continue;
    const byId = new Map(sub);
    const key = byId.get('01');
    const url = byId.get('25');
    if (!key && !url) return null;
    return { ...(key ? { key } : {}), ...(url ? { url } : {}) };
  }
  return null;
}

/** 62-05, the reference label: a txid or ***; mandatory in the manual. */
function readTxid(additionalData: string | undefined): string | undefined {
  const fields = parseEmvFields(additionalData ?? '');
  return fields ? new Map(fields).get('05') || undefined : undefined;
}

/** Accents removed, whitespace collapsed, anything outside printable ASCII dropped. */
function toEmvText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .trim();
}

function requiredText(text: string, maxLength: number, name: string): string {
  const value = toEmvText(text).slice(0, maxLength).trimEnd();
  if (value === '') throw new RangeError(`pixPayload: ${name} is empty once normalised`);
  return value;
}

function formatAmount(amount: number): string {
  const value = round2(amount);
  const text = value.toFixed(2);
  if (!Number.isFinite(amount) || value <= 0 || text.length > MAX_AMOUNT_LENGTH) {
    throw new RangeError(
      `pixPayload: amount must be positive and fit ${MAX_AMOUNT_LENGTH} characters, got ${amount}`,
    );
  }
  return text;
}

function txidOrPlaceholder(txid: string | undefined): string {
  if (txid === undefined || txid === NO_TXID) return NO_TXID;
  if (!TXID_PATTERN.test(txid)) {
    throw new RangeError('pixPayload: txid must be 1–25 letters and digits, or ***');
  }
  return txid;
}
