import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { postgresBin } from '../postgres-bin.ts';
import { nginxConf } from './nginx-conf.ts';

// The whole store on one machine as it runs on many (README "Black Friday: the store behind
// nginx"): one PostgreSQL 15, API and storefront replicas, nginx in front. Used by
// `pnpm start:cluster` (start.ts) and `pnpm bench:blackfriday`, each on its own ports.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = join(root, 'apps/api');
const storefrontDir = join(root, 'apps/storefront');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export type ClusterPorts = {
  /** nginx's port for shoppers (the storefront, cached). */
  nginx: number;
  /** nginx's port for the API (the storefronts' servers and the bank). */
  nginxApi: number;
  storefronts: number[];
  apis: number[];
  /** The worker's Prometheus /metrics (on PostgreSQL, where a worker runs the jobs), if any. */
  workerMetrics?: number;
};

export type ClusterDatabase =
  | {
      kind: 'postgres';
      /** postgres://… to use; else a throwaway PostgreSQL 15 on pgPort. */
      url?: string | undefined;
      pgPort: number;
      /** The database inside the throwaway server; dropped and made again when fresh. */
      name: string;
      fresh: boolean;
    }
  /** The embedded PGlite in memory: one API replica only (tooling/cluster's smoke test). */
  | { kind: 'pglite' };

export type ClusterOptions = {
  ports: ClusterPorts;
  database: ClusterDatabase;
  /** The cluster's directory: nginx's files, the store assets, the replicas' logs. */
  dir: string;
  /** true: the replicas' output goes to the terminal (prefixed); false: to files in dir. */
  verbose: boolean;
  accessLog?: boolean;
};

/**
 * The ports of `pnpm start:cluster` and the bench: nginx on port and port + 1, the worker's
 * metrics on port + 2, replicas from port + 10.
 */
export function portsFrom(port: number, replicas: number): ClusterPorts {
  const from = (start: number) => Array.from({ length: replicas }, (_, i) => start + i);
  return {
    nginx: port,
    nginxApi: port + 1,
    workerMetrics: port + 2,
    storefronts: from(port + 10),
    apis: from(port + 10 + replicas),
  };
}

export type Replica = { name: string; port: number; child: ChildProcess; exited: Promise<number> };

export type Cluster = {
  url: string;
  apiUrl: string;
  /** The PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  apis: Replica[];
  storefronts: Replica[];
  dir: string;
  /** Stops nginx, then the replicas (each drains), then the PostgreSQL it started. */
  stop: () => Promise<void>;
};

