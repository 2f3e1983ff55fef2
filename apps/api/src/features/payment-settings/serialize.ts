import { X509Certificate } from 'node:crypto';
import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { pixKeyTypeOf } from '@vitrine/domain/pix-key';
import { secretHint, type SecretBox } from '../../lib/secrets/secret-box.ts';
import {
  mercadoPagoCredentialsOf,
  openSealed,
  pixApiCredentialsOf,
  type PaymentSettingsRow,
  type SealedField,
} from '../payments/settings.ts';
import { summaryOf } from './certificate.ts';

const hintOf = (row: PaymentSettingsRow, secrets: SecretBox, field: SealedField) => {
  const plain = openSealed(row, secrets, field);
  return plain === null ? null : secretHint(plain);
};

function certificateSummary(pem: string | null, now: Date) {
  return pem ? summaryOf(new X509Certificate(pem), now) : null;
}

/** The settings as the office reads them: hints and certificate summaries, never a secret. */
export function paymentSettingsAnswer(
  row: PaymentSettingsRow,
  pixKey: string,
  secrets: SecretBox,
  now: Date,
): PaymentSettings {
  const certificate = certificateSummary(openSealed(row, secrets, 'pix_api_certificate'), now);
  return {
    methods: {
      pix: row.pixProvider as PaymentSettings['methods']['pix'],
      card: row.cardProvider as PaymentSettings['methods']['card'],
      boleto: row.boletoProvider as PaymentSettings['methods']['boleto'],
    },
    pix_key: pixKey,
    pix_key_type: pixKeyTypeOf(pixKey),
    pix_api: {
      base_url: row.pixApiBaseUrl,
      token_path: row.pixApiTokenPath,
      scope: row.pixApiScope,
      client_id: row.pixApiClientId,
      client_secret_hint: hintOf(row, secrets, 'pix_api_client_secret'),
      certificate,
      ca: certificateSummary(row.pixApiCa, now),
      complete: pixApiCredentialsOf(row, secrets) !== null,
    },
    mercado_pago: {
      public_key: row.mpPublicKey,
      access_token_hint: hintOf(row, secrets, 'mp_access_token'),
      webhook_secret_hint: hintOf(row, secrets, 'mp_webhook_secret'),
      complete: mercadoPagoCredentialsOf(row, secrets) !== null,
    },
  };
}
