import type { PaymentMethod } from '@vitrine/contract/orders';
import { EMPTY_CARD, type CardFields } from './card-form.ts';

/** The pay page's form: where to deliver, how to pay, and the card when it is the card. */
export type PayFormValues = {
  address_id: string;
  /** The freight option's id in the quote ('' until one can be chosen). */
  freight_option: string;
  method: PaymentMethod;
  installments: number;
  card: CardFields;
};

export const payFormDefaults = (
  addressId: string | undefined,
  freightOption: string | null | undefined = null,
): PayFormValues => ({
  address_id: addressId ?? '',
  freight_option: freightOption ?? '',
  method: 'card',
  installments: 1,
  card: EMPTY_CARD,
});
