import { createHash } from 'node:crypto';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { openSealed, pixApiCredentialsOf, type PaymentSettingsRow } from '../payments/settings.ts';

// A way to receive money counts for the first-run checklist only once "Testar conexão" worked
// with the credentials the store keeps now. The seller may test before saving (what is typed)
// or after (what is stored): each successful test keeps a digest of the credentials it used,
// and `*_verified_at` says since when the stored ones are those. A save that changes them
// clears it, unless they are the ones last tested.

export type TestedProvider = 'pix_api' | 'mercado_pago';

/** What the API Pix test used; the same fields as the client is built from. */
export type PixApiTestedCredentials = {
  baseUrl: string;
  tokenPath: string;
  scope: string;
  clientId: string;
  clientSecret: string;
  cert: string;
  key: string;
  ca: string | null;
};

/**
 * SHA-256 over the store's id and the credentials: comparable, never reversible (the private
 * key and the secrets are in it, so nothing short enough to guess is hashed alone).
 */
const digestOf = (storeId: string, provider: TestedProvider, parts: readonly string[]) =>
  createHash('sha256')
    .update(JSON.stringify([storeId, provider, ...parts]))
    .digest('hex');

export const pixApiDigest = (storeId: string, used: PixApiTestedCredentials) =>
  digestOf(storeId, 'pix_api', [
    used.baseUrl,
    used.tokenPath,
    used.scope,
    used.clientId,
    used.clientSecret,
    used.cert,
    used.key,
    used.ca ?? '',
  ]);

/** Mercado Pago's test reads the account of the access token: that is what it proves. */
export const mercadoPagoDigest = (storeId: string, accessToken: string) =>
  digestOf(storeId, 'mercado_pago', [accessToken]);

/** The digests of the credentials stored now (null while one is incomplete). */
export function storedDigests(
  row: PaymentSettingsRow,
  secrets: SecretBox,
): Record<TestedProvider, string | null> {
  const pix = pixApiCredentialsOf(row, secrets);
  const accessToken = openSealed(row, secrets, 'mp_access_token');
  return {
    pix_api: pix
      ? pixApiDigest(row.storeId, {
          ...pix,
          cert: pix.tls.cert,
          key: pix.tls.key,
          ca: pix.tls.ca ?? null,
        })
      : null,
    mercado_pago: accessToken ? mercadoPagoDigest(row.storeId, accessToken) : null,
  };
}

/**
 * The verification columns after the stored credentials became `row`'s: kept (or from `now`)
 * for a provider whose stored credentials are the last ones tested, else null.
 */
export function verificationAfterSave(row: PaymentSettingsRow, secrets: SecretBox, now: Date) {
  const stored = storedDigests(row, secrets);
  const verified = (digest: string | null, tested: string | null, since: Date | null) =>
    digest !== null && digest === tested ? (since ?? now) : null;
  return {
    pixApiVerifiedAt: verified(stored.pix_api, row.pixApiTestedDigest, row.pixApiVerifiedAt),
    mpVerifiedAt: verified(stored.mercado_pago, row.mpTestedDigest, row.mpVerifiedAt),
  };
}

/** After a test that worked with `digest`: the columns to write. */
export function verificationAfterTest(
  row: PaymentSettingsRow,
  secrets: SecretBox,
  provider: TestedProvider,
  digest: string,
  now: Date,
) {
  const stored = storedDigests(row, secrets)[provider];
  return provider === 'pix_api'
    ? {
        pixApiTestedDigest: digest,
        pixApiVerifiedAt: stored === digest ? now : row.pixApiVerifiedAt,
      }
    : { mpTestedDigest: digest, mpVerifiedAt: stored === digest ? now : row.mpVerifiedAt };
}
