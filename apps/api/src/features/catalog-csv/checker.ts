import { Worker } from 'node:worker_threads';
import type { CheckIo, CheckSummary, FileRead, Refusal } from './check-file.ts';

// The catalog check's worker thread, from the main thread's side. Decoding, splitting, parsing
// and planning a file (check-file.ts) is CPU work that grows with its rows, about 5 s for
// 200,000 of them on an idle core: done on the event loop, it held every request of the API for
// that long. The worker does it; the main thread only answers its reads and writes of the
// database (check-job.ts), one short statement at a time. One worker per app, started with the
// first check and kept (its modules take a second or more to load), ended by `close`.

/** A file read, as the worker reports it (its rows stay there, for the check). */
export type ReadSummary = Omit<FileRead, 'rows'> & { rowsInFile: number };
export type ReadOutcome = { read: ReadSummary } | { refused: Refusal };

export type ToWorker =
  | { type: 'read'; id: string; bytes: Uint8Array }
  | { type: 'check'; id: string }
  | { type: 'drop'; id: string }
  | { type: 'reply'; call: number; value: unknown }
  | { type: 'reply'; call: number; error: string };

export type FromWorker =
  | ({ type: 'read'; id: string } & ReadOutcome)
  | { type: 'call'; id: string; call: number; method: keyof CheckIo; args: unknown[] }
  | { type: 'done'; id: string; summary: CheckSummary }
  | { type: 'failed'; id: string; error: string };

type Waiting = {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  io?: CheckIo;
};

export class Checker {
  #worker: Worker | null = null;
  readonly #waiting = new Map<string, Waiting>();

  /** Reads `bytes` (handed over to the worker: not usable after) as the import `id`'s file. */
  read(id: string, bytes: Uint8Array): Promise<ReadOutcome> {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return this.#ask(id, undefined, (worker) =>
      worker.postMessage(
        { type: 'read', id, bytes } satisfies ToWorker,
        whole ? [bytes.buffer as ArrayBuffer] : [],
      ),
    );
  }

  /** Checks the file `read` kept for `id`, reading and writing through `io`. */
  check(id: string, io: CheckIo): Promise<CheckSummary> {
    return this.#ask(id, io, (worker) =>
      worker.postMessage({ type: 'check', id } satisfies ToWorker),
    );
  }

  /** Forgets a file read and never checked. */
  drop(id: string): void {
    this.#worker?.postMessage({ type: 'drop', id } satisfies ToWorker);
  }

  /** Ends the worker; whatever it was doing fails. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #ask<T>(id: string, io: CheckIo | undefined, send: (worker: Worker) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const worker = this.#started();
      this.#waiting.set(id, { resolve: resolve as (value: never) => void, reject, io });
      worker.ref();
      send(worker);
    });
  }

  #settle(id: string, settle: (waiting: Waiting) => void) {
    const waiting = this.#waiting.get(id);
    this.#waiting.delete(id);
    // An idle worker does not keep the process alive.
    if (this.#waiting.size === 0) this.#worker?.unref();
    if (waiting) settle(waiting);
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./check-worker.mjs', import.meta.url), {
      name: 'catalog-check',
    });
    worker.on('message', (message: FromWorker) => void this.#receive(worker, message));
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const id of [...this.#waiting.keys()]) this.#settle(id, (w) => w.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the catalog check's worker ended (${code})`)));
    this.#worker = worker;
    return worker;
  }

  async #receive(worker: Worker, message: FromWorker) {
    switch (message.type) {
      case 'read': {
        const { type: _, id, ...outcome } = message;
        this.#settle(id, (waiting) => waiting.resolve(outcome as never));
        break;
      }
      case 'done':
        this.#settle(message.id, (waiting) => waiting.resolve(message.summary as never));
        break;
      case 'failed':
        this.#settle(message.id, (waiting) => waiting.reject(new Error(message.error)));
        break;
      case 'call': {
        const io = this.#waiting.get(message.id)?.io;
        let reply: ToWorker;
        try {
          if (!io) throw new Error('no check under way for this import');
          const method = io[message.method] as (...args: unknown[]) => Promise<unknown>;
          reply = { type: 'reply', call: message.call, value: await method(...message.args) };
        } catch (error) {
          reply = {
            type: 'reply',
            call: message.call,
            error: error instanceof Error ? error.message : String(error),
          };
        }
        if (this.#worker === worker) worker.postMessage(reply);
        break;
      }
    }
  }
}
