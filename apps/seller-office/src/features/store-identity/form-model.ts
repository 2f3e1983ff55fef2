import {
  storeIdentityBodySchema,
  type StoreIdentity,
  type StoreIdentityInput,
} from '@vitrine/contract/store-identity';
import { applyMask, CEP_MASK, CNPJ_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import type { Path } from 'react-hook-form';

// The identity form holds the body the API takes, documents, phones and CEP masked as typed
// (the contract's schema reads them masked or not).

export type IdentityFormValues = StoreIdentityInput;

/** What the form's resolver checks: the contract's body schema. */
export const formSchema = storeIdentityBodySchema;

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly Path<IdentityFormValues>[] = [
  'name',
  'legal_name',
  'cnpj',
  'description',
  'colors.primary',
  'colors.secondary',
  'tag_manager_id',
  'contact.email',
  'contact.phone',
  'contact.whatsapp',
  'contact.instagram',
  'address.line',
  'address.zip_code',
  'address.city',
  'address.state',
];

/** The stored identity as the form shows it: documents, phones and CEP masked. */
export function toFormValues(identity: StoreIdentity): IdentityFormValues {
  const masked = (value: string, mask: string | readonly string[]) =>
    value ? applyMask(value, mask) : '';
  return {
    ...identity,
    cnpj: masked(identity.cnpj, CNPJ_MASK),
    contact: {
      ...identity.contact,
      phone: masked(identity.contact.phone, PHONE_MASKS),
      whatsapp: masked(identity.contact.whatsapp, PHONE_MASKS),
      instagram: identity.contact.instagram ? `@${identity.contact.instagram}` : '',
    },
    address: { ...identity.address, zip_code: masked(identity.address.zip_code, CEP_MASK) },
  };
}
