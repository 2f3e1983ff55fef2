// The catalog check's worker thread (checker.ts starts it): the API runs TypeScript through
// tsx, which a worker does not inherit, so the worker registers it before loading its code.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
