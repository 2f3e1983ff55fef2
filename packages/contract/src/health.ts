import { z } from './zod.ts';

/** `GET /healthz`: the process answers (liveness). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/**
 * `GET /readyz`: whether the process takes work (200) or not (503: a part failing, or draining
 * once asked to stop), each part it needs named `ok` or `failing`.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  draining: z.boolean(),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

export type Readiness = z.infer<typeof readinessSchema>;
