import dns2 from 'dns2';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const { Packet } = dns2;

export type ZoneRecord = { name: string; type: 'TXT' | 'CNAME' | 'A' | 'AAAA'; values: string[] };

/**
 * A registrar's zone for browser tests: a DNS server on 127.0.0.1 (dns2, UDP) answering what is
 * set, the API pointed at it (DNS_SERVERS), and a small HTTP door for the tests, which run in
 * other processes: `PUT /records` sets a name's records of one type, `DELETE /records` empties
 * the zone. A name with nothing set answers NOERROR with no record.
 */
export async function startDnsZone() {
  const zone = new Map<string, string[]>();
  const key = (name: string, type: string) => `${type} ${name.toLowerCase()}`;
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const type = Object.keys(Packet.TYPE).find(
          (name) => Packet.TYPE[name as keyof typeof Packet.TYPE] === question.type,
        );
        for (const value of type ? (zone.get(key(question.name, type)) ?? []) : []) {
          const data =
            type === 'TXT'
              ? { data: value }
              : type === 'CNAME'
                ? { domain: value }
                : { address: value };
          response.answers.push({
            name: question.name,
            type: question.type,
            class: Packet.CLASS.IN,
            ttl: 60,
            ...data,
          } as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const { udp } = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  if (!udp) throw new Error('dns2: no UDP address');
  const control = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/records' && req.method === 'PUT') {
        const record = JSON.parse(body) as ZoneRecord;
        zone.set(key(record.name, record.type), record.values);
      } else if (req.url === '/records' && req.method === 'DELETE') zone.clear();
      else res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((listening) => control.listen(0, '127.0.0.1', listening));
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${udp.port}`,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await dns.close();
      await new Promise((closed) => control.close(closed));
    },
  };
}

/** Sets a name's records in the zone started by startDnsZone (its `controlUrl`). */
export async function setZoneRecord(controlUrl: string, record: ZoneRecord) {
  const response = await fetch(`${controlUrl}/records`, {
    method: 'PUT',
    body: JSON.stringify(record),
  });
  if (!response.ok) throw new Error(`dns zone: ${response.status}`);
}