/** Runs a command to the end, failing loudly. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function psql(url: string, sql: string): string {
  const result = spawnSync(
    join(postgresBin(), 'psql'),
    [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}
export { psql };

/** The storefront's server serves react-router's build: make it when missing or stale. */
export function buildStorefront() {
  const built = join(storefrontDir, 'build/server/index.js');
  const stale =
    !existsSync(built) ||
    spawnSync(
      'find',
      [
        'src',
        'server.ts',
        'server',
        'vite.config.ts',
        '../../packages',
        '-path',
        '*/node_modules',
        '-prune',
        '-o',
        '-newer',
        built,
        '-name',
        '*.ts*',
        '-print',
        '-quit',
      ],
      { cwd: storefrontDir, encoding: 'utf8' },
    ).stdout.trim() !== '';
  if (!stale) return;
  console.log('Construindo a loja (react-router build)…');
  run('pnpm', ['exec', 'react-router', 'build'], {
    cwd: storefrontDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** A throwaway PostgreSQL 15 (scripts/start-test-postgres.sh); the server URL, and whether we started it. */
function startPostgres(port: number): { serverUrl: string; started: boolean; dataDir: string } {
  const dataDir = `/tmp/vitrine-cluster-pg-${port}`;
  const isReady = join(postgresBin(), 'pg_isready');
  const ready = spawnSync(isReady, ['-h', '127.0.0.1', '-p', String(port)]).status === 0;
  const result = spawnSync('bash', [join(root, 'scripts/start-test-postgres.sh')], {
    env: { ...process.env, PGPORT: String(port), PGDATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `PostgreSQL 15 did not start (bash scripts/setup-machine.sh installs it): ${result.stderr}`,
    );
  }
  return { serverUrl: result.stdout.trim(), started: !ready, dataDir };
}

function stopPostgres(dataDir: string) {
  const stop = `${postgresBin()}/pg_ctl -D ${dataDir} -m fast -w stop`;
  const asPostgres =
    process.getuid?.() === 0
      ? ['su', 'postgres', '-s', '/bin/bash', '-c', stop]
      : ['bash', '-c', stop];
  spawnSync(asPostgres[0]!, asPostgres.slice(1), { stdio: 'ignore' });
}

async function waitFor(url: string, what: string, child?: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${what} exited (${child.exitCode})${lastLinesOf(child)}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** The environment every replica starts from: none of the single-machine ports of `pnpm start`. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['PORT', 'API_URL', 'API_PORT', 'HOST', 'DATABASE_URL', 'VITRINE_DATA_DIR'])
    delete env[name];
  // The API and the storefronts name one platform domain (the storefronts, production builds,
  // start only with one): the demo's, unless the shell sets another.
  env.PLATFORM_DOMAIN ||= 'vitrine.localhost';
  return env;
}

function spawnReplica(
  name: string,
  port: number,
  cwd: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  options: Pick<ClusterOptions, 'verbose' | 'dir'>,
): Replica {
  // Straight to node (tsx as its loader), no pnpm in between: the signal reaches the server.
  // Its own process group: Ctrl-C reaches only start.ts, which stops the cluster in order.
  // CLUSTER_CPU_PROF=dir: each replica writes V8 CPU profiles under dir/{name}/ when it exits
  // (one per thread: tsx's loader runs in a thread of its own), to find where a run's time goes.
  const profile = process.env.CLUSTER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CLUSTER_CPU_PROF}/${name}`]
    : [];
  // Traces when the OTEL_* variables ask (@vitrine/server/tracing.ts), as each app's `start`.
  const tracing = ['--import', '@vitrine/server/tracing-register'];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...tracing, entry], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeOutput(name, child, options);
  const exited = new Promise<number>((done) => child.on('exit', (code) => done(code ?? 1)));
  return { name, port, child, exited };
}

function pipeOutput(
  name: string,
  child: ChildProcess,
  options: Pick<ClusterOptions, 'verbose' | 'dir'>,
) {
  if (options.verbose) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  } else {
    const path = join(options.dir, `${name}.log`);
    const log = createWriteStream(path);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    logFiles.set(child, path);
  }
}

/** Each replica's log file, when its output goes to one (pipeOutput). */
const logFiles = new WeakMap<ChildProcess, string>();

/** The end of what a replica that stopped printed, to say why (an error, not a bare exit code). */
function lastLinesOf(child: ChildProcess) {
  const path = logFiles.get(child);
  if (!path || !existsSync(path)) return '';
  return `:\n${readFileSync(path, 'utf8').split('\n').slice(-30).join('\n')}`;
}

/** The first match of `line` in what the process prints (its first group). */
function announced(replica: Replica, line: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => reject(new Error(`${replica.name} did not start: ${printed}`)),
      timeoutMs,
    );
    replica.child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = line.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void replica.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${replica.name} exited (${code}): ${printed}`));
    });
  });
}

