import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

/** A promise the test settles by hand, to decide the order things finish in. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('starts a job only once the one before it settled, even when that one failed', async () => {
    const queue = createSerialQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue.run(() => {
      started.push('b');
      return second.promise;
    });
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.reject(new Error('409'));
    await expect(a).rejects.toThrow('409');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    second.resolve('ok');
    await expect(b).resolves.toBe('ok');
  });

  it('counts the jobs not settled and is idle after the last', async () => {
    const sizes: number[] = [];
    const queue = createSerialQueue((size) => sizes.push(size));
    const job = deferred<void>();
    void queue.run(() => job.promise);
    void queue.run(async () => {});
    expect(queue.size).toBe(2);
    const idle = queue.idle();
    job.resolve();
    await idle;
    expect(queue.size).toBe(0);
    expect(sizes).toEqual([1, 2, 1, 0]);
  });
});
