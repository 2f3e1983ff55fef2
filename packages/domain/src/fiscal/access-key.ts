import { checkValue } from '../digits.ts';
import { normalizeCnpj } from '../cnpj.ts';
import { ibgeUfCode } from './uf-codes.ts';
import type { StateSigla } from '../states.ts';

// The NF-e's 44-character access key (chave de acesso), MOC 7.0 §5.4 "Chave de Acesso":
// cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1). Since the
// alphanumeric CNPJ (IN RFB 2.229/2024, NT 2025.001) the issuer's 14 may hold letters; every
// character weighs its ASCII code − 48 in the check digit, so a numeric key is the special case.

const KEY_SHAPE = /^\d{6}[0-9A-Z]{12}\d{2}\d{2}\d{3}\d{9}\d{1}\d{8}\d$/;

export const NFE_MODEL = '55';

export type AccessKeyParts = {
  uf: StateSigla;
  /** Year and month of issue (dhEmi), as AAMM. */
  issuedAt: { year: number; month: number };
  cnpj: string;
  /** 55 for NF-e; 65 is the NFC-e. */
  model?: string;
  series: number;
  number: number;
  /** 1 normal; 6/7 SVC-AN/SVC-RS contingency; 9 offline NFC-e. */
  emissionType?: number;
  /** cNF: the issuer's 8 random digits, never equal to the number (MOC §5.4, NT 2019.001). */
  randomCode: string;
};

/**
 * cDV: mod 11 over the 43 characters before it, weights 2…9 from the right (restarting at 2);
 * a remainder of 0 or 1 gives 0, otherwise 11 − remainder.
 */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = first43.length - 1; index >= 0; index -= 1) {
    sum += checkValue(first43[index] ?? '0') * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The 44-character key of these parts; throws on a part that does not fit its width. */
export function buildAccessKey(parts: AccessKeyParts): string {
  const { issuedAt } = parts;
  const cnpj = normalizeCnpj(parts.cnpj);
  const model = parts.model ?? NFE_MODEL;
  const fields = [
    ibgeUfCode(parts.uf),
    fixed(issuedAt.year % 100, 2, 'year'),
    fixed(issuedAt.month, 2, 'month', 1, 12),
    /^[0-9A-Z]{14}$/.test(cnpj) ? cnpj : invalid('cnpj', parts.cnpj),
    /^\d{2}$/.test(model) ? model : invalid('model', model),
    fixed(parts.series, 3, 'series', 0, 999),
    fixed(parts.number, 9, 'number', 1, 999_999_999),
    fixed(parts.emissionType ?? 1, 1, 'emissionType', 1, 9),
    /^\d{8}$/.test(parts.randomCode) ? parts.randomCode : invalid('randomCode', parts.randomCode),
  ];
  const first43 = fields.join('');
  return first43 + String(accessKeyCheckDigit(first43));
}

/** True for 44 characters of the key's shape whose last digit is their check digit. */
export function isValidAccessKey(value: string): boolean {
  const key = normalizeAccessKey(value);
  return KEY_SHAPE.test(key) && accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** Without the "NFe" prefix the XML's Id carries and without spaces ("3525 0112 …" on a DANFE). */
export function normalizeAccessKey(value: string): string {
  return value
    .replace(/^NFe/i, '')
    .replace(/[\s.-]/g, '')
    .toUpperCase();
}

/** The key in groups of four, as a DANFE prints it. */
export function formatAccessKey(key: string): string {
  return normalizeAccessKey(key).replace(/(.{4})(?=.)/g, '$1 ');
}

function fixed(value: number, width: number, name: string, min = 0, max = 10 ** width - 1) {
  if (!Number.isInteger(value) || value < min || value > max) return invalid(name, value);
  return String(value).padStart(width, '0');
}

function invalid(name: string, value: unknown): never {
  throw new RangeError(`buildAccessKey: invalid ${name}: ${String(value)}`);
}
