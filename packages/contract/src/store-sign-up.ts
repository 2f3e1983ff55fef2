import {
  cnpjSchema,
  cpfSchema,
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
} from '@vitrine/domain/schemas';
import { STORE_STATUSES } from '@vitrine/domain/store-status';
import {
  STORE_SLUG_MAX,
  STORE_SLUG_MESSAGES,
  storeSlugProblem,
  type StoreSlugProblem,
} from '@vitrine/domain/store-slug';
import { loggedAccountSchema } from './auth.ts';
import { text } from './common.ts';
import { z } from './zod.ts';

// "Crie sua loja": anyone opens a store on the platform's own host. The slug is checked live
// (availability), proposed from the name, then the sign-up creates the store, its owner and
// what a store starts with, and logs the owner in to the office.

export const SIGN_UP_MESSAGES = {
  fullName: 'Informe seu nome e sobrenome.',
  storeName: 'O nome da loja deve ter de 2 a 60 caracteres.',
  document: 'Informe um CPF ou um CNPJ.',
  terms: 'Para criar a loja, aceite os termos de uso.',
  privacy: 'Para criar a loja, aceite o aviso de privacidade.',
} as const;

/** What a slug check can say is wrong: its shape, a reserved word, or another store has it. */
export const slugRefusalSchema = z.enum([
  'length',
  'characters',
  'hyphen_edge',
  'reserved',
  'taken',
] satisfies (StoreSlugProblem | 'taken')[]);

/** A slug as typed: any short text; what is wrong with it is the answer, not a 400. */
export const slugAvailabilityQuerySchema = z.object({ slug: text().max(200) });

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  /** `{slug}.{PLATFORM_DOMAIN}`: where the store would answer. */
  host: z.string(),
  available: z.boolean(),
  reason: slugRefusalSchema.nullable(),
  /** pt-BR: "Endereço disponível." or why not ("Já existe uma loja com esse endereço."). */
  message: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const slugProposalQuerySchema = z.object({
  name: requiredText().max(120),
});

export const slugProposalSchema = z.object({ slug: z.string(), host: z.string() });
export type SlugProposal = z.infer<typeof slugProposalSchema>;

/** A slug the sign-up accepts: a DNS label, not reserved (free or not is the API's to say). */
export const storeSlugSchema = requiredText()
  .max(STORE_SLUG_MAX + 20)
  .superRefine((slug, context) => {
    const problem = storeSlugProblem(slug);
    if (problem) context.addIssue({ code: 'custom', message: STORE_SLUG_MESSAGES[problem] });
  });

/** CPF (11 digits once unmasked) or CNPJ (14 characters, alphanumeric since 2026). */
export const documentSchema = requiredText()
  .max(40)
  .transform((value, context) => {
    const digits = value.replace(/[.\-/\s]/g, '');
    const schema = digits.length === 11 ? cpfSchema : digits.length === 14 ? cnpjSchema : null;
    const parsed = schema?.safeParse(value);
    if (!parsed?.success) {
      const message = parsed?.error.issues[0]?.message ?? SIGN_UP_MESSAGES.document;
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return {
      kind: digits.length === 11 ? ('cpf' as const) : ('cnpj' as const),
      value: parsed.data,
    };
  });

const accepted = (message: string) => z.literal(true, message);

export const storeSignUpBodySchema = z.object({
  /** The owner's full name: the first word is the first name, the rest the last name. */
  owner_name: requiredText()
    .max(120)
    .refine((name) => /\S+\s+\S/.test(name), SIGN_UP_MESSAGES.fullName),
  email: emailSchema.max(254),
  /** The storefront's rules (spec §5 password). */
  password: passwordSchema.max(128),
  document: documentSchema,
  phone: phoneSchema,
  store_name: requiredText().min(2, SIGN_UP_MESSAGES.storeName).max(60, SIGN_UP_MESSAGES.storeName),
  slug: storeSlugSchema,
  /** The terms of use and the privacy notice (LGPD: what is kept and why), each accepted. */
  accept_terms: accepted(SIGN_UP_MESSAGES.terms),
  accept_privacy: accepted(SIGN_UP_MESSAGES.privacy),
});
export type StoreSignUpBody = z.input<typeof storeSignUpBodySchema>;
/** The body as the API reads it: the document classified and unmasked, the phone digits. */
export type StoreSignUp = z.output<typeof storeSignUpBodySchema>;

export const storeStatusSchema = z.enum(STORE_STATUSES);

/** A store as its new owner sees it: where it answers (`host`) and its shop window (`url`). */
export const newStoreSchema = z.object({
  _id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** `{slug}.{PLATFORM_DOMAIN}`. */
  host: z.string(),
  /** The storefront's address for it (the API's STOREFRONT_URL with the host). */
  url: z.string(),
  status: storeStatusSchema,
});
export type NewStore = z.infer<typeof newStoreSchema>;

export const signedUpStoreSchema = z.object({
  store: newStoreSchema,
  /**
   * How the owner gets into the new store's office, whose host is not the sign-up page's (no
   * cookie crosses it): the page posts `code` to `url` (the office's `/vendedor/entrar`), whose
   * server trades it (POST /sellers/login-code) for the seller's session in its HttpOnly cookie.
   * Single use, minutes long, good only at that store: no session token is ever in this answer.
   */
  office_login: z.object({ url: z.string(), code: z.string(), expires_at: z.string() }),
  account: loggedAccountSchema,
  /** pt-BR: where the confirmation e-mail went. */
  message: z.string(),
});
export type SignedUpStore = z.infer<typeof signedUpStoreSchema>;

/** The office's side of the hand-off: the code of the sign-up's `office_login`. */
export const officeLoginCodeBodySchema = z.object({ code: text().min(1).max(512) });

/** GET /sellers/me/store: the logged seller's store and whether their e-mail is confirmed. */
export const sellerStoreSchema = z.object({
  store: newStoreSchema,
  seller: z.object({ email: z.string(), email_confirmed: z.boolean() }),
});
export type SellerStore = z.infer<typeof sellerStoreSchema>;

/** The link of the confirmation e-mail carries this token (single use, expiring). */
export const emailConfirmationBodySchema = z.object({ token: text().min(1).max(512) });
