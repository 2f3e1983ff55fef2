import { toApiError } from '@vitrine/api-client/errors';
import { useRef, useState } from 'react';

/**
 * What a list screen says after an action on one of its rows (removed, moved, paused): a
 * status line, or the API's refusal as it words it. A removal takes its row and button away,
 * so focus waits on the message instead of falling to the page.
 */
export function useScreenFeedback(initialNotice: string | null = null) {
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [problem, setProblem] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  const say = (message: string) => {
    setProblem(null);
    setNotice(message);
  };
  const fail = (error: unknown) => {
    setNotice(null);
    setProblem(toApiError(error).message);
    ref.current?.focus();
  };
  const clear = () => {
    setNotice(null);
    setProblem(null);
  };

  /** A confirmed removal: `removed` said and focused when it is done, the refusal if not. */
  async function remove(run: () => Promise<unknown>, removed: string) {
    clear();
    try {
      await run();
    } catch (error) {
      fail(error);
      return;
    }
    say(removed);
    ref.current?.focus();
  }

  return { notice, problem, ref, say, fail, clear, remove };
}

export type ScreenFeedbackState = ReturnType<typeof useScreenFeedback>;

/** The status line and the refusal of useScreenFeedback, in a frame focus can wait on. */
export function ScreenFeedback({ feedback }: { feedback: ScreenFeedbackState }) {
  return (
    <div ref={feedback.ref} tabIndex={-1} className="office-feedback">
      <p role="status" className="office-status">
        {feedback.notice ?? ''}
      </p>
      {feedback.problem ? (
        <p role="alert" className="office-failure">
          {feedback.problem}
        </p>
      ) : null}
    </div>
  );
}
