import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { FormTextField } from '@vitrine/ui/form-fields';
import { paymentProvidersMessages as t } from '../messages.ts';
import type { ProvidersFormValues } from '../form-model.ts';
import { ConnectionTest } from './connection-test.tsx';
import { SecretField } from './secret-field.tsx';

/** The store's Mercado Pago account: its public key, access token and webhook signature. */
export function MercadoPagoFields({ settings }: { settings: PaymentSettings['mercado_pago'] }) {
  return (
    <fieldset className="office-card providers-form__group">
      <legend>{t.mercadoPago}</legend>
      <p>{t.mercadoPagoIntro}</p>
      <FormTextField<ProvidersFormValues>
        name="mercado_pago.public_key"
        label={t.publicKey}
        hint={t.publicKeyHint}
        autoComplete="off"
        spellCheck={false}
      />
      <SecretField
        name="mercado_pago.access_token"
        label={t.accessToken}
        stored={settings.access_token_hint}
      />
      <SecretField
        name="mercado_pago.webhook_secret"
        label={t.webhookSecret}
        stored={settings.webhook_secret_hint}
        feminine
      />
      <ConnectionTest provider="mercado_pago" />
    </fieldset>
  );
}
