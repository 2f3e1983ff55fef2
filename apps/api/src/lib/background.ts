import type { Context } from 'hono';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from '../http/context.ts';

/**
 * Work a request started that may outlive its answer. A failed task is logged, never thrown:
 * its request was (or will be) answered the same either way.
 */
export class Background {
  readonly #pending = new Set<Promise<void>>();
  #started = 0;

  constructor(private readonly deps: Pick<AppDeps, 'logger'>) {}

  /** Starts `task` once `after` settles (default: the next turn of the event loop). */
  run(name: string, task: () => Promise<void>, after?: Promise<void>): Promise<void> {
    const done: Promise<void> = (after ?? new Promise<void>((next) => setImmediate(next)))
      .then(() => {
        this.#started += 1;
        return task();
      })
      .catch((error: unknown) => this.deps.logger.error({ err: error, task: name }, 'task failed'))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
    return done;
  }

  /** How many tasks have started so far (a test waits for its request's task to start). */
  get started(): number {
    return this.#started;
  }

  /** Resolves once nothing is running (shutdown, the demo outbox, tests). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}

/**
 * Runs `task` after the answer to `c` has been handed to the socket (the Node response's
 * finish, or its close when the client left), so none of its work delays that answer; off a
 * socket (app.request), on the next turn of the event loop. Not for work whose presence would
 * tell something about the request (answerAtFixedTime).
 */
export function afterAnswer(c: Context, name: string, task: () => Promise<void>): void {
  const deps = (c as Context<{ Variables: { deps: AppDeps } }>).get('deps');
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const answered = outgoing?.once
    ? new Promise<void>((sent) => {
        outgoing.once('finish', () => sent());
        outgoing.once('close', () => sent());
      })
    : undefined;
  deps.background.run(name, task, answered);
}

/**
 * How long recover-access and sign-up take to answer, whatever the e-mail. Their work (the
 * account lookup, the link, the e-mail) is a handful of queries: whole calls doing it took
 * 15–45 ms on PGlite with this 2-core machine's load average at 12 (apps/api README); the
 * margin is for a machine busier still.
 */
export const FIXED_ANSWER_MS = 200;

/**
 * Runs `task` at once and resolves `ms` after it started, so the answer leaves at the same
 * moment whatever the task did, and nothing the task did is still running when the client
 * sends its next request. Why not simply answer first and work after: on PGlite every query
 * runs on this one thread (and on PostgreSQL it holds a pooled connection), so work left
 * after the answer delays whichever request comes next: an account's link made the call
 * after it slower, and that told who has an account. A task that outlasts `ms` (an SMTP
 * server slower than the margin) goes on after the answer and is logged: that answer is late
 * and its timing may tell.
 */
export async function answerAtFixedTime(
  c: Context,
  name: string,
  task: () => Promise<void>,
  ms: number = FIXED_ANSWER_MS,
): Promise<void> {
  const deps = (c as Context<{ Variables: { deps: AppDeps } }>).get('deps');
  const due = new Promise<void>((resolve) => setTimeout(resolve, ms));
  let finished = false;
  const work = deps.background.run(name, task, Promise.resolve());
  void work.then(() => {
    finished = true;
  });
  await due;
  if (!finished) {
    deps.logger.warn(
      { task: name, ms },
      'work outlasted its fixed answer time: this answer may tell whether the e-mail has an account',
    );
  }
}
