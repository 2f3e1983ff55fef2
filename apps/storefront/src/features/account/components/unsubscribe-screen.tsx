import type { ApiClient } from '@vitrine/api-client/client';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import type { UnsubscribeMessages } from '../favourites-messages.ts';
import { PREFERENCES_PATH } from '../layout-paths.ts';

type State = 'working' | 'done' | 'invalid' | 'failed';

/**
 * An e-mail's unsubscribe link turns those e-mails off in one click, without signing in (the
 * token names the shopper). The page does it once hydrated, in the browser (a mail scanner
 * fetching the link runs no script); following it again changes nothing.
 */
export function UnsubscribeScreen({
  token,
  run,
  messages: t,
  doneTo = PREFERENCES_PATH,
}: {
  token: string;
  run: (client: ApiClient, token: string) => Promise<unknown>;
  messages: UnsubscribeMessages;
  /** Where the link after it is done goes (its label: `messages.preferences`). */
  doneTo?: string;
}) {
  const api = useBrowserApi();
  const [state, setState] = useState<State>('working');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        await run(await api.client(), token);
        if (current) setState('done');
      } catch (error) {
        const { toApiError } = await import('@vitrine/api-client/errors');
        const status = toApiError(error).status;
        if (current) setState(status === 404 || status === 400 ? 'invalid' : 'failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [api, token, attempt, run]);

  return (
    <section aria-labelledby="unsubscribe-title" className="unsubscribe">
      <h1 id="unsubscribe-title">{t.title}</h1>
      <div role="status">
        {state === 'working' && <p>{t.working}</p>}
        {state === 'done' && <p>{t.done}</p>}
        {state === 'invalid' && <p>{t.invalid}</p>}
        {state === 'failed' && <p>{t.failed}</p>}
      </div>
      {state === 'failed' && (
        <button
          type="button"
          onClick={() => {
            setState('working');
            setAttempt((n) => n + 1);
          }}
        >
          {t.retry}
        </button>
      )}
      {state === 'done' && <p>{t.again}</p>}
      <p>
        <Link to={state === 'done' ? doneTo : '/'}>
          {state === 'done' ? t.preferences : t.backToStore}
        </Link>
      </p>
    </section>
  );
}
