import { cardTokenBodySchema } from '@vitrine/contract/checkout';
import { cardBrand, isValidCardNumber } from '@vitrine/domain/card';
import { VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import { z } from 'zod';
import { checkoutMessages } from '../messages.ts';
import { cvvLength, EXPIRY, parseExpiry, type CardFields } from './card-form.ts';

const t = checkoutMessages.card.errors;

/**
 * The card's rules, checked before the card leaves the page: spec §5 card number (Luhn, the
 * domain's rule and message), a brand the store takes, the holder as the contract's
 * tokenisation body defines it, a CVV of the brand's length, and an expiry month not yet over
 * at `now` (a card is valid through the last day of its month, as the acquirer counts it).
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
