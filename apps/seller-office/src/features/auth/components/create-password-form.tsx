import type { LoggedAccount } from '@vitrine/contract/auth';
import { createPassword } from '@vitrine/session/browser';
import { CreatePasswordForm as SharedCreatePasswordForm } from '@vitrine/ui/create-password-form';

export type CreatePasswordFormProps = {
  token: string;
  /** The seller the link is for: the password managers' username. */
  email: string;
  onCreated: (account: LoggedAccount) => void | Promise<void>;
  /** The link was used or expired since the screen checked it. */
  onInvalidLink: () => void;
};

/**
 * spec §2 /vendedor/login/criar-senha: the shared form on the office's server, which creates
 * the password on the API and logs in (the token becomes the HttpOnly cookie, spec §6).
 */
export function CreatePasswordForm(props: CreatePasswordFormProps) {
  return <SharedCreatePasswordForm {...props} createPassword={createPassword} />;
}
