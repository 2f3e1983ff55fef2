import { SpanKind, trace } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { flushTracing, startTracing, tracingWanted } from './tracing.ts';

// The SDK as tracing.ts starts it, its spans in an in-memory exporter: a call made with fetch
// (undici, the API's outside transport) inside a span is that span's child and carries the
// trace on to whoever it calls (W3C traceparent). The whole checkout across processes is
// apps/storefront/e2e/tracing.spec.ts.

describe('traces', () => {
  it('are wanted only when the OTEL_* variables ask', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(
      tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false);
  });

  it('record a call inside a span as its child, and send the trace on with it', async () => {
    const exporter = new tracing.InMemorySpanExporter();
    await startTracing('vitrine-test', {
      spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
    });
    const received: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      received.push(request.headers.traceparent as string | undefined);
      response.end('{}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cob/abc`;
    try {
      const parent = await trace.getTracer('test').startActiveSpan('checkout', async (span) => {
        await (await fetch(url, { method: 'PUT' })).text();
        span.end();
        return span.spanContext();
      });
      // The processor exports once the spans' resource is settled: a moment after they end.
      await vi.waitFor(() => expect(exporter.getFinishedSpans()).toHaveLength(2), {
        timeout: 10_000,
      });
      const spans = exporter.getFinishedSpans();
      const call = spans.find((span) => span.kind === SpanKind.CLIENT);
      expect(call?.spanContext().traceId).toBe(parent.traceId);
      expect(call?.parentSpanContext?.spanId).toBe(parent.spanId);
      expect(call?.attributes['http.request.method']).toBe('PUT');
      expect(received).toEqual([`00-${parent.traceId}-${call!.spanContext().spanId}-01`]);
    } finally {
      server.close();
      await flushTracing();
    }
  });
});
