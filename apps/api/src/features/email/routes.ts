import type { Feature } from '../../http/context.ts';
import { registerOutbox } from './dev-routes.ts';

/** The outbox is readable over HTTP only in DEMO_MODE: it holds live first-access links. */
export const registerEmail: Feature = (app, deps) => {
  if (deps.config.DEMO_MODE) registerOutbox(app, deps);
};
