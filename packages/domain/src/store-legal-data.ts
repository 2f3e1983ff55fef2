import { isValidCep } from './cep.ts';
import { isValidCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { isValidEmail } from './email.ts';
import { isValidPhone } from './phone.ts';
import { STATE_SIGLAS } from './states.ts';

// Decreto 7.962/2013, art. 2: a store selling online shows, where a shopper sees it, its name or
// company name, its CPF or CNPJ, its physical and electronic address and how to reach it. The
// store keeps them in its own columns (legal_name, cpf or cnpj, address_line, zip_code, city,
// state, email, phone); this is the rule of "complete", shared by the checklist and the office.

export type StoreLegalFields = {
  legalName: string;
  cpf: string;
  cnpj: string;
  addressLine: string;
  zipCode: string;
  city: string;
  state: string;
  email: string;
  phone: string;
};

/** The legal data's fields as the contract names them (a refusal's or a list's `path`). */
export const LEGAL_DATA_FIELDS = [
  'legal_name',
  'document',
  'address.line',
  'address.zip_code',
  'address.city',
  'address.state',
  'email',
  'phone',
] as const;
export type LegalDataField = (typeof LEGAL_DATA_FIELDS)[number];

const STATES: ReadonlySet<string> = new Set(STATE_SIGLAS);
const filled = (value: string) => value.trim() !== '';

/**
 * The fields missing or not valid, in the form's order: a store whose data predates the rule
 * (blank columns, a CPF and a CNPJ at once) is told what to fix rather than trusted.
 */
export function legalDataMissing(data: StoreLegalFields): LegalDataField[] {
  // One document: a person's CPF or a company's CNPJ, never both.
  const document = filled(data.cpf)
    ? !filled(data.cnpj) && isValidCpf(data.cpf)
    : isValidCnpj(data.cnpj);
  const valid: Record<LegalDataField, boolean> = {
    legal_name: filled(data.legalName),
    document,
    'address.line': filled(data.addressLine),
    'address.zip_code': isValidCep(data.zipCode),
    'address.city': filled(data.city),
    'address.state': STATES.has(data.state),
    email: isValidEmail(data.email),
    phone: isValidPhone(data.phone),
  };
  return LEGAL_DATA_FIELDS.filter((field) => !valid[field]);
}
