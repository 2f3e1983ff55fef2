import type { Context } from 'hono';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from '../http/context.ts';

/**
 * Work that runs after the answer has gone out. The account flows put there everything that
 * depends on whether an e-mail has an account (the lookup, the link, the e-mail), so the answer
 * takes the same time either way and its timing tells nobody who is a customer. A failed task
 * is logged, never thrown: its request was already answered.
 */
export class Background {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly deps: Pick<AppDeps, 'logger'>) {}

  /** Starts `task` once `after` settles (default: the next turn of the event loop). */
  run(name: string, task: () => Promise<void>, after?: Promise<void>): void {
    const done: Promise<void> = (after ?? new Promise<void>((next) => setImmediate(next)))
      .then(task)
      .catch((error: unknown) => this.deps.logger.error({ err: error, task: name }, 'task failed'))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once nothing is running (shutdown, the demo outbox, tests). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}

const perApp = new WeakMap<AppDeps, Background>();

/** The background queue of an app's dependencies (one per deps, shared by its replicas). */
export function backgroundOf(deps: AppDeps): Background {
  let background = perApp.get(deps);
  if (!background) {
    background = new Background(deps);
    perApp.set(deps, background);
  }
  return background;
}

/**
 * Runs `task` after the answer to `c` has been handed to the socket (the Node response's
 * finish, or its close when the client left), so none of its work delays that answer; off a
 * socket (app.request), on the next turn of the event loop.
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
  backgroundOf(deps).run(name, task, answered);
}
