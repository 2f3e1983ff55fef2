import type { ProviderName } from '../payments/provider.ts';
import type { CheckoutProviders } from '../payments/providers.ts';

export type CheckoutMethod = 'pix' | 'card' | 'boleto';

/**
 * Whether the shopper's CPF must be given to pay with `method` through `provider`.
 *
 * - Boleto: always. A registered boleto names its payer (pagador) by CPF or CNPJ, whoever issues it.
 * - Mercado Pago: every method. Its payments API (POST /v1/payments) takes the payer's document
 *   as `payer.identification` `{ type: 'CPF', number }` in Brazil: the Checkout Transparente's
 *   card, pix and boleto guides all have a "Obter tipos de documento" step (GET
 *   /v1/identification_types answers CPF and CNPJ for Brazil) and send it with the payment
 *   (mercadopago.com.br/developers/pt/docs/checkout-api-v2/payment-integration/pix and
 *   .../boleto; checkout-bricks/payment-brick/payment-submission/other-payment-methods).
 * - Banco Central's API Pix: no. `devedor` is optional in `PUT /cob/{txid}` (a cob without it is
 *   an ordinary immediate charge).
 * - Sandbox: only what boleto needs.
 */
export function cpfRequired(method: CheckoutMethod, provider: ProviderName): boolean {
  if (method === 'boleto') return true;
  switch (provider) {
    case 'mercado_pago':
      return true;
    case 'pix_api':
    case 'sandbox':
      return false;
  }
}

/**
 * Whether this purchase must carry a CPF: its method's provider needs the payer's (above), or
 * the store issues NF-e and a person buys (a note names its recipient; an NF-e model 55 has no
 * recipient-less form, unlike a consumer NFC-e). A company buyer's note goes to its CNPJ.
 */
export function purchaseNeedsCpf(
  method: CheckoutMethod,
  provider: ProviderName,
  invoice: { storeIssues: boolean; asCompany: boolean },
): 'payment' | 'invoice' | null {
  if (cpfRequired(method, provider)) return 'payment';
  return invoice.storeIssues && !invoice.asCompany ? 'invoice' : null;
}

/** The rule applied to each method of a store's checkout (the pay page shows the field by it). */
export const cpfRequiredByMethod = (providers: CheckoutProviders) => ({
  pix: cpfRequired('pix', providers.pix),
  card: cpfRequired('card', providers.card),
  boleto: cpfRequired('boleto', providers.boleto),
});
