import type { AppDeps } from '../../http/context.ts';
import type { OutsideFailure } from '../../lib/outside/failure.ts';
import {
  createMelhorEnvioClient,
  MELHOR_ENVIO_PRODUCTION_URL,
  MELHOR_ENVIO_SANDBOX_URL,
} from './melhor-envio.ts';
import type { CarrierFor } from './setup.ts';

/** The platform asks every app to name itself and a technical contact. */
function userAgentOf(deps: AppDeps): string {
  const email = /<([^>]+)>/.exec(deps.config.MAIL_FROM)?.[1] ?? deps.config.MAIL_FROM;
  return `Vitrine (${email})`;
}

/**
 * Melhor Envio for a store: its token (opened for this quote only) against the environment it
 * belongs to, through the app's quote cache, scoped by store (each account has its own prices).
 * `cached: false` asks the platform every time: testing a token must not be answered by a quote
 * another token got (the cache's scope is the store, never the token).
 */
export function melhorEnvioFor(
  deps: AppDeps,
  storeId: string,
  { cached = true }: { cached?: boolean } = {},
): CarrierFor {
  return (token, environment) => {
    const client = createMelhorEnvioClient({
      baseUrl:
        deps.config.MELHOR_ENVIO_URL ??
        (environment === 'sandbox' ? MELHOR_ENVIO_SANDBOX_URL : MELHOR_ENVIO_PRODUCTION_URL),
      token,
      userAgent: userAgentOf(deps),
      timeoutMs: deps.config.MELHOR_ENVIO_TIMEOUT_MS,
      logger: deps.logger,
    });
    return async (request) => {
      const quoteRequest = {
        fromCep: request.fromCep,
        toCep: request.toCep,
        services: request.services,
        products: request.packages.map((parcel, index) => ({
          id: String(index + 1),
          widthCm: parcel.widthCm,
          heightCm: parcel.heightCm,
          lengthCm: parcel.lengthCm,
          weightGrams: parcel.weightGrams,
          insuranceCents: parcel.unitPriceCents,
          quantity: parcel.quantity,
        })),
      };
      const result = cached
        ? await deps.freightQuotes.quote(storeId, quoteRequest, () => client.quote(quoteRequest))
        : await client.quote(quoteRequest);
      if (!result.ok) return { ok: false, reason: carrierReason(result) };
      return {
        ok: true,
        services: result.services.map((service) => ({
          serviceId: service.id,
          name: service.name,
          company: service.company.name,
          priceCents: service.priceCents,
          daysMin: service.days.min,
          daysMax: service.days.max,
        })),
      };
    };
  };
}

/**
 * Why a quote failed, as the freight settings' token test words it: the platform refusing the
 * token (401/403) is not the platform refusing the parcel (422).
 */
function carrierReason(failure: OutsideFailure): string {
  if (failure.kind !== 'refused') return failure.kind;
  return failure.status === 401 || failure.status === 403 ? 'unauthorized' : 'invalid_request';
}
