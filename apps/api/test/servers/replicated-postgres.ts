import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin } from '../../../../scripts/postgres-bin.ts';
import { freePort } from './api.ts';

/** A shell command as the postgres user (initdb and the server refuse root). */
function asPostgres(command: string) {
  const run =
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
      : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}\n${run.stdout}${run.stderr}`);
}

/** `command` as the postgres user, as a line of shell (for a process that outlives this one). */
const asPostgresLine = (command: string) =>
  process.getuid?.() === 0 ? `su postgres -s /bin/bash -c ${JSON.stringify(command)}` : command;

/**
 * A watchdog that stops both servers and removes their folder once this process is gone,
 * however it ends: the suite's afterAll did not run in CI's full runs (ci83–ci87 each left a
 * pair running), and a worker the runner kills never sees its 'exit' event.
 */
function stopWhenGone(bin: string, dirs: string[], dir: string) {
  const stops = dirs
    .map((data) => asPostgresLine(`${bin}/pg_ctl -D ${data} -m immediate -w stop`))
    .join(' >/dev/null 2>&1; ');
  const watch = `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${stops} >/dev/null 2>&1; rm -rf ${dir}`;
  spawn('bash', ['-c', watch], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Debian's PostgreSQL as production runs a replica: a primary on 127.0.0.1 and a hot standby
 * made from it by `pg_basebackup -R`, streaming its WAL. `pauseReplay` holds the standby at
 * what it has (pg_wal_replay_pause: a replica lagging behind), `resumeReplay` lets it catch up,
 * `caughtUp` waits until it has replayed everything the primary has written.
 */
export async function startReplicatedPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-replication-'));
  chmodSync(dir, 0o777);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) =>
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  // initdb's --auth=trust lets local connections in, replication ones included.
  asPostgres(
    `${bin}/initdb -D ${primaryDir} -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null`,
  );
  asPostgres(
    `${bin}/pg_ctl -D ${primaryDir} -o '${serverOptions(primaryPort)}' -l ${dir}/primary.log -w start >/dev/null`,
  );
  asPostgres(
    `${bin}/pg_basebackup -h 127.0.0.1 -p ${primaryPort} -U postgres -D ${replicaDir} -R -X stream`,
  );
  asPostgres(
    `${bin}/pg_ctl -D ${replicaDir} -o '${serverOptions(replicaPort)}' -l ${dir}/replica.log -w start >/dev/null`,
  );

  stopWhenGone(bin, [replicaDir, primaryDir], dir);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const on = async <T>(url: string, text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  return {
    primaryUrl,
    replicaUrl,
    /** Both servers' URLs for the database `name` (the replica has every database of the primary). */
    urlsOf: (name: string) => ({
      primary: primaryUrl.replace(/\/postgres$/, `/${name}`),
      replica: replicaUrl.replace(/\/postgres$/, `/${name}`),
    }),
    createDatabase: (name: string) => on(primaryUrl, `create database ${name}`),
    /** Holds the replica at what it has replayed; returns once the pause has taken hold. */
    async pauseReplay() {
      await on(replicaUrl, 'select pg_wal_replay_pause()');
      // The request is not immediate ('pause requested'): what the primary writes meanwhile
      // could still be replayed.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [{ state } = { state: '' }] = await on<{ state: string }>(
          replicaUrl,
          'select pg_get_wal_replay_pause_state() as state',
        );
        if (state === 'paused') return;
        if (Date.now() > deadline) throw new Error(`the replica's replay is ${state}, not paused`);
        await new Promise((next) => setTimeout(next, 20));
      }
    },
    resumeReplay: () => on(replicaUrl, 'select pg_wal_replay_resume()'),
    /** Until the replica has replayed all the primary has written by now. */
    async caughtUp() {
      const [{ lsn } = { lsn: '' }] = await on<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      );
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [{ behind } = { behind: true }] = await on<{ behind: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn as behind`,
        );
        if (!behind) return;
        if (Date.now() > deadline) throw new Error('the replica did not catch up');
        await new Promise((next) => setTimeout(next, 50));
      }
    },
    isStandby: async () =>
      (await on<{ standby: boolean }>(replicaUrl, 'select pg_is_in_recovery() as standby'))[0]!
        .standby,
    stop() {
      if (stopped) return;
      stopped = true;
      for (const data of [replicaDir, primaryDir]) {
        try {
          asPostgres(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null`);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
