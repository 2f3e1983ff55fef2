import { toApiError } from '@vitrine/api-client/errors';
import { recoverCustomerAccess } from '@vitrine/api-client/recover-customer-access';
import { EmailLinkForm as SharedEmailLinkForm } from '@vitrine/ui/email-link-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';

export type EmailLinkFormProps = {
  /** The button's words when they are not recover access's ("Enviar link"). */
  submitLabel?: string;
  submittingLabel?: string;
  onSent: (email: string) => void;
  /** What a form sent before the page's script ran held (it came back unsent). */
  initialEmail?: string;
  /** The e-mail the screen before had (known after hydration): fills an empty field. */
  suggestedEmail?: string;
};

/**
 * The shared e-mail form on the customer's recover-access (a new password link, or the
 * first-access link again while the account has none). Sent before the script runs, it posts
 * to the page itself, which sends it back unsent.
 */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const api = useBrowserApi();
  return (
    <SharedEmailLinkForm
      {...props}
      sendLink={async (body) => recoverCustomerAccess(await api.client(), body)}
      toRefusal={toApiError}
      emailAutoComplete="email"
      nativePost={{}}
    />
  );
}
