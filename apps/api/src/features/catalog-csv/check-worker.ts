import { cleanStoreHtml } from '@vitrine/server/store-html';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkFile, type CheckIo, type FileRead, readFile } from './check-file.ts';
import type { FromWorker, ToWorker } from './checker.ts';

// Inside the check's worker thread: reads files and checks them (check-file.ts), asking the main
// thread (checker.ts) for every read and write of the database. Several checks may be under way
// at once, each by its import's id.

// The check can wait; the API's requests cannot: on Linux the nice value is a thread's own
// (setpriority(2), "BUGS"), so this thread alone gives way (nice 10: about a tenth of a core
// against a busy one) to the main thread and other processes when they want the CPU, and
// runs at full speed when they do not.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not permitted here: the check runs at the API's priority.
}

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);
const reads = new Map<string, FileRead>();
const calls = new Map<
  number,
  { resolve: (value: never) => void; reject: (error: Error) => void }
>();
let lastCall = 0;

function ioOf(id: string): CheckIo {
  const call =
    <M extends keyof CheckIo>(method: M) =>
    (...args: Parameters<CheckIo[M]>) =>
      new Promise<Awaited<ReturnType<CheckIo[M]>>>((resolve, reject) => {
        const call = (lastCall += 1);
        calls.set(call, { resolve: resolve as (value: never) => void, reject });
        post({ type: 'call', id, call, method, args });
      });
  return {
    loadStored: call('loadStored'),
    loadCategories: call('loadCategories'),
    invoicesEnabled: call('invoicesEnabled'),
    saveRows: call('saveRows'),
    saveProblems: call('saveProblems'),
    progress: call('progress'),
  };
}

const failure = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'read': {
      try {
        const outcome = readFile(message.bytes);
        if ('refused' in outcome) {
          post({ type: 'read', id: message.id, refused: outcome.refused });
          break;
        }
        const { rows, ...summary } = outcome.read;
        reads.set(message.id, outcome.read);
        post({ type: 'read', id: message.id, read: { ...summary, rowsInFile: rows.length } });
      } catch (error) {
        post({ type: 'failed', id: message.id, error: failure(error) });
      }
      break;
    }
    case 'check': {
      const read = reads.get(message.id);
      reads.delete(message.id);
      if (!read) {
        post({ type: 'failed', id: message.id, error: 'no file read for this check' });
        break;
      }
      // The save's own sanitiser (service-writer.ts): a description compares as it is stored.
      checkFile(read, ioOf(message.id), cleanStoreHtml).then(
        (summary) => post({ type: 'done', id: message.id, summary }),
        (error: unknown) => post({ type: 'failed', id: message.id, error: failure(error) }),
      );
      break;
    }
    case 'drop':
      reads.delete(message.id);
      break;
    case 'reply': {
      const pending = calls.get(message.call);
      calls.delete(message.call);
      if ('error' in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.value as never);
      break;
    }
  }
});
