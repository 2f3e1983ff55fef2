import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BlockList, isIP } from 'node:net';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (`::ffff:127.0.0.1`, a dual-stack socket's view). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 4) return loopback.check(ip, 'ipv4');
  if (family === 6) return loopback.check(ip, 'ipv6');
  return false;
}

/** The TCP peer as @hono/node-server hands it over (c.env.incoming); none under app.request. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** '"[::1]:5173"' → '::1', '127.0.0.1:80' → '127.0.0.1': a proxy may quote or add a port. */
function bareAddress(entry: string): string {
  const value = entry.trim().replace(/^"(.*)"$/, '$1');
  return /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1] ?? /^([\d.]+):\d+$/.exec(value)?.[1] ?? value;
}

/** Every client address a proxy in between reported (X-Forwarded-For, RFC 7239 Forwarded). */
function forwardedAddresses(c: Context): string[] {
  const xff = (c.req.header('x-forwarded-for') ?? '').split(',');
  const rfc = (c.req.header('forwarded') ?? '')
    .split(/[,;]/)
    .filter((pair) => /^\s*for=/i.test(pair))
    .map((pair) => pair.replace(/^\s*for=/i, ''));
  return [...xff, ...rfc].map(bareAddress).filter(Boolean);
}

/**
 * The demo endpoints are for the person at this machine (README "Deploying"): the socket peer
 * must be loopback, and so must every address a proxy reports in front of it. The headers can
 * only refuse, never admit: a remote client cannot make its socket loopback, and the storefront's
 * proxy (on loopback in the demo) appends the browser's real address, so a browser on another
 * machine is refused however it forges the header, while "Simular pagamento" in a local
 * browser goes through.
 */
export const localOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isLoopback(socketAddress(c)) || !forwardedAddresses(c).every(isLoopback)) {
    throw new ApiError(
      403,
      'local_only',
      'Disponível só no computador onde a demonstração está rodando.',
    );
  }
  await next();
});
