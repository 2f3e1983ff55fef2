import { waitFor } from '@testing-library/react';

// jsdom runs no script it would have to download: a test plays MercadoPago.js v2's part when the
// pay page adds its tag. The stand-in does what the real SDK's createCardToken does (and the
// loopback Mercado Pago's script, apps/api src/demo/mercado-pago-sdk.ts): POSTs the card to the
// gateway's /v1/card_tokens with the public key, resolving its answer or rejecting with its body.

const scriptTag = (src: string) =>
  waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) throw new Error(`no <script src="${src}"> on the page`);
    return script;
  });

/** The page's gateway script "runs": window.MercadoPago posts to `gatewayUrl`. */
export async function runMercadoPagoScript(src: string, gatewayUrl: string) {
  const script = await scriptTag(src);
  window.MercadoPago = class {
    constructor(readonly publicKey: string) {}
    async createCardToken(data: Record<string, string | undefined>) {
      const response = await fetch(
        `${gatewayUrl}/v1/card_tokens?public_key=${encodeURIComponent(this.publicKey)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            card_number: data.cardNumber,
            expiration_month: Number(data.cardExpirationMonth),
            expiration_year: Number(data.cardExpirationYear),
            security_code: data.securityCode,
            cardholder: {
              name: data.cardholderName,
              identification: { type: data.identificationType, number: data.identificationNumber },
            },
          }),
        },
      );
      const body = await response.json();
      if (!response.ok) throw body;
      return body;
    }
  };
  script.dispatchEvent(new Event('load'));
}

/** The gateway's script does not load (blocked, or the host down). */
export async function failMercadoPagoScript(src: string) {
  (await scriptTag(src)).dispatchEvent(new Event('error'));
}

/** What a test leaves behind: the tags and the SDK's global. */
export function forgetMercadoPago() {
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  delete window.MercadoPago;
}
