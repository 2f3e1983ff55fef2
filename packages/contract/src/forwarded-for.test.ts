import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  normalizeAddress,
  parseTrustProxy,
  TRUST_NONE,
  trustProxySchema,
  type TrustProxy,
} from './forwarded-for.ts';

const trust = (setting: string) => parseTrustProxy(setting) as TrustProxy;

describe('parseTrustProxy', () => {
  it.each(['', 'none', 'false', '0', ' NONE '])('reads %j as trusting no proxy', (setting) => {
    expect(parseTrustProxy(setting)).toEqual(TRUST_NONE);
  });

  it('reads a number as that many hops', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
  });

  it.each(['loopback', '10.0.0.0/8, 192.168.1.7', 'uniquelocal,linklocal', '2001:db8::/32'])(
    'reads the list %j',
    (setting) => {
      expect(parseTrustProxy(setting)).toHaveProperty('ranges');
    },
  );

  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.0/', '1.2.3', '::1/129', '1.2.3.4/8/1'])(
    'refuses %j with a reason',
    (setting) => {
      expect(typeof parseTrustProxy(setting)).toBe('string');
      expect(trustProxySchema.safeParse(setting).success).toBe(false);
    },
  );
});

describe('normalizeAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['[::1]:8080', '::1'],
    ['203.0.113.9:51000', '203.0.113.9'],
    ['2001:DB8::1', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
  ])('reads %j as %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each([
    '',
    'desconhecido',
    '256.1.1.1',
    '1.2.3',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    'x'.repeat(50),
  ])('refuses %j', (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});

describe('clientAddress', () => {
  it.each<[string, string | undefined, string, string | undefined]>([
    // Trusting no proxy: the socket, whatever the client wrote.
    ['no proxy, no header', undefined, '', '198.51.100.7'],
    ['no proxy, a forged header', '1.2.3.4', '', '198.51.100.7'],
    // One hop: the entry the proxy in front appended; entries before it are the client's.
    ['one hop', '203.0.113.5', '1', '203.0.113.5'],
    ['one hop, forged entries before', '6.6.6.6, 7.7.7.7, 203.0.113.5', '1', '203.0.113.5'],
    ['two hops', '6.6.6.6, 203.0.113.5, 10.0.0.2', '2', '203.0.113.5'],
    ['more hops than entries', '203.0.113.5', '3', '203.0.113.5'],
    // Addresses: walk back while the address is a trusted proxy's.
    ['a trusted socket', '203.0.113.5', '198.51.100.0/24', '203.0.113.5'],
    ['an untrusted socket', '203.0.113.5', '10.0.0.0/8', '198.51.100.7'],
    [
      'a forged entry behind an untrusted one',
      '6.6.6.6, 203.0.113.5',
      '198.51.100.7',
      '203.0.113.5',
    ],
    [
      'a chain of trusted proxies',
      '203.0.113.5, 10.1.1.1',
      '198.51.100.7, 10.0.0.0/8',
      '203.0.113.5',
    ],
    ['a trusted proxy that wrote garbage', 'nao-e-ip', '198.51.100.7', '198.51.100.7'],
  ])('%s', (_name, forwarded, setting, expected) => {
    expect(clientAddress('198.51.100.7', forwarded, trust(setting))).toBe(expected);
  });

  it('trusts the loopback proxy of an IPv4 client on a dual-stack socket', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.5', trust('loopback'))).toBe('203.0.113.5');
    expect(clientAddress('::1', '2001:db8::5', trust('loopback'))).toBe('2001:db8::5');
  });

  it('is unknown without a socket address: there is no hop to start trusting from', () => {
    expect(clientAddress(undefined, '203.0.113.5', trust('1'))).toBeUndefined();
  });
});
