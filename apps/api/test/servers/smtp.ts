import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll } from 'vitest';

const REPLIES: Record<string, string> = {
  EHLO: '250-teste\r\n250 8BITMIME\r\n',
  HELO: '250 teste\r\n',
  DATA: '354 go ahead\r\n',
};

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, QUIT), so
 * the nodemailer transport is tested over a real socket. No STARTTLS is offered. Two troubles a
 * real server has, on demand: `refuse(n)` answers the next n MAIL commands with a temporary
 * failure (451), `hold()` keeps new connections waiting for the greeting until it is released.
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let held: Promise<void> | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client that dies mid-session (a killed worker) resets its connection: nothing to answer.
    socket.on('error', () => socket.destroy());
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let buffer = '';
    let inData = false;
    void (held ?? Promise.resolve()).then(() => {
      if (!socket.destroyed) socket.write('220 teste ESMTP\r\n');
    });
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL' && refusals > 0) {
          refusals -= 1;
          socket.write('451 4.3.0 tente mais tarde\r\n');
          continue;
        }
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(REPLIES[verb] ?? '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((closed) => server.close(closed));
  });
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refuse(count: number) {
      refusals = count;
    },
    /** Holds every new connection before its greeting; call the answer to let them go on. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((go) => (release = go));
      return () => {
        held = null;
        release();
      };
    },
  };
}
