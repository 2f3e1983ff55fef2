import type { PaymentMethod } from '@vitrine/contract/orders';
import { EMPTY_CARD, type CardFields } from './card-form.ts';

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
