import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The kernel's range for port 0 (net.ipv4.ip_local_port_range): every server of the cluster
 * that listens on port 0 (the demo bank's PSP and gateway, its DNS zone's door, the API's
 * loopback services) gets a port from it, at any moment of the cluster's start.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux: the IANA range
  }
  return [49152, 65535];
}

const FIRST = 10_000;

/** Whether a TCP port can be listened on at 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

/**
 * `count` ports free on 127.0.0.1 now, chosen below the kernel's range for port 0. A port the
 * kernel handed out and took back (listen(0), then close) could be handed to one of the
 * cluster's own port-0 servers before the replica meant to have it listens — ci68's tls.test
 * lost its storefront so (EADDRINUSE). Below that range nothing but a fixed choice lands.
 */
export async function freePorts(count: number): Promise<number[]> {
  const [low] = ephemeralRange();
  const span = Math.max(1, low - FIRST);
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const port = FIRST + Math.floor(Math.random() * span);
    if (!chosen.has(port) && (await isFree(port))) chosen.add(port);
  }
  return [...chosen];
}
