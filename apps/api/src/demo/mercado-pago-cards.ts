import { randomBytes } from 'node:crypto';
import { cardBrand, isValidCardNumber, normalizeCardNumber } from '@vitrine/domain';

// The loopback Mercado Pago's cards: POST /v1/card_tokens checks a card as the real one does
// (Luhn, expiry, security code) and keeps the number here, inside the bank; the token is all
// a store ever sees. Which outcome a payment with the card gets comes from the test tables
// below (documented in apps/api/README, "Card, boleto and pix through Mercado Pago").

export type CardOutcome =
  | { status: 'approved'; detail: 'accredited' }
  | { status: 'rejected'; detail: string }
  | { status: 'in_process'; detail: 'pending_review_manual' | 'pending_contingency' };

const APPROVED: CardOutcome = { status: 'approved', detail: 'accredited' };

/** By number. Any other valid number of a known brand is approved. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4235647728025682': APPROVED,
  '5031433215406351': APPROVED,
  '4111111111111111': APPROVED,
  '5555555555554444': APPROVED,
  '4000000000009995': { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  '4000000000000127': { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  '4000000000000002': { status: 'rejected', detail: 'cc_rejected_other_reason' },
  '4000000000000101': { status: 'in_process', detail: 'pending_review_manual' },
};

/** By cardholder name, Mercado Pago's own sandbox convention; it wins over the number. */
export const TEST_HOLDERS: Record<string, CardOutcome> = {
  APRO: APPROVED,
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
};

// Mercado Pago's payment_method_id of each brand; 503143 is its test Mastercard's BIN.
const METHOD_IDS: Record<string, string> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  diners: 'diners',
};

export function paymentMethodOfBin(bin: string): string | null {
  if (bin.startsWith('503143')) return 'master';
  const brand = cardBrand(bin);
  return brand ? (METHOD_IDS[brand] ?? null) : null;
}

export type CardToken = {
  id: string;
  accountId: string;
  /** Kept by the bank only: never in any answer. */
  cardNumber: string;
  first_six_digits: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  cardholder: { name: string; identification: { type?: string; number?: string } };
  status: 'active' | 'used';
  date_created: string;
  date_due: string;
  outcome: CardOutcome;
};

type Cause = { code: string | number; description: string };

/** Validates a card_tokens body; the causes Mercado Pago answers, or the new token. */
export function tokeniseCard(
  body: unknown,
  accountId: string,
  now: Date,
): { causes: Cause[] } | { token: CardToken } {
  const card = (body ?? {}) as Record<string, unknown>;
  const causes: Cause[] = [];
  const number = typeof card.card_number === 'string' ? normalizeCardNumber(card.card_number) : '';
  if (!isValidCardNumber(number)) causes.push({ code: 'E301', description: 'invalid card_number' });
  const month = Number(card.expiration_month);
  const year = Number(card.expiration_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    causes.push({ code: '325', description: 'invalid expiration_month' });
  } else if (!Number.isInteger(year) || year < now.getUTCFullYear()) {
    causes.push({ code: '326', description: 'invalid expiration_year' });
  } else if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) {
    causes.push({ code: '325', description: 'invalid expiration_month' });
  }
  const cvvLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  const code = card.security_code;
  if (typeof code !== 'string' || !new RegExp(`^\\d{${cvvLength}}$`).test(code)) {
    causes.push({ code: 'E302', description: 'invalid security_code' });
  }
  const holder = (card.cardholder ?? {}) as { name?: unknown; identification?: unknown };
  if (typeof holder.name !== 'string' || !holder.name.trim()) {
    causes.push({ code: '221', description: 'cardholder.name is required' });
  }
  if (causes.length) return { causes };
  const name = String(holder.name).trim();
  return {
    token: {
      id: randomBytes(16).toString('hex'),
      accountId,
      cardNumber: number,
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      expiration_month: month,
      expiration_year: year,
      cardholder: {
        name,
        identification: (holder.identification ?? {}) as CardToken['cardholder']['identification'],
      },
      status: 'active',
      date_created: now.toISOString(),
      date_due: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      outcome: TEST_HOLDERS[name.toUpperCase()] ?? TEST_CARDS[number] ?? APPROVED,
    },
  };
}

/** The token as GET /v1/card_tokens/{id} and POST answer it: never the number or the code. */
export function cardTokenAnswer(token: CardToken) {
  const { cardNumber, outcome: _outcome, accountId: _account, ...answer } = token;
  return {
    ...answer,
    luhn_validation: true,
    live_mode: false,
    card_number_length: cardNumber.length,
    security_code_length: cardNumber.startsWith('34') || cardNumber.startsWith('37') ? 4 : 3,
  };
}
