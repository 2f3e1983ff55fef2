import { dueDateToFactor, factorToDueDate } from './boleto-due-date.ts';
import { boletoMod11CheckDigit, mod10CheckDigit } from './mod-checks.ts';
import { round2 } from './round.ts';

// Bank boletos (bloqueto de cobrança), FEBRABAN layout. The 44-digit barcode is
//   bank(3) currency(1) DV(1) factor(4) value(10) free field(25)
// and the 47-digit typeable line regroups it in five fields:
//   bank+currency+free[0,5)+DV1 | free[5,15)+DV2 | free[15,25)+DV3 | DV | factor+value
// DV1–DV3 are mod 10 of their field; DV is the barcode's mod-11 general check digit.
// Lines and barcodes come back as bare digits; masking for display is mask.ts's job.

const REAL_CURRENCY = '9';
const MAX_CENTS = 9_999_999_999;

export interface Boleto {
  barcode: string;
  line: string;
}

export interface BoletoFields {
  bankCode: string;
  /** Reais, up to 99 999 999.99 (10 digits of cents). */
  amount: number;
  /** 'YYYY-MM-DD', or null for a boleto without due date (factor 0000). */
  dueDate: string | null;
  /** The bank's 25-digit free field (agency, account, nosso número…). */
  freeField: string;
}

export interface ParsedBoleto {
  bankCode: string;
  amount: number;
  dueDate: string | null;
  barcode: string;
  line: string;
}

/** True for a 47-digit typeable line (dots and spaces allowed) whose four check digits hold. */
export function isValidBoletoLine(line: string): boolean {
  return boletoLineToBarcode(line) !== null;
}

/** The barcode behind a valid typeable line, or null. */
export function boletoLineToBarcode(line: string): string | null {
  const digits = unmask(line);
  if (digits?.length !== 47) return null;
  const barcode =
    digits.slice(0, 4) +
    digits.slice(32, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31);
  // Rebuilding the line recomputes DV1–DV3, so comparing checks the three fields at once.
  return hasValidGeneralDigit(barcode) && lineOf(barcode) === digits ? barcode : null;
}

/** The typeable line of a valid 44-digit barcode, or null. */
export function boletoBarcodeToLine(barcode: string): string | null {
  const digits = unmask(barcode);
  return digits?.length === 44 && hasValidGeneralDigit(digits) ? lineOf(digits) : null;
}

/**
 * Reads a line or barcode. Null when it is invalid or not in reais (currency code other than 9).
 * The due date is the one its factor names nearest `referenceDate` (see boleto-due-date.ts).
 */
export function parseBoleto(
  lineOrBarcode: string,
  referenceDate: Date = new Date(),
): ParsedBoleto | null {
  const digits = unmask(lineOrBarcode) ?? '';
  const barcode = digits.length === 47 ? boletoLineToBarcode(digits) : digits;
  const line = barcode === null ? null : boletoBarcodeToLine(barcode);
  if (barcode === null || line === null || barcode[3] !== REAL_CURRENCY) return null;
  return {
    bankCode: barcode.slice(0, 3),
    amount: Number(barcode.slice(9, 19)) / 100,
    dueDate: factorToDueDate(Number(barcode.slice(5, 9)), referenceDate),
    barcode,
    line,
  };
}

/** Builds the barcode and line of a boleto in reais, computing every check digit. */
export function buildBoleto({ bankCode, amount, dueDate, freeField }: BoletoFields): Boleto {
  if (!/^\d{3}$/.test(bankCode)) {
    throw new RangeError(`buildBoleto: bankCode must be 3 digits, got ${bankCode}`);
  }
  if (!/^\d{25}$/.test(freeField)) {
    throw new RangeError('buildBoleto: freeField must be 25 digits');
  }
  const cents = Math.round(round2(amount) * 100);
  if (!Number.isFinite(amount) || amount < 0 || cents > MAX_CENTS) {
    throw new RangeError(`buildBoleto: amount must be between 0 and 99999999.99, got ${amount}`);
  }
  const factor = dueDate === null ? 0 : dueDateToFactor(dueDate);
  const rest = String(factor).padStart(4, '0') + String(cents).padStart(10, '0') + freeField;
  const head = bankCode + REAL_CURRENCY;
  const barcode = head + boletoMod11CheckDigit(head + rest) + rest;
  return { barcode, line: lineOf(barcode) };
}

function lineOf(barcode: string): string {
  const withDigit = (field: string) => field + mod10CheckDigit(field);
  return (
    withDigit(barcode.slice(0, 4) + barcode.slice(19, 24)) +
    withDigit(barcode.slice(24, 34)) +
    withDigit(barcode.slice(34, 44)) +
    barcode.slice(4, 19)
  );
}

function hasValidGeneralDigit(barcode: string): boolean {
  return barcode[4] === String(boletoMod11CheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
}

/** Digits without the mask (dots, whitespace); null when anything else is present. */
function unmask(text: string): string | null {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}
