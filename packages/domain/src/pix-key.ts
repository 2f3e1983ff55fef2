import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf, normalizeCpf } from './cpf.ts';
import { isValidEmail } from './email.ts';
import { isValidPhone, normalizePhone } from './phone.ts';

// Pix keys as the Banco Central's DICT holds them: a store's own key (where its charges are
// paid) and a shopper's (where a boleto's refund goes) follow the same formats.

/** The kinds of pix key (DICT): CPF, CNPJ, e-mail, mobile phone, random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/**
 * A random key (EVP) is a UUID in the DICT API's own pattern: any RFC 4122 UUID, not only
 * version 4 (the Banco Central's examples are not), so a real key is never refused.
 */
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MOBILE_E164 = /^\+55\d{2}9\d{8}$/;

/**
 * A pix key as the DICT stores it, or null when it is not a key of that type: CPF/CNPJ digits,
 * the e-mail in lower case (at most 77 characters), the phone as +55DDDNÚMERO (a mobile: keys
 * are mobile numbers), the random key as its lower-case UUID.
 */
export function normalizePixKey(type: PixKeyType, value: string): string | null {
  const typed = value.trim();
  if (type === 'cpf') return isValidCpf(typed) ? normalizeCpf(typed) : null;
  if (type === 'cnpj') return isValidCnpj(typed) ? normalizeCnpj(typed) : null;
  if (type === 'email') {
    const email = typed.toLowerCase();
    return email.length <= 77 && isValidEmail(email) ? email : null;
  }
  if (type === 'phone') {
    const phone = normalizePhone(typed).replace(/^\+?55(?=\d{11}$)/, '');
    return /^\d{2}9\d{8}$/.test(phone) && isValidPhone(phone) ? `+55${phone}` : null;
  }
  const key = typed.toLowerCase();
  return RANDOM_KEY.test(key) ? key : null;
}

/**
 * The type of a key stored as normalizePixKey writes it, or null for none: each type's stored
 * form is distinct (an @, a +55, a UUID, 11 digits, 14 characters), so no type is kept apart.
 */
export function pixKeyTypeOf(key: string): PixKeyType | null {
  if (key === '') return null;
  if (key.includes('@')) return 'email';
  if (MOBILE_E164.test(key)) return 'phone';
  if (key.includes('-')) return 'random';
  if (/^\d{11}$/.test(key)) return 'cpf';
  return 'cnpj';
}