/** Sends the signal and waits for the exit (SIGKILL after graceMs). */
export async function stopReplica(
  replica: Replica,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 15_000,
) {
  if (replica.child.exitCode !== null || replica.child.signalCode !== null) return;
  replica.child.kill(signal);
  const timer = setTimeout(() => replica.child.kill('SIGKILL'), graceMs);
  await replica.exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir, ports, database } = options;
  if (database.kind === 'pglite' && ports.apis.length !== 1) {
    throw new Error('PGlite is one process: one API replica');
  }
  rmSync(join(dir, 'nginx'), { recursive: true, force: true });
  for (const sub of ['nginx/tmp', 'nginx/cache', 'assets'])
    mkdirSync(join(dir, sub), { recursive: true });
  const { nginxApi: apiPort, storefronts: storefrontPorts, apis: apiPorts } = ports;
  const children: Replica[] = [];
  let postgres: ReturnType<typeof startPostgres> | null = null;

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      // Shoppers first lose the door, then each replica finishes what it has, then the database.
      const nginx = children.find((c) => c.name === 'nginx');
      const bank = children.find((c) => c.name === 'demo-bank');
      if (nginx) await stopReplica(nginx, 'SIGQUIT');
      await Promise.all(
        children.filter((c) => c !== nginx && c !== bank).map((c) => stopReplica(c)),
      );
      if (bank) await stopReplica(bank);
      if (postgres?.started) stopPostgres(postgres.dataDir);
    })());

  try {
    buildStorefront();

    let databaseUrl = database.kind === 'postgres' ? database.url : undefined;
    if (database.kind === 'postgres' && !databaseUrl) {
      postgres = startPostgres(database.pgPort);
      const { name, fresh } = database;
      const exists = psql(
        postgres.serverUrl,
        `select 1 from pg_database where datname = '${name}'`,
      );
      if (fresh && exists) psql(postgres.serverUrl, `drop database ${name} with (force)`);
      if (fresh || !exists) psql(postgres.serverUrl, `create database ${name}`);
      // Its Unix socket (scripts/start-test-postgres.sh: -k /tmp), as a database on the same
      // machine is reached: ~17 µs less CPU a statement than loopback TCP, client and server
      // together (pg, 20,000 prepared queries each way), some 60 statements an order.
      databaseUrl = `${postgres.serverUrl.replace(/\/[^/]*$/, `/${name}`)}?host=/tmp`;
    }

    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const url = `http://localhost:${ports.nginx}`;
    const env = baseEnv();

    // One demo bank for every API replica (apps/api/scripts/demo-bank.ts): an order placed
    // through one replica is charged at the PSP every replica asks and pays there. Its process
    // holds the demo's DNS zone too, so a record the demo seller sets through one replica is
    // what "Verificar" finds through any (unless DNS_SERVERS, set in the shell, names another).
    const bank = spawnReplica('demo-bank', 0, apiDir, 'scripts/demo-bank.ts', env, {
      ...options,
      verbose: false,
    });
    children.push(bank);
    const bankUrl = await announced(bank, /^DEMO_BANK_URL=(\S+)$/m);
    const apiEnv = (port: number): NodeJS.ProcessEnv => ({
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { VITRINE_DATA_DIR: 'memory://' }),
      // One folder of store images for every replica (on many machines: CDN_URL, spec §7).
      ASSETS_DIR: join(dir, 'assets'),
      // Image URLs name the balanced API, never one replica: the same page bytes whichever
      // replica answered a storefront's loader.
      PUBLIC_API_URL: apiUrl,
      STOREFRONT_URL: `http://{host}:${ports.nginx}`,
      // nginx and the storefronts run on this machine and append the client's address.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DEMO_BANK_URL: bankUrl,
      // On PostgreSQL the replicas only enqueue and a worker runs the jobs (apps/api README
      // "Jobs"); PGlite is one process, which runs them itself.
      RUN_JOBS: databaseUrl ? 'false' : 'true',
    });

    // The first replica migrates and seeds an empty database; the others start once it is up,
    // so no two migrate at once.
    for (const [i, port] of apiPorts.entries()) {
      const replica = spawnReplica(
        `api-${i + 1}`,
        port,
        apiDir,
        'src/main.ts',
        apiEnv(port),
        options,
      );
      children.push(replica);
      await waitFor(
        `http://127.0.0.1:${port}/stores/by-host?host=localhost`,
        replica.name,
        replica.child,
      );
    }

    // The job queue's worker (apps/api/src/worker.ts), once the first replica has migrated.
    if (databaseUrl) {
      const worker = spawnReplica(
        'worker',
        0,
        apiDir,
        'src/worker.ts',
        {
          ...apiEnv(0),
          ...(ports.workerMetrics ? { METRICS_PORT: String(ports.workerMetrics) } : {}),
        },
        options,
      );
      children.push(worker);
      await announced(worker, /^(VITRINE_WORKER=ready)$/m);
    }

    for (const [i, port] of storefrontPorts.entries()) {
      const replica = spawnReplica(
        `storefront-${i + 1}`,
        port,
        storefrontDir,
        'server.ts',
        {
          ...env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          API_URL: apiUrl,
          TRUST_PROXY: 'loopback',
        },
        options,
      );
      children.push(replica);
    }

    const prefix = join(dir, 'nginx');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      nginxConf({
        prefix,
        port: ports.nginx,
        apiPort,
        storefronts: storefrontPorts,
        apis: apiPorts,
        user: process.getuid?.() === 0 ? userInfo().username : undefined,
        accessLog: options.accessLog,
      }),
    );
    const nginx = spawn(
      NGINX,
      ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    pipeOutput('nginx', nginx, options);
    children.push({
      name: 'nginx',
      port: ports.nginx,
      child: nginx,
      exited: new Promise((done) => nginx.on('exit', (code) => done(code ?? 1))),
    });

    for (const replica of children.filter((c) => c.name.startsWith('storefront'))) {
      await waitFor(`http://127.0.0.1:${replica.port}/version.json`, replica.name, replica.child);
    }
    await waitFor(`http://127.0.0.1:${ports.nginx}/version.json`, 'nginx', nginx, 20_000);
    await waitFor(`${apiUrl}/stores/by-host?host=localhost`, 'nginx (API)', nginx, 20_000);

    return {
      url,
      apiUrl,
      databaseUrl,
      apis: children.filter((c) => c.name.startsWith('api')),
      storefronts: children.filter((c) => c.name.startsWith('storefront')),
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
