import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { IeKind } from '@vitrine/contract/fiscal-codes';
import type { PaymentMethod } from '@vitrine/contract/orders';
import { applyMask, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { isMobilePhone } from '@vitrine/domain/phone';
import { EMPTY_CARD, type CardFields } from './card-form.ts';

/** The pay page's form: where to deliver, how to pay, and the card when it is the card. */
export type PayFormValues = {
  address_id: string;
  /** The freight option's id in the quote ('' until one can be chosen). */
  freight_option: string;
  method: PaymentMethod;
  installments: number;
  card: CardFields;
  /** The payer's CPF as typed (masked); sent only with a method that asks for it. */
  cpf: string;
  /** Buying as a company: the NF-e goes to its CNPJ. Sent only when checked. */
  as_company: boolean;
  company: CompanyFields;
  /** This order's updates by WhatsApp too (issue #37 §5): consent, so never ticked by default. */
  whatsapp_opt_in: boolean;
  /** The mobile they go to, as typed (masked); sent only while the box is ticked. */
  whatsapp_phone: string;
};

/** The company as typed: CNPJ masked, the ICMS standing '' until chosen. */
export type CompanyFields = {
  cnpj: string;
  legal_name: string;
  ie_kind: '' | IeKind;
  state_registration: string;
};

export const EMPTY_COMPANY: CompanyFields = {
  cnpj: '',
  legal_name: '',
  ie_kind: '',
  state_registration: '',
};

const METHODS: readonly PaymentMethod[] = ['card', 'pix', 'boleto'];

/**
 * The methods the pay page offers, in its order: pix only when the store takes it (it has a pix
 * key; POST /orders refuses pix otherwise). The first is the form's default choice.
 */
export const offeredMethods = (quote: Pick<CheckoutQuote, 'pix_offered'>): PaymentMethod[] =>
  METHODS.filter((method) => method !== 'pix' || quote.pix_offered);

/** Why the pay page asks for a CPF: the method's provider names its payer, or the store's NF-e. */
export type CpfReason = 'payment' | 'invoice';

/**
 * Whether the CPF field shows, and why (the API's rule, apps/api/src/features/checkout/cpf-rule.ts):
 * the chosen method's provider needs the payer's (the quote's `cpf_required`), or the store
 * issues NF-e and a person buys (`cpf_for_invoice`; a company's note goes to its CNPJ).
 */
export function cpfAsked(
  quote: Pick<CheckoutQuote, 'cpf_required' | 'cpf_for_invoice'>,
  method: PaymentMethod,
  asCompany: boolean,
): CpfReason | null {
  if (quote.cpf_required[method]) return 'payment';
  return quote.cpf_for_invoice && !asCompany ? 'invoice' : null;
}

/** What the shopper's profile already says, to start the form's fields with. */
export type ProfileFacts = {
  /** 11 digits. */
  cpf?: string | null;
  /** 10 or 11 digits: only a mobile is a WhatsApp number. */
  phone?: string | null;
};

/**
 * `profile`: the CPF and phone on the shopper's profile, shown masked; the shopper may type
 * others. `method`: the first of offeredMethods.
 */
export const payFormDefaults = (
  addressId: string | undefined,
  freightOption: string | null | undefined = null,
  profile: ProfileFacts = {},
  method: PaymentMethod = 'card',
): PayFormValues => ({
  address_id: addressId ?? '',
  freight_option: freightOption ?? '',
  method,
  installments: 1,
  card: EMPTY_CARD,
  cpf: profile.cpf ? applyMask(profile.cpf, CPF_MASK) : '',
  as_company: false,
  company: EMPTY_COMPANY,
  whatsapp_opt_in: false,
  whatsapp_phone:
    profile.phone && isMobilePhone(profile.phone) ? applyMask(profile.phone, PHONE_MASKS) : '',
});
