import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { twoFactorQueryOptions } from '@vitrine/api-client/queries/get-two-factor';
import { twoFactorMutations } from '@vitrine/api-client/two-factor';
import {
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
} from '@vitrine/contract/two-factor';
import { formatDate } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { RecoveryCodes } from '../../../shared/two-factor/recovery-codes.tsx';
import { StepForm } from '../../../shared/two-factor/step-form.tsx';
import { TwoFactorSetup } from '../../../shared/two-factor/two-factor-setup.tsx';
import { securityMessages as t } from '../messages.ts';
import '../account.css';

type Panel = 'none' | 'setup' | 'new-codes' | 'disable';

/**
 * Minha conta → Segurança: two-step verification (TOTP). Off: "Ativar" (password, QR code,
 * first code, recovery codes shown once). On: since when, codes left, new recovery codes, and
 * turning it off (password and a code) unless the store requires it. Where a seller the
 * store's requirement holds back is sent (seller-area.tsx).
 */
export function MySecurityScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(twoFactorQueryOptions(api));
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(api));
  const writes = twoFactorMutations(api, queryClient);
  const setup = useMutation(writes.setup);
  const confirm = useMutation(writes.confirm);
  const newCodes = useMutation(writes.recoveryCodes);
  const disable = useMutation(writes.disable);
  const [panel, setPanel] = useState<Panel>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setPanel('none');

  return (
    <section className="account-screen office-card" aria-labelledby="my-security-title">
      <h1 id="my-security-title">{t.title}</h1>
      <h2>{t.heading}</h2>
      {profile.two_factor_setup_required && (
        <p className="security__notice" role="status">
          {t.requiredNotice}
        </p>
      )}
      <p className="account-screen__intro">{t.intro}</p>
      <p className="security__state">
        <strong>
          {status.enabled && status.confirmed_at ? t.on(formatDate(status.confirmed_at)) : t.off}
        </strong>{' '}
        {status.enabled && t.codesLeft(status.recovery_codes_left)}
      </p>

      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : !status.enabled ? (
        panel === 'setup' ? (
          <TwoFactorSetup
            begin={setup.mutateAsync}
            confirm={confirm.mutateAsync}
            onCancel={close}
            onActivated={(made) => {
              close();
              setCodes(made);
              toast.success(t.activated);
            }}
          />
        ) : (
          <Button type="button" onClick={() => setPanel('setup')}>
            {t.start}
          </Button>
        )
      ) : panel === 'new-codes' ? (
        <StepForm
          schema={twoFactorConfirmBodySchema}
          fields={['code']}
          title={t.newCodes}
          hint={t.newCodesHint}
          submit={t.generate}
          autoFocus
          onSubmit={async ({ code }) => {
            const answer = await newCodes.mutateAsync(code);
            close();
            setCodes(answer.recovery_codes);
          }}
          onCancel={close}
        />
      ) : panel === 'disable' ? (
        <StepForm
          schema={twoFactorDisableBodySchema}
          fields={['password', 'code']}
          codeLabel={t.codeOrRecovery}
          title={t.disable}
          hint={t.disableHint}
          submit={t.disableSubmit}
          submitVariant="danger"
          autoFocus
          onSubmit={async (body) => {
            const answer = await disable.mutateAsync(body);
            close();
            toast.success(answer.message);
          }}
          onCancel={close}
        />
      ) : (
        <div className="security__actions">
          <Button type="button" variant="secondary" onClick={() => setPanel('new-codes')}>
            {t.newCodes}
          </Button>
          {status.required_by_store ? (
            <p className="office-hint">{t.requiredByStore}</p>
          ) : (
            <Button type="button" variant="danger" onClick={() => setPanel('disable')}>
              {t.disable}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
