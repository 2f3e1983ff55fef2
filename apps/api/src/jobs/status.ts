import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { jobsReport } from './report.ts';

// `pnpm --filter @vitrine/api jobs:status`: the job queue as the operator reads it — each
// queue's jobs by state, the latest that failed for good and why, the dead-letter queue's size.
// On DATABASE_URL, or the embedded database's directory while no API holds it.

const config = loadConfigOrExit();
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.VITRINE_DATA_DIR },
);
try {
  // A database no API has started on yet gets its tables, as a start would (idempotent).
  await handle.migrate();
  const report = await jobsReport(handle.db);
  console.log('Filas de jobs:');
  for (const queue of report.queues) {
    const states = Object.entries(queue.states)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ');
    console.log(`  ${queue.name}: ${states}`);
  }
  console.log(`Na fila de mortos (dead-letter): ${report.deadLetter}`);
  if (report.failed.length > 0) console.log('Últimas falhas definitivas:');
  for (const job of report.failed) console.log(`  ${job.at} ${job.name} ${job.id}: ${job.error}`);
} finally {
  await handle.close();
}
