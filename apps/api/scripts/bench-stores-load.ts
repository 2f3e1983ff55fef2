import { mod11CheckDigit } from '@vitrine/domain/digits';
import { readdirSync, readFileSync } from 'node:fs';
import { request, type Agent } from 'node:http';
import { percentile } from './bench-harness.ts';

// What bench:stores measures, once its servers are up: a page's time to first byte through the
// storefront, and sign-ups at a number of connections, each from an address of its own.

/** A browser's User-Agent: bots get the whole page before its first byte (onAllReady). */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export type Figures = { count: number; p50: number; p95: number; errors: number };

export function figuresOf(times: number[], errors: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    errors,
  };
}

/**
 * GET `path` on the storefront at `port` with `host` as the Host header (the store it serves):
 * the milliseconds until the answer's first byte (its status line and headers), and the status.
 * The body is read to its end before the next request.
 */
export function firstByte(agent: Agent, port: number, host: string, path: string) {
  return new Promise<{ ms: number; status: number }>((done, fail) => {
    const started = performance.now();
    const req = request(
      { agent, host: '127.0.0.1', port, path, headers: { host, 'user-agent': BROWSER } },
      (res) => {
        const ms = performance.now() - started;
        res.resume();
        res.once('end', () => done({ ms, status: res.statusCode ?? 0 }));
        res.once('error', fail);
      },
    );
    req.once('error', fail);
    req.end();
  });
}

/** A valid CPF (both check digits) for any `n` below 800 million: one per sign-up. */
export function cpfOf(n: number): string {
  const base = [...String(100_000_000 + n)].map(Number);
  const first = mod11CheckDigit(base, 11);
  const second = mod11CheckDigit([...base, first], 11);
  return [...base, first, second].join('');
}

/** The address a sign-up comes from, `10.x.y.z`: one per sign-up, as people on their own lines. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * `total` sign-ups (POST /platform/stores) at `connections` at a time, each `n` its own e-mail,
 * slug, CPF and client address (X-Forwarded-For: the API trusts the bench on loopback as the
 * proxy in front of it, TRUST_PROXY=loopback): the per-address and per-e-mail limits stay on
 * and see different people. Answers other than 201 are errors (the first one is kept).
 */
export async function signUps(options: {
  apiUrl: string;
  run: string;
  from: number;
  total: number;
  connections: number;
}) {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let next = options.from;
  const end = options.from + options.total;
  async function connection() {
    for (let n = next++; n < end; n = next++) {
      const started = performance.now();
      const answer = await fetch(`${options.apiUrl}/platform/stores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
        body: JSON.stringify({
          owner_name: `Pessoa Cadastro ${n}`,
          email: `dono-${options.run}-${n}@cadastro.exemplo.com.br`,
          password: 'Senha@123',
          document: cpfOf(n),
          phone: '(11) 91234-5678',
          store_name: `Loja Nova ${n}`,
          slug: `nova-${options.run}-${n}`,
          accept_terms: true,
          accept_privacy: true,
        }),
      });
      const body = await answer.text();
      times.push(performance.now() - started);
      if (answer.status !== 201) {
        errors += 1;
        firstError ??= `${answer.status} ${body.slice(0, 300)}`;
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, connection));
  return { figures: figuresOf(times, errors), firstError };
}

/**
 * CPU time (user + system, ms) the processes `pids` have used so far, threads included (the
 * API's argon2id runs on its thread pool), from /proc: what a phase cost, however busy the
 * machine was. A process gone reads 0.
 */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The PostgreSQL server processes serving `database` now (one per pooled connection). */
export function backendsOf(database: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false;
      }
    })
    .map(Number);
}
