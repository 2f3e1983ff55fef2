import { createSocket } from 'node:dgram';

/**
 * A DNS server on 127.0.0.1 answering what the test sets: the registrar's zone as a seller
 * would fill it, the same zone the offline demo runs (src/demo/dns-zone.ts). A name with
 * nothing set answers NOERROR with no record.
 */
export { startDnsZone as startDnsServer } from '../../src/demo/dns-zone.ts';

/** A UDP port that takes DNS questions and never answers: a resolver's timeout. */
export async function startSilentDnsServer() {
  const socket = createSocket('udp4');
  await new Promise<void>((bound) => socket.bind(0, '127.0.0.1', bound));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((closed) => socket.close(() => closed())),
  };
}
