import {
  twoFactorConfirmBodySchema,
  twoFactorSetupBodySchema,
  type TwoFactorSetup as Setup,
} from '@vitrine/contract/two-factor';
import { useState } from 'react';
import { twoFactorMessages as t } from './messages.ts';
import './two-factor.css';
import { StepForm } from './step-form.tsx';

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning two-step verification on: the password, then the QR code (or the key to type) and
 * the app's first code. The recovery codes the confirmation answers go to `onActivated`.
 * `begin` and `confirm` are the account's own API calls (a seller's, an operator's).
 */
export function TwoFactorSetup(props: {
  begin: (password: string) => Promise<Setup>;
  confirm: (code: string) => Promise<{ recovery_codes: string[] }>;
  onActivated: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const [secret, setSecret] = useState<Setup | null>(null);

  if (!secret) {
    return (
      <StepForm
        schema={twoFactorSetupBodySchema}
        fields={['password']}
        title={t.start}
        hint={t.passwordHint}
        submit={t.continue}
        autoFocus
        onSubmit={async ({ password }) => setSecret(await props.begin(password))}
        onCancel={props.onCancel}
      />
    );
  }
  return (
    <div className="security__setup">
      <p>{t.scan}</p>
      <img
        className="security__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qr_svg)}`}
        alt={t.qrAlt}
        width={200}
        height={200}
      />
      <p className="office-hint">
        {t.typeKey} <code className="security__key">{grouped(secret.secret)}</code>
      </p>
      <StepForm
        schema={twoFactorConfirmBodySchema}
        fields={['code']}
        title={t.enterCode}
        submit={t.activate}
        autoFocus
        onSubmit={async ({ code }) => {
          const answer = await props.confirm(code);
          props.onActivated(answer.recovery_codes);
        }}
        onCancel={props.onCancel}
      />
    </div>
  );
}
