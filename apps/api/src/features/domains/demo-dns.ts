import type { DnsRecord } from '@vitrine/contract/domains';

/** The record types the demo's registrar holds: those "Verificar" asks for (dns-check.ts). */
export const DEMO_DNS_TYPES = ['TXT', 'CNAME', 'A', 'AAAA'] as const satisfies DnsRecord['type'][];
export type DemoDnsType = (typeof DEMO_DNS_TYPES)[number];

/** One name's records of one type, as a registrar's zone editor holds them. */
export type DemoDnsRecord = { name: string; type: DemoDnsType; values: string[] };

/**
 * The offline demo's registrar (src/demo/dns-zone.ts): a zone on a DNS server on this machine,
 * the one "Verificar" and the daily re-check ask (DNS_SERVERS), where the demo seller sets the
 * records the office shows (`/dev/demo-dns/records`). Names compare as DNS compares them: case
 * folded, without the root's dot.
 */
export type DemoDns = {
  /** Replaces the records of one type at `name`; no values removes them. */
  set(name: string, type: DemoDnsType, values: string[]): Promise<void>;
  /** Every record set, by name then type. */
  list(): Promise<DemoDnsRecord[]>;
  /** Empties the zone. */
  clear(): Promise<void>;
};
