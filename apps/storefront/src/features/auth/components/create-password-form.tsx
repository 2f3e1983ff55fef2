import { useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { createPassword } from '@vitrine/session/browser';
import { SESSION_PATHS } from '@vitrine/session/kinds';
import { sessionQueryKey } from '@vitrine/session/react';
import { CreatePasswordForm as SharedCreatePasswordForm } from '@vitrine/ui/create-password-form';
import { authMessages } from '../messages.ts';
import { formMessages } from '@vitrine/ui/form-messages';

const t = authMessages.createPassword;

export type CreatePasswordFormProps = {
  token: string;
  /** The account the link is for: the password managers' username. */
  email: string;
  onCreated: (account: LoggedAccount) => void | Promise<void>;
  /** The link was used or expired since the page checked it. */
  onInvalidLink: () => void;
  /** `?erro=`: why a form sent before the page's script ran came back. */
  refusedCode: string | null;
};

/**
 * spec §2 /login/criar-senha: the shared form on the storefront's server, which creates the
 * password and logs in (the token becomes the HttpOnly cookie, spec §6). Before the script
 * runs the form posts there natively and comes back here with `?erro=` on a refusal.
 */
export function CreatePasswordForm({ refusedCode, onCreated, ...props }: CreatePasswordFormProps) {
  const queryClient = useQueryClient();
  return (
    <SharedCreatePasswordForm
      {...props}
      createPassword={createPassword}
      onCreated={async (account) => {
        queryClient.setQueryData(sessionQueryKey('customer'), account);
        await onCreated(account);
      }}
      initialFailure={
        refusedCode ? (t.refused[refusedCode] ?? formMessages.createPassword.failed) : null
      }
      nativePost={{
        action: SESSION_PATHS.createPassword,
        fields: { first_access_token: props.token },
      }}
    />
  );
}
