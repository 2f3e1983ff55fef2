import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL inside this process, one statement at a time, and each statement runs
 * synchronously on the event loop. Left to itself, a burst of requests queued on PGlite's own
 * lock ran back to back inside one turn of the loop: no socket was read or accepted until the
 * whole backlog drained, so requests that arrived at a busy moment waited behind several
 * backlogs and, at 64 connections, passed the client's 10 s timeout (bench:api: 68 of them on
 * search). Here every statement (or transaction) waits its turn in arrival order and the next
 * one starts from setImmediate, after the loop has polled the network: a busy PGlite is a
 * queue whose wait is the work ahead of a request, never a request left behind.
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
    if (this.#busy) await new Promise<void>((start) => this.#waiting.push(start));
    this.#busy = true;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) setImmediate(next);
      else this.#busy = false;
    }
  }
}
