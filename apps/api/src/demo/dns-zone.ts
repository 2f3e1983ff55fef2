import dns2 from 'dns2';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DEMO_DNS_TYPES,
  type DemoDns,
  type DemoDnsRecord,
  type DemoDnsType,
} from '../features/domains/demo-dns.ts';
import { parseJsonOrUndefined, readBody } from './http-body.ts';

const { Packet } = dns2;

/** A zone as a process holds it: its DNS server's address (for DNS_SERVERS) and its end. */
export type DnsZone = DemoDns & { address: string; close(): Promise<void> };

const nameOf = (name: string) => name.toLowerCase().replace(/\.$/, '');
const keyOf = (name: string, type: DemoDnsType) => `${type} ${nameOf(name)}`;

/** One answer of the zone, in the shape dns2 encodes for its type. */
function answerOf(question: { name: string; type: number }, type: DemoDnsType, value: string) {
  const data =
    type === 'TXT' ? { data: value } : type === 'CNAME' ? { domain: value } : { address: value };
  const base = { name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 60 };
  return { ...base, ...data } as InstanceType<typeof Packet>['answers'][number];
}

/**
 * A DNS server on 127.0.0.1 (dns2, over UDP) answering the TXT, CNAME, A and AAAA records set
 * in its zone, as a registrar's would: the offline demo's (main.ts) and the tests'. A name with
 * nothing set answers NOERROR with no record, as a real zone does. No vitest import: the demo
 * starts it too.
 */
export async function startDnsZone(): Promise<DnsZone> {
  const zone = new Map<string, DemoDnsRecord>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const type = DEMO_DNS_TYPES.find((name) => Packet.TYPE[name] === question.type);
        if (!type) continue;
        for (const value of zone.get(keyOf(question.name, type))?.values ?? [])
          response.answers.push(answerOf(question, type, value));
      }
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  if (!udp) throw new Error('dns2: no UDP address');
  return {
    address: `127.0.0.1:${udp.port}`,
    async set(name, type, values) {
      if (values.length) zone.set(keyOf(name, type), { name: nameOf(name), type, values });
      else zone.delete(keyOf(name, type));
    },
    async list() {
      return [...zone.values()].sort(
        (a, b) => a.name.localeCompare(b.name) || a.type.localeCompare(b.type),
      );
    },
    async clear() {
      zone.clear();
    },
    close: () => server.close(),
  };
}

/** Where the zone's HTTP door answers (zoneDoor, useDnsZone). */
const DOOR_PATH = '/dns/records';

const isRecord = (value: unknown): value is DemoDnsRecord => {
  const record = value as Partial<DemoDnsRecord> | undefined;
  return (
    typeof record?.name === 'string' &&
    DEMO_DNS_TYPES.includes(record.type!) &&
    Array.isArray(record.values) &&
    record.values.every((one) => typeof one === 'string')
  );
};

/**
 * The zone's HTTP door, for the API processes of a cluster that do not hold it (the process
 * that does serves it beside the demo bank: demo-bank.ts): `GET /dns/records` lists it,
 * `PUT` sets one name's records of one type (`{ name, type, values }`), `DELETE` empties it.
 * The handler answers whether the request was the door's. The API validates what a seller
 * sends; the door only refuses what is not a record (400).
 */
export function zoneDoor(zone: DemoDns) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== DOOR_PATH) return false;
    answerAtDoor(zone, req, res).catch((error: Error) => res.writeHead(500).end(error.message));
    return true;
  };
}

async function answerAtDoor(zone: DemoDns, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'PUT') {
    const record = parseJsonOrUndefined(await readBody(req));
    if (!isRecord(record)) return void res.writeHead(400).end();
    await zone.set(record.name, record.type, record.values);
    return void res.writeHead(204).end();
  }
  req.resume();
  if (req.method === 'GET') {
    const records = JSON.stringify(await zone.list());
    res.writeHead(200, { 'content-type': 'application/json' }).end(records);
  } else if (req.method === 'DELETE') {
    await zone.clear();
    res.writeHead(204).end();
  } else res.writeHead(405).end();
}

/** The zone another process serves through its door (zoneDoor) at `url`, its DNS at `address`. */
export function useDnsZone(url: string, address: string): DnsZone {
  const door = `${url.replace(/\/+$/, '')}${DOOR_PATH}`;
  const send = async (method: string, record?: DemoDnsRecord) => {
    const answer = await fetch(door, {
      method,
      ...(record ? { body: JSON.stringify(record) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`demo DNS zone ${method} ${door}: ${answer.status}`);
    return answer;
  };
  return {
    address,
    set: async (name, type, values) => void (await send('PUT', { name, type, values })),
    list: async () => (await (await send('GET')).json()) as DemoDnsRecord[],
    clear: async () => void (await send('DELETE')),
    close: async () => {},
  };
}
