import type { PaymentMethod } from '@vitrine/contract/orders';
import { z } from 'zod';
import { checkoutMessages } from '../messages.ts';
import { cardFieldsSchema, EMPTY_CARD, type CardFields } from './card-form.ts';

/** The pay page's form: where to deliver, how to pay, and the card when it is the card. */
export type PayFormValues = {
  address_id: string;
  method: PaymentMethod;
  installments: number;
  card: CardFields;
};

export const payFormDefaults = (addressId: string | undefined): PayFormValues => ({
  address_id: addressId ?? '',
  method: 'card',
  installments: 1,
  card: EMPTY_CARD,
});

/**
 * Every rule of the pay form, reported all at once so the first invalid field (in the page's
 * order: the address, then the card) gets the focus. The card's fields count only when the card
 * is the method: what was typed there stays in the form when the shopper switches to pix.
 */
export function payFormSchema(options: { now: Date; needsShipping: boolean }) {
  const card = cardFieldsSchema(options.now);
  return z
    .object({
      address_id: z.string(),
      method: z.enum(['card', 'pix', 'boleto']),
      installments: z.number(),
      card: z.object({
        number: z.string(),
        holder: z.string(),
        expiry: z.string(),
        cvv: z.string(),
      }),
    })
    .superRefine((values, context) => {
      if (options.needsShipping && values.address_id === '') {
        context.addIssue({
          code: 'custom',
          path: ['address_id'],
          message: checkoutMessages.address.required,
          input: values.address_id,
        });
      }
      if (values.method !== 'card') return;
      for (const issue of card.safeParse(values.card).error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          path: ['card', ...issue.path.map(String)],
          message: issue.message,
          input: undefined,
        });
      }
    });
}
