import type { DnsRecord, DomainProblem } from '@vitrine/contract/domains';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Where a domain must point: a CNAME to the store's platform host, or (an apex) addresses. */
export type DomainTarget =
  { kind: 'cname'; host: string } | { kind: 'addresses'; addresses: string[] };

/** The TXT record's name: under the domain, so only its owner can set it. */
export const proofName = (domain: string) => `_vitrine.${domain}`;

/** The records the seller sets at the registrar, the proof first. */
export function recordsFor(domain: string, token: string, target: DomainTarget): DnsRecord[] {
  const proof: DnsRecord = { type: 'TXT', name: proofName(domain), value: token };
  if (target.kind === 'cname') return [proof, { type: 'CNAME', name: domain, value: target.host }];
  return [
    proof,
    ...target.addresses.map((address): DnsRecord => ({
      type: isIP(address) === 6 ? 'AAAA' : 'A',
      name: domain,
      value: address,
    })),
  ];
}

/** A DNS answer that says the name or the record is not there (not that DNS failed). */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

type Lookup<T> = { found: T[] } | { absent: true } | { failed: true };

async function lookup<T>(ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { found: await ask() };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return ABSENT.has(code) ? { absent: true } : { failed: true };
  }
}

/**
 * Asks DNS for real (node's resolver, against DNS_SERVERS when set) whether a domain holds its
 * proof and points at the platform. Answers every problem found, in the order of the records;
 * none when both hold. A server that does not answer in time is `dns_unreachable`, never a
 * missing record.
 */
export function dnsChecker(options: { servers: string[]; timeoutMs: number }) {
  const resolver = () => {
    const made = new Resolver({ timeout: options.timeoutMs, tries: 1 });
    if (options.servers.length) made.setServers(options.servers);
    return made;
  };
  return async function check(
    domain: string,
    token: string,
    target: DomainTarget,
  ): Promise<DomainProblem[]> {
    const dns = resolver();
    const [txt, pointed] = await Promise.all([
      lookup(() => dns.resolveTxt(proofName(domain))),
      target.kind === 'cname'
        ? lookup(() => dns.resolveCname(domain))
        : Promise.all([
            lookup(() => dns.resolve4(domain)),
            lookup(() => dns.resolve6(domain)),
          ]).then(([v4, v6]): Lookup<string> => {
            if ('failed' in v4 || 'failed' in v6) return { failed: true };
            const found = [...('found' in v4 ? v4.found : []), ...('found' in v6 ? v6.found : [])];
            return found.length ? { found } : { absent: true };
          }),
    ]);
    if ('failed' in txt || 'failed' in pointed) return ['dns_unreachable'];
    const problems: DomainProblem[] = [];
    if ('absent' in txt) problems.push('txt_missing');
    else if (!txt.found.some((chunks) => chunks.join('') === token)) problems.push('txt_wrong');
    const names = 'found' in pointed ? pointed.found.map((name) => name.toLowerCase()) : [];
    if (target.kind === 'cname') {
      if ('absent' in pointed) problems.push('cname_missing');
      else if (!names.some((name) => name.replace(/\.$/, '') === target.host))
        problems.push('cname_wrong');
    } else if ('absent' in pointed) problems.push('address_missing');
    else if (!names.every((address) => target.addresses.includes(address)))
      problems.push('address_wrong');
    return problems;
  };
}

export type DnsCheck = ReturnType<typeof dnsChecker>;
