import { CSV_BOM, csvLine } from './csv.ts';

/**
 * A CSV file (lib/csv.ts: BOM, `;`, CRLF) of the rows of `ids`, in that order, as a stream:
 * `batchSize` ids at a time through `lines` (which reads them and returns their text), a turn of
 * the event loop between batches, so 10,000 rows neither sit whole in memory nor hold the
 * process (PGlite runs each statement on the main thread) while other requests wait.
 */
export function csvStream(
  header: readonly string[],
  ids: readonly string[],
  batchSize: number,
  lines: (batch: string[]) => Promise<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      if (next >= ids.length) {
        controller.close();
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
      const batch = ids.slice(next, next + batchSize);
      next += batchSize;
      controller.enqueue(encoder.encode(await lines(batch)));
    },
  });
}
