import type { Address } from '@vitrine/contract/addresses';
import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { CardGateway } from '@vitrine/contract/stores';
import { ScriptForm, ScriptSubmit } from '@vitrine/ui/script-form';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { CART_PATH } from '../../../lib/paths.ts';
import { preloadGateway } from '../api/card-tokenizer.ts';
import { usePlaceOrder } from '../api/use-place-order.ts';
import { useQuoteFor } from '../api/use-quote-for.ts';
import { checkoutMessages } from '../messages.ts';
import { chargeOf } from '../model/charge.ts';
import { offeredMethods, payFormDefaults, type PayFormValues } from '../model/pay-form.ts';
import { AddressSection } from './address-section.tsx';
import { CompanyFields } from './company-fields.tsx';
import { MarketingOptIn } from './marketing-opt-in.tsx';
import { FreightSection } from './freight-section.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { RefusalAlert } from './refusal-alert.tsx';
import { WhatsappOptIn } from './whatsapp-opt-in.tsx';

const t = checkoutMessages.pay;

/** The first field showing an error, in the page's order; a radio group gives its chosen radio. */
function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-error]');
  if (!invalid) return;
  const target = invalid.matches('input, select, textarea')
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ??
      invalid.querySelector<HTMLElement>('input, select, textarea'));
  target?.focus();
}

/**
 * spec §2 /finalizar-compra/pagar, one page: the delivery address, the payment method and the
 * order summary with the server's numbers. The order is placed once (usePlaceOrder); a refusal
 * says what happened above the button and leaves every field as the shopper typed it.
 */
export function PayForm({
  quote: loaded,
  addresses,
  recipient,
  assetsUrl,
  profileCpf = null,
  profilePhone = null,
  cardGateway = null,
}: {
  quote: CheckoutQuote;
  addresses: readonly Address[];
  recipient: string;
  assetsUrl: string;
  /** The shopper's CPF on their profile (11 digits): the CPF field starts with it. */
  profileCpf?: string | null;
  /** The phone on their profile (digits): a mobile starts the WhatsApp number. */
  profilePhone?: string | null;
  /** The store's card gateway (null: the sandbox tokenises through our API). */
  cardGateway?: CardGateway | null;
}) {
  const chosen = addresses.find((address) => address.is_default) ?? addresses[0];
  // The rules (zod) load with the first check, not with the page.
  const resolver: Resolver<PayFormValues> = async (values, context, options) => {
    const { payFormResolver } = await import('../model/pay-rules.ts');
    return payFormResolver({
      needsShipping: loaded.needs_shipping,
      cpf: loaded,
    })(values, context, options);
  };
  const form = useForm<PayFormValues>({
    resolver,
    defaultValues: payFormDefaults(
      loaded.needs_shipping ? chosen?.id : undefined,
      loaded.freight?.chosen,
      { cpf: profileCpf, phone: profilePhone },
      offeredMethods(loaded)[0],
    ),
    shouldFocusError: false,
  });
  const [method, installments, addressId, freightOption] = useWatch({
    control: form.control,
    name: ['method', 'installments', 'address_id', 'freight_option'],
  });
  const { quote, updating, query } = useQuoteFor(loaded, addressId, freightOption);
  const charge = chargeOf(quote, method, installments);

  // The server chose for the shopper (the cheapest, when the option asked for is not offered
  // to a new address): the radio follows what the totals were priced with.
  const priced = quote.freight?.chosen ?? '';
  useEffect(() => {
    if (!updating && priced !== form.getValues('freight_option')) {
      form.setValue('freight_option', priced);
    }
  }, [priced, updating, form]);
  // The opt-in is the shopper's only while its box is on the page: a store that stops sending
  // by WhatsApp with the page open takes the box away, and the answer with it.
  const whatsappOffered = quote.whatsapp_offered;
  useEffect(() => {
    if (!whatsappOffered && form.getValues('whatsapp_opt_in')) {
      form.setValue('whatsapp_opt_in', false);
    }
  }, [whatsappOffered, form]);
  const order = usePlaceOrder(cardGateway);
  // The gateway's script comes only to this page, and only once the card is the method.
  useEffect(() => {
    if (cardGateway && method === 'card') preloadGateway(cardGateway);
  }, [cardGateway, method]);
  const root = useRef<HTMLDivElement>(null);
  const { isSubmitting, submitCount, isSubmitSuccessful } = form.formState;

  // A submit that ended with errors (the rules', or a field the API refused): once they are
  // on the page, the first of them in reading order gets the focus.
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) focusFirstInvalid(root.current);
  }, [submitCount, isSubmitSuccessful]);

  const onSubmit = form.handleSubmit(async (values) => {
    const refusal = await order.submit(values, { quote, query });
    if (refusal?.field) form.setError(refusal.field, { message: refusal.message });
  });

  const unavailable = quote.items.some((item) => !item.available);
  const shownRefusal = order.refusal && !order.refusal.field ? order.refusal : null;

  return (
    <FormProvider {...form}>
      <div className="checkout" ref={root}>
        {quote.needs_shipping ? (
          <AddressSection addresses={addresses} recipient={recipient} />
        ) : (
          <section className="checkout-section address-section">
            <p>{checkoutMessages.address.notNeeded}</p>
          </section>
        )}
        {/* display: contents — its two parts sit in the page's grid (payment left, summary
            right on wide screens), while the submit button stays inside the form. */}
        {/* Sent only by its script (ScriptForm): the card goes to the tokeniser, never to a
            URL or to our server; pressing Enter before hydration does nothing. */}
        <ScriptForm className="checkout__form" onSubmit={onSubmit} aria-label={t.title}>
          {quote.freight && <FreightSection freight={quote.freight} updating={updating} />}
          <PaymentMethods quote={quote} />
          <CompanyFields />
          {whatsappOffered && <WhatsappOptIn />}
          <MarketingOptIn />
          <OrderSummary quote={quote} method={method} charge={charge} assetsUrl={assetsUrl}>
            {unavailable && (
              <p className="summary__warning">
                {t.unavailable} <Link to={CART_PATH}>{t.reviewCart}</Link>
              </p>
            )}
            <RefusalAlert refusal={shownRefusal} />
            {/* Not while the totals of another address or freight are on their way: the order
                is placed with the figures the shopper saw. */}
            <ScriptSubmit size="lg" className="checkout__submit" loading={isSubmitting || updating}>
              {isSubmitting ? t.submitting : t.submit}
            </ScriptSubmit>
            {method === 'card' && <p className="summary__note">{t.secure}</p>}
          </OrderSummary>
        </ScriptForm>
      </div>
    </FormProvider>
  );
}
