import {
  storeLegalDataBodySchema,
  type StoreLegalData,
  type StoreLegalDataInput,
} from '@vitrine/contract/store-legal-data';
import { applyMask, CEP_MASK, CNPJ_MASK, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { LEGAL_DATA_FIELDS } from '@vitrine/domain/store-legal-data';
import type { Path } from 'react-hook-form';

// The form holds the body the API takes: the document, phone and CEP masked as typed (the
// contract's schema reads them masked or not, and tells a CPF from a CNPJ by its length).

export type LegalDataFormValues = StoreLegalDataInput;

export const formSchema = storeLegalDataBodySchema;

/** One field for both documents: a CPF's mask until the typing outgrows it. */
export const DOCUMENT_MASKS = [CPF_MASK, CNPJ_MASK] as const;

/**
 * Every field an API refusal may name (its details' `path`), in the form's order: the domain's
 * list, which the contract's `missing` names too.
 */
export const FORM_FIELDS: readonly Path<LegalDataFormValues>[] = LEGAL_DATA_FIELDS;

const masked = (value: string, mask: string | readonly string[]) =>
  value ? applyMask(value, mask) : '';

/** The stored data as the form shows it: masked, blanks where nothing is stored yet. */
export function toFormValues(saved: StoreLegalData): LegalDataFormValues {
  return {
    legal_name: saved.legal_name,
    document: masked(saved.document, saved.document_kind === 'cnpj' ? CNPJ_MASK : CPF_MASK),
    address: {
      ...saved.address,
      zip_code: masked(saved.address.zip_code, CEP_MASK),
      // An empty state is the select's "Escolha o estado".
      state: saved.address.state as LegalDataFormValues['address']['state'],
    },
    email: saved.email,
    phone: masked(saved.phone, PHONE_MASKS),
  };
}
