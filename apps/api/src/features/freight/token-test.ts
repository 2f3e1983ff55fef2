import type {
  FreightTokenTest,
  freightTokenTestBodySchema,
} from '@vitrine/contract/freight-settings';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import type { CarrierFor } from './setup.ts';
import { melhorEnvioTokenContext, readFreightRow } from './settings.ts';

type TestBody = z.output<typeof freightTokenTestBodySchema>;

/** The smallest parcel the Correios accept, worth R$ 50,00: every service quotes it. */
const TEST_PARCEL = {
  weightGrams: 300,
  heightCm: 2,
  widthCm: 11,
  lengthCm: 16,
  quantity: 1,
  unitPriceCents: 5000,
};

/** Why a test quote failed, for the seller (the carrier quoter's reasons are its failure kinds). */
const REASONS: Record<string, string> = {
  unauthorized:
    'O Melhor Envio recusou o token. Confira se ele foi copiado inteiro e se é do ambiente escolhido (sandbox ou produção).',
  timeout: 'O Melhor Envio não respondeu a tempo. Tente novamente em instantes.',
  invalid_request: 'O Melhor Envio recusou a cotação de teste. Confira o CEP de origem.',
  unavailable: 'O Melhor Envio está indisponível agora. Tente novamente em instantes.',
};
const NO_SERVICE = 'O token foi aceito, mas nenhum serviço cotou um pacote pequeno neste CEP.';

const missing = (path: string, message: string) =>
  badRequest('freight_settings_invalid', message, [{ path, message }]);

/**
 * "Testar token": quotes a small parcel from the origin CEP to itself with the token given (or
 * the stored one), straight from the platform (never the quote cache), and answers the services
 * it named or why it failed. Nothing is saved and the token is never answered.
 */
export async function testMelhorEnvioToken(
  db: Database,
  secrets: SecretBox,
  storeId: string,
  carrierFor: CarrierFor,
  body: TestBody,
): Promise<FreightTokenTest> {
  const row = await readFreightRow(db, storeId);
  const token =
    body.token ??
    (row.melhorEnvioTokenSealed
      ? secrets.open(row.melhorEnvioTokenSealed, melhorEnvioTokenContext(storeId))
      : null);
  if (token === null) throw missing('token', 'Informe o token do Melhor Envio para testá-lo.');
  const originCep = body.origin_cep || row.originCep;
  if (originCep === '') {
    throw missing('origin_cep', 'Informe o CEP de origem para testar o token.');
  }
  const environment = body.environment ?? (row.melhorEnvioEnvironment as 'sandbox' | 'production');
  const answer = await carrierFor(
    token,
    environment,
  )({
    fromCep: originCep,
    toCep: originCep,
    packages: [TEST_PARCEL],
    services: [],
  });
  if (!answer.ok) {
    return { ok: false, reason: REASONS[answer.reason] ?? REASONS.unavailable! };
  }
  if (answer.services.length === 0) return { ok: false, reason: NO_SERVICE };
  return {
    ok: true,
    services: answer.services.map((service) => `${service.name} (${service.company})`),
  };
}
