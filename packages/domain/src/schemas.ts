import { z } from 'zod';
import { birthDateToIso } from './birth-date.ts';
import { isValidCardNumber, normalizeCardNumber } from './card.ts';
import { isValidCep, normalizeCep } from './cep.ts';
import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf, normalizeCpf } from './cpf.ts';
import { isValidEmail } from './email.ts';
import { passwordProblems, type PasswordProblem } from './password.ts';
import { isMobilePhone, isValidPhone, normalizePhone } from './phone.ts';

// One contract for the API's validators and the forms' resolvers (CONTRIBUTING.md). Documents,
// CEP, phone and card numbers are accepted masked or not and come OUT normalised (digits; the
// CNPJ upper-cased), so the API stores one form and a form submits what the API stores. Forms
// keep showing the masked text; only the parsed output is normalised.

/** Every message a person reads from these schemas, pt-BR, in one place for review. */
export const VALIDATION_MESSAGES = {
  required: 'Campo obrigatório.',
  invalidType: 'Valor inválido.',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  email: 'E-mail inválido.',
  cep: 'CEP inválido.',
  cardNumber: 'Número de cartão inválido.',
  birthDate: 'Data de nascimento inválida.',
  phone: 'Telefone inválido.',
  mobilePhone: 'Informe um celular com DDD, como (11) 91234-5678.',
  nameTooShort: 'O nome deve ter pelo menos 2 caracteres.',
  nameTooLong: 'O nome deve ter no máximo 60 caracteres.',
  invalidCharacter: 'O texto contém um caractere inválido.',
} as const;

/**
 * The one rule every string from outside obeys: no NUL character (U+0000), which PostgreSQL
 * text cannot hold and which no person types. Checked before anything else reads the value.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}

export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  min_length: 'A senha deve ter pelo menos 6 caracteres.',
  uppercase: 'A senha deve ter pelo menos uma letra maiúscula.',
  digit: 'A senha deve ter pelo menos um número.',
  special: 'A senha deve ter pelo menos um caractere especial.',
};

/** A string that must be present: missing or blank gives 'Campo obrigatório.'. */
export function requiredString() {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? VALIDATION_MESSAGES.required
          : VALIDATION_MESSAGES.invalidType,
    })
    .refine(isStorableText, { error: VALIDATION_MESSAGES.invalidCharacter, abort: true });
}

/** requiredString, trimmed, and blank after trimming also 'Campo obrigatório.'. */
export function requiredText() {
  // abort: a blank value reports only that it is missing, not also that it is malformed.
  return requiredString().trim().min(1, { error: VALIDATION_MESSAGES.required, abort: true });
}

export const cpfSchema = requiredText()
  .refine(isValidCpf, { error: VALIDATION_MESSAGES.cpf })
  .transform(normalizeCpf);

export const cnpjSchema = requiredText()
  .refine(isValidCnpj, { error: VALIDATION_MESSAGES.cnpj })
  .transform(normalizeCnpj);

export const emailSchema = requiredText().refine(isValidEmail, {
  error: VALIDATION_MESSAGES.email,
});

// Not trimmed: spaces may be part of a password. One issue per broken rule (spec §5).
export const passwordSchema = requiredString()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .superRefine((value, context) => {
    for (const problem of passwordProblems(value)) {
      context.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem], input: value });
    }
  });

export const cepSchema = requiredText()
  .refine(isValidCep, { error: VALIDATION_MESSAGES.cep })
  .transform(normalizeCep);

export const cardNumberSchema = requiredText()
  .refine(isValidCardNumber, { error: VALIDATION_MESSAGES.cardNumber })
  .transform(normalizeCardNumber);

// spec §5: dd/mm/aaaa in, ISO date at midnight UTC out.
export const birthDateSchema = requiredText().transform((value, context) => {
  const iso = birthDateToIso(value);
  if (iso === null) {
    context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.birthDate, input: value });
    return z.NEVER;
  }
  return iso;
});

export const phoneSchema = requiredText()
  .refine(isValidPhone, { error: VALIDATION_MESSAGES.phone })
  .transform(normalizePhone);

/** A mobile with its DDD (WhatsApp's order updates), as digits. */
export const mobilePhoneSchema = requiredText()
  .refine(isMobilePhone, { error: VALIDATION_MESSAGES.mobilePhone })
  .transform(normalizePhone);

export const nameSchema = requiredText()
  .min(2, { error: VALIDATION_MESSAGES.nameTooShort })
  .max(60, { error: VALIDATION_MESSAGES.nameTooLong });

/** Money in reais with two decimals, never negative (the API stores integer cents). */
export const moneySchema = z.number().multipleOf(0.01).nonnegative();
