import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { Context } from 'hono';
import { request } from 'undici';

/**
 * Headers of one hop only (RFC 9110 §7.6.1), never passed on; and the request's length and
 * encodings, which the call to the API sets for itself (the hop is on loopback or a private
 * network: compressing there would cost the API's CPU for nothing).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const SET_BY_THE_CALL = new Set(['host', 'content-length', 'accept-encoding']);

/** A body up to this size is read whole and sent in one write; a larger one streams. */
const WHOLE_BODY_BYTES = 1024 * 1024;

const isSmall = (length: string | string[] | undefined) =>
  typeof length === 'string' && Number(length) <= WHOLE_BODY_BYTES;

/** What @hono/node-server gives a handler of the socket's own request and response. */
type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/**
 * The browser's call passed on to `url` with `headers` (undefined: left out) through undici's
 * keep-alive pool, and the answer passed back. Small bodies (JSON, most of the traffic) go as
 * one buffer each way; an upload or an export larger than WHOLE_BODY_BYTES streams. Not hono's
 * proxy helper: that one builds a web Request, a fetch and web streams for every call, about
 * four times this one's CPU per request (a storefront under a checkout peak spent ~1 ms a call
 * there). A browser that leaves aborts the call to the API.
 */
export async function passThrough(
  c: Context,
  url: string,
  headers: Record<string, string | undefined>,
): Promise<Response> {
  const method = c.req.method;
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value !== undefined && !HOP_BY_HOP.has(key) && !SET_BY_THE_CALL.has(key)) sent[key] = value;
  }
  for (const named of (c.req.header('connection') ?? '').split(',')) {
    delete sent[named.trim().toLowerCase()];
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = !hasBody
    ? undefined
    : isSmall(c.req.header('content-length'))
      ? Buffer.from(await c.req.arrayBuffer())
      : c.req.raw.body
        ? Readable.fromWeb(c.req.raw.body as NodeWebStream<Uint8Array>)
        : undefined;

  const left = new AbortController();
  const { outgoing } = (c.env ?? {}) as NodeBindings;
  const onClose = () => {
    if (!outgoing?.writableFinished) left.abort();
  };
  outgoing?.once('close', onClose);
  try {
    const answer = await request(url, {
      method: method as 'GET',
      headers: sent,
      body,
      signal: left.signal,
    });
    const back = new Headers();
    const dropped = new Set(HOP_BY_HOP);
    const connection = answer.headers.connection;
    if (typeof connection === 'string') {
      for (const named of connection.split(',')) dropped.add(named.trim().toLowerCase());
    }
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || dropped.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) back.append(name, one);
    }
    const empty = method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    if (empty) {
      answer.body.resume();
      return new Response(null, { status: answer.statusCode, headers: back });
    }
    const payload = isSmall(answer.headers['content-length'])
      ? await answer.body.arrayBuffer()
      : (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>);
    return new Response(payload, { status: answer.statusCode, headers: back });
  } finally {
    outgoing?.off('close', onClose);
  }
}
