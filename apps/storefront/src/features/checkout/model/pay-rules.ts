import { zodResolver } from '@hookform/resolvers/zod';
import {
  CPF_REQUIRED_MESSAGES,
  INVOICE_CPF_REQUIRED_MESSAGE,
  type CheckoutQuote,
} from '@vitrine/contract/checkout';
import { buyerCompanySchema } from '@vitrine/contract/fiscal-codes';
import { cpfSchema, mobilePhoneSchema, VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { checkoutMessages } from '../messages.ts';
import { cardFieldsSchema } from './card-rules.ts';
import { cpfAsked, type PayFormValues } from './pay-form.ts';

type PayRuleOptions = {
  needsShipping: boolean;
  /** The quote's CPF rule: which methods ask for the payer's, and whether the NF-e asks. */
  cpf: Pick<CheckoutQuote, 'cpf_required' | 'cpf_for_invoice'>;
};

// The pay form's rules, with zod: loaded by the form's first check, not with the page.

/**
 * Every rule of the pay form, reported all at once so the first invalid field (in the page's
 * order: the address, then the card) gets the focus. The card's fields count only when the card
 * is the method: what was typed there stays in the form when the shopper switches to pix.
 */
export function payFormSchema(options: PayRuleOptions & { now: Date }) {
  const card = cardFieldsSchema(options.now);
  return z
    .object({
      address_id: z.string(),
      freight_option: z.string(),
      method: z.enum(['card', 'pix', 'boleto']),
      installments: z.number(),
      card: z.object({
        number: z.string(),
        holder: z.string(),
        expiry: z.string(),
        cvv: z.string(),
      }),
      cpf: z.string(),
      as_company: z.boolean(),
      company: z.object({
        cnpj: z.string(),
        legal_name: z.string(),
        ie_kind: z.enum(['', 'contribuinte', 'isento', 'nao_contribuinte']),
        state_registration: z.string(),
      }),
      whatsapp_opt_in: z.boolean(),
      whatsapp_phone: z.string(),
    })
    .superRefine((values, context) => {
      if (options.needsShipping && values.address_id === '') {
        context.addIssue({
          code: 'custom',
          path: ['address_id'],
          message: checkoutMessages.address.required,
          input: values.address_id,
        });
      }
      if (options.needsShipping && values.address_id !== '' && values.freight_option === '') {
        context.addIssue({
          code: 'custom',
          path: ['freight_option'],
          message: checkoutMessages.freight.required,
          input: values.freight_option,
        });
      }
      // The CPF counts only where the field shows: the chosen method's provider asks for it, or
      // the store's NF-e for a person buying.
      const cpfReason = cpfAsked(options.cpf, values.method, values.as_company);
      if (cpfReason) {
        const cpf = values.cpf.trim();
        const missing =
          cpfReason === 'payment'
            ? CPF_REQUIRED_MESSAGES[values.method]
            : INVOICE_CPF_REQUIRED_MESSAGE;
        const message = cpf === '' ? missing : cpfSchema.safeParse(cpf).error?.issues[0]?.message;
        if (message) context.addIssue({ code: 'custom', path: ['cpf'], message, input: cpf });
      }
      // The company's fields count only while "Comprar como empresa" is checked.
      if (values.as_company) {
        for (const issue of buyerCompanySchema.safeParse(values.company).error?.issues ?? []) {
          context.addIssue({
            code: 'custom',
            path: ['company', ...issue.path.map(String)],
            message: issue.message,
            input: undefined,
          });
        }
      }
      // The mobile counts only while the WhatsApp box is ticked (never while it is not shown:
      // pay-form.tsx), by the API's own rule for POST /orders' whatsapp_phone; a blank one is
      // asked for in the same words.
      if (values.whatsapp_opt_in) {
        const phone = values.whatsapp_phone.trim();
        const message =
          phone === ''
            ? VALIDATION_MESSAGES.mobilePhone
            : mobilePhoneSchema.safeParse(phone).error?.issues[0]?.message;
        if (message) {
          context.addIssue({ code: 'custom', path: ['whatsapp_phone'], message, input: phone });
        }
      }
      if (values.method !== 'card') return;
      for (const issue of card.safeParse(values.card).error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          path: ['card', ...issue.path.map(String)],
          message: issue.message,
          input: undefined,
        });
      }
    });
}

/** The resolver of the pay form; the expiry is judged against the moment of the check. */
export function payFormResolver(options: PayRuleOptions): Resolver<PayFormValues> {
  return (values, context, resolverOptions) =>
    zodResolver(payFormSchema({ now: new Date(), ...options }))(
      values,
      context,
      resolverOptions,
    ) as ReturnType<Resolver<PayFormValues>>;
}
