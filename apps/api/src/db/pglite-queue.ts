import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL inside this process, one statement at a time, and each statement runs
 * synchronously on the event loop. Started straight from a request's handler, a statement ran
 * inside the loop's I/O phase: every socket that phase found ready was answered in turn, each
 * blocking the loop, so a phase lasted ~20 statements and new connections were accepted and read
 * about one per phase. At 64 connections requests that arrived at a busy moment waited seconds
 * before being read and passed the client's 10 s timeout (bench:api: 68 on search). Here a
 * statement (or transaction) never starts inside the phase that received it: it waits its turn
 * in arrival order and starts from setImmediate, after the loop has read every socket. A busy
 * PGlite is a queue whose wait is the work ahead of a request, never a request left unread.
 */
export class PgliteQueue {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly client: PGlite) {}

  query: PGlite['query'] = (...args) => this.#run(() => this.client.query(...args));

  exec: PGlite['exec'] = (...args) => this.#run(() => this.client.exec(...args));

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // Statements inside the transaction go through `tx`, straight to PGlite: it holds the turn.
    return this.#run(() => this.client.transaction(callback));
  }

  async #run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#busy) {
      await new Promise<void>((start) => this.#waiting.push(start));
    } else {
      this.#busy = true;
      await new Promise<void>((start) => setImmediate(start));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) setImmediate(next);
      else this.#busy = false;
    }
  }
}
