import {
  storeIdentityBodySchema,
  type StoreIdentity,
  type StoreIdentityInput,
} from '@vitrine/contract/store-identity';
import { applyMask, PHONE_MASKS } from '@vitrine/domain/mask';
import type { Path } from 'react-hook-form';

// The identity form holds the body the API takes, the WhatsApp masked as typed (the contract's
// schema reads it masked or not). The legal data has its own tab (features/store-legal-data).

export type IdentityFormValues = StoreIdentityInput;

/** What the form's resolver checks: the contract's body schema. */
export const formSchema = storeIdentityBodySchema;

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly Path<IdentityFormValues>[] = [
  'name',
  'description',
  'colors.primary',
  'colors.secondary',
  'tag_manager_id',
  'contact.whatsapp',
  'contact.instagram',
];

/** The stored identity as the form shows it: the WhatsApp masked, the profile with its @. */
export function toFormValues(identity: StoreIdentity): IdentityFormValues {
  const { whatsapp, instagram } = identity.contact;
  return {
    ...identity,
    contact: {
      whatsapp: whatsapp ? applyMask(whatsapp, PHONE_MASKS) : '',
      instagram: instagram ? `@${instagram}` : '',
    },
  };
}
