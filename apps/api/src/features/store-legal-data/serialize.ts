import type { StoreLegalData, StoreLegalDataBody } from '@vitrine/contract/store-legal-data';
import { legalDataMissing, type StoreLegalFields } from '@vitrine/domain/store-legal-data';
import type { StoreRow } from '../../http/context.ts';

// The legal data lives in the store's own columns (legal_name, cpf or cnpj, address_line,
// zip_code, city, state, email, phone), which the storefront's footer reads too.

export const legalFieldsOf = (row: StoreRow): StoreLegalFields => ({
  legalName: row.legalName,
  cpf: row.cpf,
  cnpj: row.cnpj,
  addressLine: row.addressLine,
  zipCode: row.zipCode,
  city: row.city,
  state: row.state,
  email: row.email,
  phone: row.phone,
});

export function legalDataOf(row: StoreRow): StoreLegalData {
  return {
    legal_name: row.legalName,
    document: row.cpf || row.cnpj,
    document_kind: row.cpf ? 'cpf' : row.cnpj ? 'cnpj' : null,
    address: { line: row.addressLine, zip_code: row.zipCode, city: row.city, state: row.state },
    email: row.email,
    phone: row.phone,
    missing: legalDataMissing(legalFieldsOf(row)),
  };
}

/** The body as columns: one document, the other blank (a person's CPF or a company's CNPJ). */
export function columnsOf(body: StoreLegalDataBody): StoreLegalFields {
  return {
    legalName: body.legal_name,
    cpf: body.document.kind === 'cpf' ? body.document.value : '',
    cnpj: body.document.kind === 'cnpj' ? body.document.value : '',
    addressLine: body.address.line,
    zipCode: body.address.zip_code,
    city: body.address.city,
    state: body.address.state,
    email: body.email,
    phone: body.phone,
  };
}

/** Flat, for the audit's before/after: the Histórico's store fields. */
export const auditFieldsOf = (fields: StoreLegalFields): Record<string, unknown> => ({
  legal_name: fields.legalName,
  cpf: fields.cpf,
  cnpj: fields.cnpj,
  address_line: fields.addressLine,
  zip_code: fields.zipCode,
  city: fields.city,
  state: fields.state,
  email: fields.email,
  phone: fields.phone,
});
