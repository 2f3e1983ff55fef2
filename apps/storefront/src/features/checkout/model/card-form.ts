import { cardTokenBodySchema, type CardTokenBody } from '@vitrine/contract/checkout';
import {
  cardBrand,
  isValidCardNumber,
  normalizeCardNumber,
  type CardBrand,
} from '@vitrine/domain/card';
import { VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import { z } from 'zod';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.card.errors;

/** The card as the shopper types it: masked number, holder, MM/AA, CVV. */
export type CardFields = { number: string; holder: string; expiry: string; cvv: string };

export const EMPTY_CARD: CardFields = { number: '', holder: '', expiry: '', cvv: '' };

/** American Express prints a 4-digit code on the front; the other brands 3 on the back. */
export const cvvLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

const EXPIRY = /^(\d{2})\/(\d{2})$/;

/** 'MM/AA' → month and four-digit year, or null when it is not a month of a year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The card's rules, checked before the card leaves the page: spec §5 card number (Luhn, via the
 * domain's schema), a brand the store takes, the holder and CVV as the contract's tokenisation
 * body defines them, a CVV of the brand's length, and an expiry month not yet over at `now`
 * (a card is valid through the last day of its month, as the acquirer counts it).
 */
export function cardFieldsSchema(now: Date) {
  const { holder_name: holder } = cardTokenBodySchema.shape;
  return z
    .object({
      number: z.string(),
      holder: z.string(),
      expiry: z.string(),
      cvv: z.string(),
    })
    .superRefine((card, context) => {
      const issue = (field: keyof CardFields, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message, input: card[field] });
      const brand = cardBrand(card.number);
      if (card.number.trim() === '') issue('number', t.required);
      else if (!isValidCardNumber(card.number)) issue('number', VALIDATION_MESSAGES.cardNumber);
      else if (!brand) issue('number', t.brand);

      if (card.holder.trim() === '') issue('holder', t.required);
      else if (!holder.safeParse(card.holder).success || !/^[\p{L}\s'.-]+$/u.test(card.holder)) {
        issue('holder', t.holder);
      }

      const expiry = parseExpiry(card.expiry);
      if (card.expiry.trim() === '') issue('expiry', t.required);
      else if (!EXPIRY.test(card.expiry.trim())) issue('expiry', t.expiryFormat);
      else if (!expiry) issue('expiry', t.expiryMonth);
      else if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) issue('expiry', t.expired);

      const digits = cvvLength(brand);
      if (card.cvv.trim() === '') issue('cvv', t.required);
      else if (!new RegExp(`^\\d{${digits}}$`).test(card.cvv)) issue('cvv', t.cvv(digits));
    });
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
