import type { NodeSDK, tracing } from '@opentelemetry/sdk-node';

/**
 * OpenTelemetry traces for every Node process of Vitrine (the API, the worker, the storefront's
 * and the office's servers): off unless the deployment's standard `OTEL_*` variables ask for
 * them. The SDK for Node with its HTTP (servers and `http` clients), undici (`fetch`, the API's
 * outside transport), PostgreSQL (`pg`) and pino instrumentations: a request carries its trace
 * on (W3C `traceparent`), so one checkout is one trace from the storefront's server through
 * the API to the database and the payment provider, and each log line names its trace.
 *
 * Started by `tracing-register.mjs`, which the processes load with `node --import` before any
 * module the instrumentations patch (ES modules are hooked as they load, not after).
 */

const SDK_KEY = Symbol.for('vitrine.tracing.sdk');
type WithSdk = typeof globalThis & { [SDK_KEY]?: NodeSDK };

/** Paths a load balancer or Prometheus asks all the time: never a trace of their own. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/version.json']);

/**
 * Whether the settings ask for traces: an exporter named (`OTEL_TRACES_EXPORTER`, not `none`)
 * or an OTLP endpoint given (`OTEL_EXPORTER_OTLP_ENDPOINT`, `…_TRACES_ENDPOINT`);
 * `OTEL_SDK_DISABLED=true` turns them off whatever else says.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((name) => !['none', ''].includes(name.trim()));
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts the SDK: the exporter, the sampler and the resource from the `OTEL_*` variables (OTLP
 * over HTTP by default), the service named by OTEL_SERVICE_NAME or else `serviceName`. Traces
 * only: metrics are Prometheus's (the API's METRICS_PORT), logs are pino's lines, so the SDK's
 * own metrics and logs stay off unless their variables name an exporter.
 */
export async function startTracing(
  serviceName: string,
  /** Where spans go instead of the OTEL_* exporter: a test's in-memory one. */
  options: { spanProcessors?: tracing.SpanProcessor[] } = {},
): Promise<void> {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [
    { NodeSDK },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { PgInstrumentation },
    { PinoInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-pino'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      // A query's text is in its span (never its values: they may be a shopper's data).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      // The trace and span ids in each log line; the lines stay pino's (no OTLP log records).
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  (globalThis as WithSdk)[SDK_KEY] = sdk;
}

/**
 * Sends the spans still buffered and stops the SDK: a process calls it on its way out (after
 * draining), so its last requests' spans are not lost. Nothing when tracing is off.
 */
export async function flushTracing(): Promise<void> {
  const sdk = (globalThis as WithSdk)[SDK_KEY];
  if (!sdk) return;
  delete (globalThis as WithSdk)[SDK_KEY];
  try {
    await sdk.shutdown();
  } catch {
    // A collector that does not answer must not keep a stopping process alive.
  }
}
