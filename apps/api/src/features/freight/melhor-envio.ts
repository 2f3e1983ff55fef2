import type { Logger } from '../../logger.ts';
import {
  calculateAnswerSchema,
  readServices,
  validationAnswerSchema,
} from './melhor-envio-answer.ts';
import type { QuoteFailure, QuoteRequest, QuoteResult } from './melhor-envio-types.ts';

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
  const url = `${options.baseUrl.replace(/\/+$/, '')}${CALCULATE_PATH}`;
  const timeoutMs = options.timeoutMs ?? MELHOR_ENVIO_TIMEOUT_MS;
  const headers = {
    authorization: `Bearer ${options.token}`,
    accept: 'application/json',
    'content-type': 'application/json',
    'user-agent': options.userAgent,
  };

  async function quote(request: QuoteRequest): Promise<QuoteResult> {
    const started = performance.now();
    const result = await send(request);
    const durationMs = Math.round(performance.now() - started);
    // Only what the result says: never the request's headers (the token) nor raw errors.
    if (!result.ok) {
      options.logger?.warn(
        { provider: 'melhor-envio', ...result.failure, durationMs },
        'freight quote failed',
      );
    } else {
      const { services, refused } = result;
      options.logger?.debug(
        {
          provider: 'melhor-envio',
          services: services.length,
          refused: refused.length,
          durationMs,
        },
        'freight quoted',
      );
    }
    return result;
  }

  async function send(request: QuoteRequest): Promise<QuoteResult> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(requestBody(request)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read whole inside the try: a body still arriving when the time is up is a timeout too.
      body = parseJson(await response.text());
    } catch (error) {
      return fail(transportFailure(error));
    }
    if (response.status === 401 || response.status === 403) {
      return fail({ kind: 'unauthorized', status: response.status });
    }
    if (response.status === 400 || response.status === 422) {
      const parsed = validationAnswerSchema.safeParse(body);
      const { message = '', errors = {} } = parsed.success ? parsed.data : {};
      return fail({ kind: 'invalid_request', status: response.status, message, errors });
    }
    if (!response.ok) {
      return fail({ kind: 'unavailable', status: response.status, reason: 'http_status' });
    }
    const parsed = calculateAnswerSchema.safeParse(body);
    if (!parsed.success) {
      return fail({ kind: 'unavailable', status: response.status, reason: 'malformed_answer' });
    }
    return readServices(parsed.data);
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

function transportFailure(error: unknown): QuoteFailure {
  if (error instanceof DOMException && error.name === 'TimeoutError') return { kind: 'timeout' };
  // Only the cause's code (ECONNREFUSED, UND_ERR_SOCKET): messages may quote the request.
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return { kind: 'unavailable', reason: typeof code === 'string' ? code : 'network' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fail(failure: QuoteFailure): QuoteResult {
  return { ok: false, failure };
}
