import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Thrown by a statement of a transaction begun in `givingWay` when another statement waits for
 * PGlite: the transaction is rolled back (nothing it wrote stays) and its caller may run it
 * again once the waiting statements have had their turn.
 */
export class GaveWay extends Error {
  constructor() {
    super('PGlite: a waiting statement took the turn; the transaction was rolled back.');
    this.name = 'GaveWay';
  }
}

/** Whether `error` is a GaveWay, or wraps one (drizzle wraps a statement's error in its own). */
export function gaveWay(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof GaveWay) return true;
  }
  return false;
}

/** Set while `givingWay`'s work runs: its statements and transactions give way to the others. */
const yielding = new AsyncLocalStorage<true>();

/**
 * Runs `work` (a background job's transaction) at a lower priority than every other statement:
 * on PGlite, each statement of a transaction it begins first lets the event loop read the
 * network, and when a statement from outside `givingWay` is waiting for the turn (a shopper's
 * request), the transaction throws GaveWay and is rolled back, so that statement waits for one
 * statement of the job rather than for its whole transaction. Transactions begun in `givingWay`
 * never make each other give way (two imports queue in turn). On PostgreSQL nothing changes:
 * its pool has a connection for each, and nothing waits for a turn.
 */
export const givingWay = <T>(work: () => Promise<T>): Promise<T> => yielding.run(true, work);

type Waiter = { start: () => void; yields: boolean };

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
  readonly #waiting: Waiter[] = [];

  constructor(private readonly client: PGlite) {}

  query: PGlite['query'] = (...args) => this.#run(() => this.client.query(...args));

  exec: PGlite['exec'] = (...args) => this.#run(() => this.client.exec(...args));

  /**
   * A script of several statements with its own BEGIN … COMMIT (the job queue's), in one turn:
   * when a statement of it fails, the transaction it opened is rolled back before anything else
   * runs on the one connection.
   */
  script = (text: string) =>
    this.#run(async () => {
      try {
        return await this.client.exec(text);
      } catch (error) {
        await this.client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // Statements inside the transaction go through `tx`, straight to PGlite: it holds the turn.
    const yields = yielding.getStore() === true;
    return this.#run(() =>
      this.client.transaction((tx) => callback(yields ? this.#givingWay(tx) : tx)),
    );
  }

  /** `tx`, whose statements first let the loop turn, then give way to a waiting statement. */
  #givingWay(tx: Transaction): Transaction {
    let gaveWay = false;
    const turn = async () => {
      // Once given way, the rollbacks that follow (drizzle's savepoints) run.
      if (gaveWay) return;
      await new Promise((next) => setImmediate(next));
      if (this.#waiting.some((waiter) => !waiter.yields)) {
        gaveWay = true;
        throw new GaveWay();
      }
    };
    return new Proxy(tx, {
      get(target, key, receiver) {
        if (key === 'query') {
          return async (...args: Parameters<Transaction['query']>) => {
            await turn();
            return target.query(...args);
          };
        }
        if (key === 'exec') {
          return async (...args: Parameters<Transaction['exec']>) => {
            await turn();
            return target.exec(...args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
  }

  async #run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#busy) {
      const yields = yielding.getStore() === true;
      await new Promise<void>((start) => this.#waiting.push({ start, yields }));
    } else {
      this.#busy = true;
      await new Promise<void>((start) => setImmediate(start));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) setImmediate(next.start);
      else this.#busy = false;
    }
  }
}
