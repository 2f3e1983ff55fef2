import type { AppDeps, Router } from './http/context.ts';

/**
 * Every feature registers its routes here, in one list, so the app and /openapi.json see the
 * same set. A feature module exports `register(app, deps)`.
 */
export type Feature = (app: Router, deps: AppDeps) => void;

export const features: Feature[] = [];
