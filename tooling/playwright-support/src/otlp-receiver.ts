import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP exporter sent it, flattened: its service, ids, name, kind, attributes. */
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  /** '' for a trace's root. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
};

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
};
type KeyValue = { key: string; value?: AnyValue };
type ExportTraceServiceRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
};

const valueOf = (value: AnyValue | undefined) =>
  value?.stringValue ??
  (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value?.doubleValue ??
  value?.boolValue ??
  '';

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * An OpenTelemetry collector's receiving end on 127.0.0.1, as the processes' OTLP exporters
 * reach one (`OTEL_EXPORTER_OTLP_ENDPOINT` = `url`, `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`):
 * `POST /v1/traces` takes an ExportTraceServiceRequest (OTLP/HTTP, JSON encoding: ids in hex)
 * and answers an empty ExportTraceServiceResponse. What it received is read back over
 * `GET /spans?trace_id=…` by a test in another process (receivedSpans).
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'GET' && url.pathname === '/spans') {
      const traceId = url.searchParams.get('trace_id');
      const chosen = traceId ? spans.filter((span) => span.traceId === traceId) : spans;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chosen));
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      // This receiver speaks OTLP's JSON encoding only.
      response.writeHead(415).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: ExportTraceServiceRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest;
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(
          attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '',
        );
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind ?? 0,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    spans,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** The spans a receiver (startOtlpReceiver, at `url`) holds of one trace. */
export async function receivedSpans(url: string, traceId: string): Promise<ReceivedSpan[]> {
  const response = await fetch(`${url}/spans?trace_id=${traceId}`);
  return (await response.json()) as ReceivedSpan[];
}

/**
 * The settings that send a process's traces to the receiver at `url`: OTLP/HTTP JSON, spans
 * sent within 200 ms, and only the traces a request arrives sampled in (its `traceparent`
 * says so): the rest of a suite's requests cost no span.
 */
export function tracingEnv(url: string, service: string): NodeJS.ProcessEnv {
  return {
    OTEL_SERVICE_NAME: service,
    OTEL_EXPORTER_OTLP_ENDPOINT: url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: '0',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  };
}
