import type { CardTokenBody } from '@vitrine/contract/checkout';
import { normalizeCardNumber, type CardBrand } from '@vitrine/domain/card';

// The card as the form holds it. Its rules (zod) are in card-rules.ts, loaded with the first
// check rather than with the page.

/** The card as the shopper types it: masked number, holder, MM/AA, CVV. */
export type CardFields = { number: string; holder: string; expiry: string; cvv: string };

export const EMPTY_CARD: CardFields = { number: '', holder: '', expiry: '', cvv: '' };

/** American Express prints a 4-digit code on the front; the other brands 3 on the back. */
export const cvvLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

export const EXPIRY = /^(\d{2})\/(\d{2})$/;

/** 'MM/AA' → month and four-digit year, or null when it is not a month of a year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** What the sandbox's tokenisation endpoint takes (contract cardTokenBodySchema). */
export function cardTokenBody(card: CardFields): CardTokenBody {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new RangeError('cardTokenBody: validate the card first');
  return {
    number: normalizeCardNumber(card.number),
    holder_name: card.holder.trim(),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    cvv: card.cvv,
  };
}
