import type { ApiClient } from '@vitrine/api-client/client';
import type { CardGateway } from '@vitrine/contract/stores';
import { cardTokenBody, type CardFields } from '../model/card-form.ts';
import type { PayFormValues } from '../model/pay-form.ts';

/** A card token for the order, and when it lapses. */
export type MintedToken = { token: string; expiresAt: number };

/** Who turns the typed card into the token the order carries. */
export type CardTokenizer = {
  /** 'sandbox': our API's test endpoint; otherwise the gateway's script, in the browser. */
  by: 'sandbox' | CardGateway['provider'];
  mint(card: CardFields, cpf: string): Promise<MintedToken>;
};

/**
 * The store's tokeniser (its public data's `card_gateway`). With a gateway the card goes from
 * the browser to the gateway alone (its script, loaded only here): the number, code and expiry
 * never reach our API or its /_api proxy; the order gets the gateway's token. Without one, the
 * sandbox's endpoint of our API takes the card, as a test acquirer would. Each path's code
 * loads on the first submit, not with the page.
 */
export function cardTokenizerFor(
  gateway: CardGateway | null,
  client: () => Promise<ApiClient>,
): CardTokenizer {
  if (gateway) {
    return {
      by: gateway.provider,
      async mint(card, cpf) {
        const { mercadoPagoCardToken } = await import('../gateway/mercado-pago.ts');
        return mercadoPagoCardToken(gateway, card, cpf);
      },
    };
  }
  return {
    by: 'sandbox',
    async mint(card) {
      const [{ tokenizeCard }, api] = await Promise.all([
        import('@vitrine/api-client/tokenize-card'),
        client(),
      ]);
      const answer = await tokenizeCard(api, cardTokenBody(card));
      return { token: answer.token, expiresAt: Date.parse(answer.expires_at) };
    },
  };
}

/** Starts loading the gateway's script while the shopper types (errors wait for the submit). */
export function preloadGateway(gateway: CardGateway): void {
  void import('../gateway/load-script.ts')
    .then(({ loadScript }) => loadScript(gateway.sdk_url))
    .catch(() => {});
}

/**
 * The holder's CPF for the gateway (Mercado Pago asks for the holder's document): the pay
 * form's "CPF do titular" field (`cpf`) when the form has one, '' when it has none.
 */
export function payerCpfOf(values: PayFormValues): string {
  return 'cpf' in values && typeof values.cpf === 'string' ? values.cpf : '';
}
