import dns2 from 'dns2';
import { createSocket } from 'node:dgram';

const { Packet } = dns2;

type RecordType = 'TXT' | 'CNAME' | 'A' | 'AAAA';

/**
 * A DNS server on 127.0.0.1 (dns2, over UDP) answering what the test sets: the registrar's
 * zone as a seller would fill it. A name with nothing set answers NOERROR with no record.
 */
export async function startDnsServer() {
  const zone = new Map<string, string[]>();
  const key = (name: string, type: RecordType) => `${type} ${name.toLowerCase()}`;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const type = (Object.keys(Packet.TYPE) as RecordType[]).find(
          (name) => Packet.TYPE[name] === question.type,
        );
        for (const value of type ? (zone.get(key(question.name, type)) ?? []) : []) {
          const base = {
            name: question.name,
            type: question.type,
            class: Packet.CLASS.IN,
            ttl: 60,
          };
          const data =
            type === 'TXT'
              ? { data: value }
              : type === 'CNAME'
                ? { domain: value }
                : { address: value };
          response.answers.push({ ...base, ...data } as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  if (!udp) throw new Error('dns2: no UDP address');
  return {
    address: `127.0.0.1:${udp.port}`,
    set(name: string, type: RecordType, ...values: string[]) {
      zone.set(key(name, type), values);
    },
    clear() {
      zone.clear();
    },
    close: () => server.close(),
  };
}

/** A UDP port that takes DNS questions and never answers: a resolver's timeout. */
export async function startSilentDnsServer() {
  const socket = createSocket('udp4');
  await new Promise<void>((bound) => socket.bind(0, '127.0.0.1', bound));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((closed) => socket.close(() => closed())),
  };
}
