import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { moveStoreMutationOptions } from '@vitrine/api-client/store-life';
import { PAUSE_MESSAGE_MAX, type StoreChecklist } from '@vitrine/contract/store-life';
import { formatDate } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useMayUse } from '../../../lib/permissions.tsx';
import { homeMessages } from '../messages.ts';

const t = homeMessages.store;

/** The owner's move, and what came back: a toast when done, the refusal on the card. */
function useMove() {
  const api = useApi();
  const move = useMutation(moveStoreMutationOptions(api, useQueryClient()));
  const [failure, setFailure] = useState<string | null>(null);
  async function run(request: Parameters<typeof move.mutateAsync>[0]) {
    setFailure(null);
    try {
      toast.success((await move.mutateAsync(request)).message);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  }
  return { run, pending: move.isPending, failure };
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p className="office-failure" role="alert">
      {text}
    </p>
  ) : null;
}

/** "Encerrar a loja": its own screen (downloads first, then the password). */
function CloseLink() {
  return (
    <p className="home-store__close">
      <Link to={PATHS.closeStore}>{t.close}</Link>
    </p>
  );
}

/** An open store: "Pausar loja", with a message shoppers read meanwhile. */
export function StoreOpenCard() {
  const mayMove = useMayUse('store');
  const { run, pending, failure } = useMove();
  const [message, setMessage] = useState('');
  const id = useId();

  function pause(event: FormEvent) {
    event.preventDefault();
    void run({ move: 'pause', body: { message } });
  }

  return (
    <section className="office-card home-store" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.openHeading}</h2>
      {mayMove ? (
        <>
          <p>{t.openIntro}</p>
          <form className="home-store__pause" noValidate onSubmit={pause}>
            <div className="vt-field">
              <label className="vt-field__label" htmlFor={`${id}-message`}>
                {t.pauseMessage}
              </label>
              <textarea
                id={`${id}-message`}
                className="home-store__message"
                rows={2}
                maxLength={PAUSE_MESSAGE_MAX}
                aria-describedby={`${id}-hint`}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              <p className="vt-field__hint" id={`${id}-hint`}>
                {t.pauseHint}
              </p>
            </div>
            <Failure text={failure} />
            <Button type="submit" variant="secondary" loading={pending}>
              {t.pause}
            </Button>
          </form>
          <CloseLink />
        </>
      ) : (
        <p className="home-store__note">{t.onlyOwnerMoves}</p>
      )}
    </section>
  );
}

/** A paused store: its message to shoppers and "Reabrir loja". */
export function StorePausedCard({ checklist }: { checklist: StoreChecklist }) {
  const mayMove = useMayUse('store');
  const { run, pending, failure } = useMove();
  const id = useId();
  return (
    <section className="office-card home-store" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.pausedHeading}</h2>
      <p>{t.pausedIntro}</p>
      <p>
        {checklist.pause_message ? t.pausedMessage(checklist.pause_message) : t.pausedNoMessage}
      </p>
      {mayMove ? (
        <>
          <Failure text={failure} />
          <Button loading={pending} onClick={() => void run({ move: 'reopen' })}>
            {t.reopen}
          </Button>
          <CloseLink />
        </>
      ) : (
        <p className="home-store__note">{t.onlyOwnerMoves}</p>
      )}
    </section>
  );
}

/** A closed store: when, and that its data is kept. */
export function StoreClosedCard({ closedAt }: { closedAt: string | null }) {
  return (
    <section className="office-card home-store" aria-labelledby="home-store-closed">
      <h2 id="home-store-closed">{t.closedHeading}</h2>
      <p>{t.closedIntro(closedAt ? formatDate(closedAt) : '—')}</p>
    </section>
  );
}
