import { createOutsideClient } from '../../lib/outside/client.ts';
import type { Logger } from '../../logger.ts';
import { calculateAnswerSchema, readServices } from './melhor-envio-answer.ts';
import type { QuoteRequest, QuoteResult } from './melhor-envio-types.ts';

export type * from './melhor-envio-types.ts';

/**
 * Melhor Envio's freight quote ("Cálculo de fretes por produtos"):
 * `POST {baseUrl}/api/v2/me/shipment/calculate` with `Authorization: Bearer <token>`,
 * `Accept`/`Content-Type: application/json` and the `User-Agent` the platform requires
 * ("Aplicação (email para contato técnico)"); body `{ from: { postal_code }, to: { postal_code },
 * products: [{ id, width, height, length (cm), weight (kg), insurance_value (R$), quantity }],
 * services?: "1,2,3" }`; answer: one entry per service, either priced (`price`, `custom_price`,
 * `delivery_range`, `custom_delivery_range`, `company`) or refused (`error`, e.g.
 * "Transportadora não atende este trecho."); 401 without a valid token, 422 `{ message,
 * errors }` for an invalid body.
 *
 * Followed: docs.melhorenvio.com.br/reference/calculo-de-fretes-por-produtos (the reference
 * page itself was not in the stored copies this was written from); what was read instead:
 * the platform's FAQ (docs.melhorenvio.com.br/discuss, the headers every request carries),
 * docs.melhorenvio.com.br/authentication.html (Bearer token), melhorenvio.readme.io's API
 * introduction (sandbox), Melhor Envio's own shipment-sdk-php (path, body, service ids, base
 * URLs below) and recorded answers of the endpoint in public integrations (answer shape, the
 * refusal text, Laravel's 422 body).
 */
export const MELHOR_ENVIO_PRODUCTION_URL = 'https://melhorenvio.com.br';
export const MELHOR_ENVIO_SANDBOX_URL = 'https://sandbox.melhorenvio.com.br';
/** issue: a platform slower than this is down for the shopper; the store's table answers. */
export const MELHOR_ENVIO_TIMEOUT_MS = 3000;
const CALCULATE_PATH = '/api/v2/me/shipment/calculate';

export type MelhorEnvioOptions = {
  baseUrl: string;
  /** The store's token: a secret, sent in the Authorization header and nowhere else. */
  token: string;
  /** "Aplicação (email para contato técnico)", as the platform asks. */
  userAgent: string;
  timeoutMs?: number;
  logger?: Logger;
};

export type MelhorEnvioClient = {
  readonly timeoutMs: number;
  quote(request: QuoteRequest): Promise<QuoteResult>;
};

// A header value the fetch implementation rejects is echoed in its error message: refuse such a
// token here, without repeating it, so no error can carry it to a log.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

export function createMelhorEnvioClient(options: MelhorEnvioOptions): MelhorEnvioClient {
  if (!HEADER_SAFE.test(options.token)) {
    throw new TypeError('Melhor Envio token: empty or with characters a header cannot carry');
  }
  if (!/\S+@\S+/.test(options.userAgent)) {
    throw new TypeError('Melhor Envio User-Agent must name the app and a contact e-mail');
  }
  const timeoutMs = options.timeoutMs ?? MELHOR_ENVIO_TIMEOUT_MS;
  const outside = createOutsideClient({
    provider: 'melhor-envio',
    baseUrl: options.baseUrl,
    timeoutMs,
    headers: { authorization: `Bearer ${options.token}`, 'user-agent': options.userAgent },
    secrets: [options.token],
    ...(options.logger ? { logger: options.logger } : {}),
  });

  async function quote(request: QuoteRequest): Promise<QuoteResult> {
    const answer = await outside.call(
      { operation: 'quote', method: 'POST', path: CALCULATE_PATH, json: requestBody(request) },
      { schema: calculateAnswerSchema },
    );
    return answer.ok ? readServices(answer.value) : answer;
  }

  return { timeoutMs, quote };
}

/** The documented body: grams → kg, cents → reais; the services the store enables, if any. */
function requestBody({ fromCep, toCep, products, services, options }: QuoteRequest) {
  return {
    from: { postal_code: fromCep },
    to: { postal_code: toCep },
    products: products.map((p) => ({
      id: p.id,
      width: p.widthCm,
      height: p.heightCm,
      length: p.lengthCm,
      weight: p.weightGrams / 1000,
      insurance_value: p.insuranceCents / 100,
      quantity: p.quantity,
    })),
    ...(services?.length ? { services: services.join(',') } : {}),
    ...(options ? { options: { receipt: !!options.receipt, own_hand: !!options.ownHand } } : {}),
  };
}
