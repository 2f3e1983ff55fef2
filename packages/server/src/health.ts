import { serve } from '@hono/node-server';
import type { Readiness } from '@vitrine/contract/health';
import { Hono, type Env } from 'hono';

/** One part of being ready (the database, the API behind this server…): throws when it fails. */
export type ReadinessCheck = () => Promise<unknown>;

/** A process's lifecycle as its probes tell it: draining once it is asked to stop. */
export type Lifecycle = { draining: boolean };

/** Past this, a check counts as failing: a probe must answer within the prober's timeout. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The API behind an app's server answers its liveness probe (it is up; its own readiness is its). */
export async function apiAnswers(apiUrl: string): Promise<void> {
  const res = await fetch(`${apiUrl.replace(/\/+$/, '')}/healthz`, {
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`API answered ${res.status}`);
  await res.body?.cancel();
}

/** Every check at once, each within `timeoutMs`; ready when all pass and nobody asked it to stop. */
export async function readiness(
  checks: Record<string, ReadinessCheck>,
  lifecycle: Lifecycle,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, (await passes(check, timeoutMs)) ? 'ok' : 'failing'] as const,
    ),
  );
  const ready = !lifecycle.draining && results.every(([, result]) => result === 'ok');
  return {
    status: ready ? 'ready' : 'not_ready',
    draining: lifecycle.draining,
    checks: Object.fromEntries(results),
  };
}

/**
 * The probes a load balancer or an orchestrator asks (Kubernetes' liveness and readiness):
 * `GET /healthz` answers 200 while the process can answer at all; `GET /readyz` answers 200 when
 * every check passes and 503 otherwise — a failing part, or a process draining: asked to stop,
 * it says so before it stops taking requests, so no new one is routed to it. Neither is ever
 * kept by a cache; neither says more than each part's name and whether it holds.
 */
export function mountHealth<E extends Env>(
  app: Hono<E>,
  checks: Record<string, ReadinessCheck>,
  lifecycle: Lifecycle,
) {
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const answer = await readiness(checks, lifecycle);
    return c.json(answer, answer.status === 'ready' ? 200 : 503, noStore);
  });
}

/**
 * The probes alone on a port of their own (a worker, which serves nothing else): resolves once
 * listening, with the server to close at the end.
 */
export async function serveProbes(
  checks: Record<string, ReadinessCheck>,
  lifecycle: Lifecycle,
  at: { port: number; hostname: string },
) {
  const app = new Hono();
  mountHealth(app, checks, lifecycle);
  const server = serve({ fetch: app.fetch, port: at.port, hostname: at.hostname });
  await new Promise((listening) => server.once('listening', listening));
  return server;
}
