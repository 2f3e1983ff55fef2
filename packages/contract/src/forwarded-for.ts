import { z } from './zod.ts';

// Who the client is, when proxies stand between it and us: the rule the API (per-IP limits, the
// devices list) and the apps' own proxies (@vitrine/session) share. X-Forwarded-For is a list
// each proxy appends the address it saw to; anyone can write the entries before the ones our
// proxies wrote, so only a chain of proxies we trust, read from our side, says who the client
// is. The TRUST_PROXY setting is Express's `trust proxy`: a number of hops, or the proxies'
// addresses (CIDRs and the names loopback, linklocal, uniquelocal). With none, the socket's
// address is the client's.

type Ip = { family: 4 | 6; value: bigint };
type Range = { family: 4 | 6; base: bigint; prefix: number };

/** Either the number of proxies in front, or the ranges their addresses fall in. */
export type TrustProxy = { hops: number } | { ranges: Range[] };

export const TRUST_NONE: TrustProxy = { hops: 0 };

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function parseIpv4(text: string): bigint | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!parts) return null;
  let value = 0n;
  for (const part of parts.slice(1)) {
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(input: string): bigint | null {
  let text = input.replace(/%[\w.-]+$/, ''); // zone id (fe80::1%eth0)
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    // The last 32 bits written as IPv4 (::ffff:1.2.3.4).
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [Number(v4 >> 16n), Number(v4 & 0xffffn)];
    text = text.slice(0, lastColon + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const count = left.length + right.length + tail.length;
  if (halves.length === 1 ? count !== 8 : count > 7) return null;
  const all = [
    ...left.map((group) => parseInt(group, 16)),
    ...Array<number>(halves.length === 2 ? 8 - count : 0).fill(0),
    ...right.map((group) => parseInt(group, 16)),
    ...tail,
  ];
  return all.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const MAPPED_V4 = 0xffff00000000n;

/** An address as the socket or a proxy wrote it ('::ffff:1.2.3.4', '[::1]', '1.2.3.4:80'). */
function parseIp(raw: string): Ip | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  const v4 = parseIpv4(text);
  if (v4 !== null) return { family: 4, value: v4 };
  if (!text.includes(':')) return null;
  const v6 = parseIpv6(text);
  if (v6 === null) return null;
  // An IPv4 client on a dual-stack socket: the same client as its IPv4 address.
  if (v6 >> 32n === MAPPED_V4 >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/** The address as text, IPv4-mapped IPv6 written as IPv4; null when it is no address. */
export function normalizeAddress(raw: string): string | null {
  const ip = parseIp(raw);
  if (!ip) return null;
  if (ip.family === 6)
    return raw
      .trim()
      .replace(/^\[|\](?::\d+)?$/g, '')
      .toLowerCase();
  const value = ip.value;
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function parseRange(text: string): Range | null {
  const [address = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const bits = ip.family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits || prefixText === '') return null;
  const mask = ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  return { family: ip.family, base: ip.value & mask, prefix };
}

function inRange(ip: Ip, range: Range): boolean {
  if (ip.family !== range.family) return false;
  const bits = ip.family === 4 ? 32 : 128;
  return ip.value >> BigInt(bits - range.prefix) === range.base >> BigInt(bits - range.prefix);
}

/** TRUST_PROXY as written: '' | 'none' | 'false' | a hop count | a comma-separated list. */
export function parseTrustProxy(setting: string): TrustProxy | string {
  const value = setting.trim().toLowerCase();
  if (value === '' || value === 'none' || value === 'false') return TRUST_NONE;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  if (value === 'true') {
    return 'trusting every proxy lets any client choose its address: give the number of proxies or their addresses';
  }
  const ranges: Range[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    const texts = NAMED_RANGES[item] ?? [item];
    for (const text of texts) {
      const range = parseRange(text);
      if (!range) {
        return `"${item}" is neither a number of hops, an address, a CIDR nor loopback|linklocal|uniquelocal`;
      }
      ranges.push(range);
    }
  }
  return { ranges };
}

/** The setting as the API's and the apps' environments read it. */
export const trustProxySchema = z.string().transform((setting, context): TrustProxy => {
  const parsed = parseTrustProxy(setting);
  if (typeof parsed === 'string') {
    context.addIssue({ code: 'custom', message: parsed, input: setting });
    return z.NEVER;
  }
  return parsed;
});

function trusts(trust: TrustProxy, address: Ip, hop: number): boolean {
  if ('hops' in trust) return hop < trust.hops;
  return trust.ranges.some((range) => inRange(address, range));
}

/**
 * The client's address: the socket's, or — while the address we got it from is a proxy we
 * trust — the entry that proxy appended, read right to left. Undefined without a socket
 * address (no connection to start the chain from).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string | undefined {
  const socket = socketAddress === undefined ? null : parseIp(socketAddress);
  if (!socket || !socketAddress) return undefined;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  let address = socketAddress;
  let ip = socket;
  for (let hop = 0; hop < entries.length && trusts(trust, ip, hop); hop += 1) {
    const next = parseIp(entries[hop]!);
    // A trusted proxy writes addresses; anything else ends the chain at that proxy.
    if (!next) break;
    address = entries[hop]!;
    ip = next;
  }
  return normalizeAddress(address) ?? undefined;
}
