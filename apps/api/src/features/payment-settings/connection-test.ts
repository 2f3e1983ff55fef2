import type {
  PaymentConnectionTest,
  paymentConnectionTestBodySchema,
} from '@vitrine/contract/payment-settings';
import type { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { checkMercadoPagoCredentials } from '../payments/mercado-pago/check.ts';
import { createPixApiClient } from '../payments/pix-api/client.ts';
import type { PixApiFailure } from '../payments/pix-api/types.ts';
import { readCaFile, readClientIdentity } from './certificate.ts';
import { openSealed, type PaymentSettingsRow } from '../payments/settings.ts';
import { mercadoPagoDigest, pixApiDigest } from './verification.ts';

type TestBody = z.output<typeof paymentConnectionTestBodySchema>;

/** What a test answers, and when it worked the digest of the credentials it used. */
export type TestOutcome = { answer: PaymentConnectionTest; digest: string | null };

const missing = (path: string, message: string) =>
  new ApiError(422, 'payment_settings_incomplete', message, [{ path, message }]);

/** The PSP's failure as the seller reads it. */
function pixApiFailure(failure: PixApiFailure): PaymentConnectionTest {
  if (failure.kind === 'timeout') {
    return {
      ok: false,
      reason: 'timeout',
      message: 'O banco não respondeu a tempo. Confira a URL da API e tente novamente.',
    };
  }
  if (failure.kind === 'refused' && failure.status !== undefined) {
    return {
      ok: false,
      reason: 'credentials_refused',
      message: 'O banco recusou o client id ou o client secret. Confira-os no portal do banco.',
    };
  }
  if (failure.kind === 'refused' && /VERIFY|SELF_SIGNED|ALTNAME|CERT_HAS/.test(failure.detail)) {
    return {
      ok: false,
      reason: 'server_untrusted',
      message:
        'O certificado do servidor do banco não é confiável para nós: envie a autoridade certificadora (CA) que o banco indica.',
    };
  }
  if (failure.kind === 'refused' || /ECONNRESET|EPIPE|UND_ERR_SOCKET/.test(failure.detail)) {
    // A server that refuses the client certificate closes the TLS session: with TLS 1.3 the
    // client sees an alert, a reset or the connection closed (UND_ERR_SOCKET) right after its
    // handshake, before any answer.
    return {
      ok: false,
      reason: 'certificate_refused',
      message:
        'O banco recusou o certificado da loja. Confira se é o certificado emitido para esta conta e deste ambiente.',
    };
  }
  return {
    ok: false,
    reason: 'unavailable',
    message: 'Não foi possível falar com o banco agora. Confira a URL da API e tente novamente.',
  };
}

/**
 * "Testar conexão" of the API Pix: a new OAuth token over mutual TLS with the typed
 * credentials, each absent one taken from what is stored. None is saved or answered back; a
 * test that works hands back their digest (verification.ts).
 */
async function testPixApi(
  row: PaymentSettingsRow,
  secrets: SecretBox,
  typed: NonNullable<Extract<TestBody, { provider: 'pix_api' }>['pix_api']>,
  now: Date,
  timeoutMs: number,
): Promise<TestOutcome> {
  const baseUrl = typed.base_url || row.pixApiBaseUrl;
  const clientId = typed.client_id || row.pixApiClientId;
  const clientSecret = typed.client_secret ?? openSealed(row, secrets, 'pix_api_client_secret');
  const identity = typed.certificate ? readClientIdentity(typed.certificate, now) : null;
  const cert = identity?.certPem ?? openSealed(row, secrets, 'pix_api_certificate');
  const key = identity?.keyPem ?? openSealed(row, secrets, 'pix_api_private_key');
  const ca = typed.ca_file ? readCaFile(typed.ca_file, now).pem : row.pixApiCa;
  if (!baseUrl) throw missing('pix_api.base_url', 'Informe a URL da API Pix do seu banco.');
  if (!clientId) throw missing('pix_api.client_id', 'Informe o client id.');
  if (!clientSecret) throw missing('pix_api.client_secret', 'Informe o client secret.');
  if (!cert || !key) {
    throw missing('pix_api.certificate', 'Envie o certificado que o banco emitiu para a loja.');
  }
  const scope = typed.scope ?? row.pixApiScope;
  const tokenPath = typed.token_path || row.pixApiTokenPath;
  const client = createPixApiClient({
    baseUrl,
    tokenPath,
    clientId,
    clientSecret,
    ...(scope ? { scope } : {}),
    tls: { cert, key, ...(ca ? { ca } : {}) },
    timeoutMs,
  });
  try {
    const result = await client.checkConnection();
    if (!result.ok) return { answer: pixApiFailure(result), digest: null };
    const used = { baseUrl, tokenPath, scope, clientId, clientSecret, cert, key, ca };
    return {
      answer: {
        ok: true,
        message: 'Conexão funcionando: o banco aceitou o certificado e as credenciais.',
      },
      digest: pixApiDigest(row.storeId, used),
    };
  } finally {
    client.close();
  }
}

async function testMercadoPago(
  row: PaymentSettingsRow,
  secrets: SecretBox,
  baseUrl: string,
  typedToken: string | undefined,
  timeoutMs: number,
): Promise<TestOutcome> {
  const accessToken = typedToken ?? openSealed(row, secrets, 'mp_access_token');
  if (!accessToken) throw missing('mercado_pago.access_token', 'Informe o access token.');
  const result = await checkMercadoPagoCredentials({
    baseUrl,
    accessToken,
    timeoutMs,
  });
  if (result.ok) {
    const who = result.account.nickname || String(result.account.id);
    return {
      answer: { ok: true, message: `Conexão funcionando: conta ${who} no Mercado Pago.` },
      digest: mercadoPagoDigest(row.storeId, accessToken),
    };
  }
  const reasons = {
    refused: {
      reason: 'credentials_refused',
      message:
        'O Mercado Pago recusou o access token. Copie-o de novo em Suas integrações → Credenciais de produção.',
    },
    timeout: {
      reason: 'timeout',
      message: 'O Mercado Pago não respondeu a tempo. Tente novamente em instantes.',
    },
  } as const;
  const known = reasons[result.reason as keyof typeof reasons];
  const answer: PaymentConnectionTest = known
    ? { ok: false, ...known }
    : {
        ok: false,
        reason: 'unavailable',
        message: 'O Mercado Pago está indisponível agora. Tente novamente em instantes.',
      };
  return { answer, digest: null };
}

/** POST /settings/payments/test. */
export function testPaymentConnection(
  row: PaymentSettingsRow,
  secrets: SecretBox,
  body: TestBody,
  // OUTSIDE_TIMEOUT_MS: a seller is looking at a spinner.
  options: { mercadoPagoUrl: string; now: Date; timeoutMs: number },
): Promise<TestOutcome> {
  const { timeoutMs } = options;
  return body.provider === 'pix_api'
    ? testPixApi(row, secrets, body.pix_api ?? {}, options.now, timeoutMs)
    : testMercadoPago(
        row,
        secrets,
        options.mercadoPagoUrl,
        body.mercado_pago?.access_token,
        timeoutMs,
      );
}
