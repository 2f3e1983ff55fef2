import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorTwoFactorMutations } from '@vitrine/api-client/operator-two-factor';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { RecoveryCodes } from '../../../shared/two-factor/recovery-codes.tsx';
import { TwoFactorSetup } from '../../../shared/two-factor/two-factor-setup.tsx';
import { setupMessages as t } from '../messages.ts';
import { useConsoleTitle } from '../title.ts';

/**
 * /operador/verificacao: an operator's first sign-in turns two-step verification on before the
 * console opens, exactly as a seller's Segurança does (password, QR code and key, first code,
 * recovery codes shown once); then the stores.
 */
export function TwoFactorScreen() {
  useConsoleTitle(t.title);
  const api = useApi();
  const writes = operatorTwoFactorMutations(api, useQueryClient());
  const setup = useMutation(writes.setup);
  const confirm = useMutation(writes.confirm);
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <section className="console-setup office-card" aria-labelledby="console-setup-title">
      <h1 id="console-setup-title">{t.title}</h1>
      <h2>{t.heading}</h2>
      <p className="office-hint">{t.intro}</p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => void navigate(CONSOLE_PATHS.home)} />
      ) : (
        <TwoFactorSetup
          begin={setup.mutateAsync}
          confirm={confirm.mutateAsync}
          onActivated={(made) => {
            setCodes(made);
            toast.success(t.activated);
          }}
        />
      )}
    </section>
  );
}
