/**
 * Runs async jobs one at a time, in the order they were queued; a failed job does not stop the
 * next. `size` counts the jobs not yet settled, and `onChange` hears it change.
 */
export function createSerialQueue(onChange: (size: number) => void = () => {}) {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      onChange(++size);
      const result = tail.then(job);
      tail = result
        .catch(() => undefined)
        .finally(() => {
          onChange(--size);
        });
      return result;
    },
    /** Settles once every job queued so far has. */
    idle: (): Promise<void> => tail.then(() => undefined),
    get size() {
      return size;
    },
  };
}

export type SerialQueue = ReturnType<typeof createSerialQueue>;
