import type { StockAlert } from '@vitrine/contract/stock-alerts';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { useCustomer } from '../../../lib/use-customer.ts';
import { stockAlertMessages as t } from './messages.ts';

type Props = { variation: string };
type Outcome = { status: StockAlert['status']; email: string } | { error: string };

/**
 * The alert's form: a shopper signed in asks with the account's e-mail (in the queue at once);
 * anyone else types one and confirms it by e-mail. The page's HTML is the same for everyone
 * (the session is known once hydrated): the e-mail field until then.
 */
export function StockAlertForm({ variation }: Props) {
  const api = useBrowserApi();
  const account = useCustomer();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit() {
    setBusy(true);
    const to = account?.email ?? email;
    try {
      const { requestStockAlert } = await import('@vitrine/api-client/stock-alerts');
      const client = await api.client();
      const done = await requestStockAlert(client, {
        variation,
        email: account ? undefined : to,
      });
      setOutcome({ status: done.status, email: to });
    } catch (error) {
      const { toApiError } = await import('@vitrine/api-client/errors');
      const failure = toApiError(error);
      setOutcome({
        error: failure.status >= 400 && failure.status < 500 ? failure.message : t.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  const done = outcome && 'status' in outcome ? outcome : undefined;
  const error = outcome && 'error' in outcome ? outcome.error : undefined;
  if (done) {
    return (
      <p role="status">{done.status === 'active' ? t.active(done.email) : t.pending(done.email)}</p>
    );
  }
  return (
    <form
      className="stock-alert__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {account ? (
        <p>{t.signedIn(account.email)}</p>
      ) : (
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      )}
      {account && error && <p role="alert">{error}</p>}
      <Button type="submit" loading={busy} disabled={account === undefined}>
        {busy ? t.sending : t.submit}
      </Button>
      <p className="stock-alert__consent">{t.consent}</p>
    </form>
  );
}
