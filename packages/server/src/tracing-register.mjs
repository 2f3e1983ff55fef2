import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

// `node --import @vitrine/server/tracing-register …` (each server's start script): when the
// `OTEL_*` variables ask for traces (tracing.ts), hooks the ES modules loaded from now on
// (import-in-the-middle, the hook OpenTelemetry's instrumentations use) and starts the SDK
// before the app's first import. Otherwise it does nothing and loads nothing more.
//
// Plain JavaScript, and nothing in a worker thread: a worker inherits the process's `--import`
// flags but not always its TypeScript loader (the catalog check's thread registers tsx itself,
// after these run), and its spans, if any, are its parent's to send.

if (isMainThread) {
  const { startTracing, tracingWanted } = await import('./tracing.ts');
  if (tracingWanted()) {
    const { createAddHookMessageChannel } = await import('import-in-the-middle');
    const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
    register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
    // The service is the package pnpm started (`@vitrine/api` → `vitrine-api`) unless
    // OTEL_SERVICE_NAME names it.
    const name = process.env.npm_package_name?.replace(/^@/, '').replace('/', '-') || 'vitrine';
    await startTracing(name);
    // The hook knows every module the instrumentations patch before the app loads one.
    await waitForAllMessagesAcknowledged();
  }
}
