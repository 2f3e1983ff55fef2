// spec §5 credit card: strip spaces and dashes; digits only; Luhn sum a multiple of 10.

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb';

/** Removes the spaces and dashes people type or paste between digit groups. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    // Every second digit from the right is doubled; a two-digit result adds its digits (−9).
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum;
}

/** 12–19 digits (ISO/IEC 7812 PAN lengths) whose Luhn sum is a multiple of 10. */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{12,19}$/.test(digits) && luhnSum(digits) % 10 === 0;
}

type IinRange = readonly [brand: CardBrand, from: string, to?: string];

// Published IIN ranges (braintree/credit-card-type). `from`/`to` share a length and bound the
// number's first digits. Elo and Hipercard come first and the table is searched longest prefix
// first, so an Elo BIN such as 401178 beats Visa's 4 and 650031 beats Discover's 65.
const IIN_RANGES: readonly IinRange[] = [
  ['elo', '401178', '401179'],
  ['elo', '431274'],
  ['elo', '438935'],
  ['elo', '451416'],
  ['elo', '457393'],
  ['elo', '457631', '457632'],
  ['elo', '504175'],
  ['elo', '506699', '506778'],
  ['elo', '509000', '509999'],
  ['elo', '627780'],
  ['elo', '636297'],
  ['elo', '636368'],
  ['elo', '650031', '650033'],
  ['elo', '650035', '650051'],
  ['elo', '650405', '650439'],
  ['elo', '650485', '650538'],
  ['elo', '650541', '650598'],
  ['elo', '650700', '650718'],
  ['elo', '650720', '650727'],
  ['elo', '650901', '650978'],
  ['elo', '651652', '651679'],
  ['elo', '655000', '655019'],
  ['elo', '655021', '655058'],
  ['hipercard', '606282'],
  ['hipercard', '3841'],
  ['visa', '4'],
  ['mastercard', '51', '55'],
  ['mastercard', '2221', '2720'],
  ['amex', '34'],
  ['amex', '37'],
  ['diners', '300', '305'],
  ['diners', '36'],
  ['diners', '38', '39'],
  ['discover', '6011'],
  ['discover', '644', '649'],
  ['discover', '65'],
  ['jcb', '3528', '3589'],
];

// Stable sort: among prefixes of one length the table order above (Elo, Hipercard first) holds.
const LONGEST_PREFIX_FIRST = [...IIN_RANGES].sort(([, a], [, b]) => b.length - a.length);

/**
 * The card network by IIN prefix, or null. Works on partial numbers as they are typed: a range
 * is considered once the number has as many digits as the range's prefix.
 */
export function cardBrand(value: string): CardBrand | null {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return null;
  for (const [brand, from, to = from] of LONGEST_PREFIX_FIRST) {
    if (digits.length < from.length) continue;
    const prefix = Number(digits.slice(0, from.length));
    if (prefix >= Number(from) && prefix <= Number(to)) return brand;
  }
  return null;
}

/** Each brand as a person reads it: the storefront's checkout and order page, the e-mails. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

/** A brand as the API stores it ('visa'), as a person reads it ('Visa'). */
export function cardBrandName(brand: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, brand)
    ? CARD_BRAND_NAMES[brand as CardBrand]
    : brand.toUpperCase();
}
