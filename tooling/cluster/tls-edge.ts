import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { join } from 'node:path';

// Debian's Caddy and Pebble (the ACME test CA) on loopback, as /work/shared notes found them
// working: Pebble with its own HTTPS certificate and a new root at every start, its challenge
// server answering every name with 127.0.0.1, Caddy asking an endpoint before each certificate.

export type Edge = {
  /** Pebble's root: what a client trusts to accept a certificate Caddy got from it. */
  root: string;
  httpsPort: number;
  /** How many orders Pebble has received: one per certificate Caddy asked for. */
  orders: () => number;
  stop: () => Promise<void>;
};

export type EdgePorts = {
  acme: number;
  acmeManagement: number;
  dns: number;
  dnsManagement: number;
  caddyAdmin: number;
  /** Caddy's ports, which Pebble's validation connects to. */
  http: number;
  https: number;
};

async function listening(port: number, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => done(socket.end() && true));
      socket.once('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${what} não abriu a porta ${port}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function started(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  return child;
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

function get(port: number, path: string, ca: string): Promise<string> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, ca }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done(body));
    })
      .on('error', fail)
      .end();
  });
}

/**
 * Pebble, its DNS, and Caddy in front of `upstream` (127.0.0.1:port), getting a certificate on
 * demand for a name only when `ask` (a URL) answers 2xx for it.
 */
export async function startEdge(options: {
  dir: string;
  ports: EdgePorts;
  ask: string;
  upstream: number;
}): Promise<Edge> {
  const { dir, ports } = options;
  const cert = join(dir, 'pebble-cert.pem');
  const key = join(dir, 'pebble-key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const pebbleConfig = join(dir, 'pebble.json');
  writeFileSync(
    pebbleConfig,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${ports.acme}`,
        managementListenAddress: `127.0.0.1:${ports.acmeManagement}`,
        certificate: cert,
        privateKey: key,
        httpPort: ports.http,
        tlsPort: ports.https,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopped(child);
  };
  try {
    // Every name is 127.0.0.1 for Pebble's validation: it connects to Caddy's HTTP port.
    children.push(
      started(
        'pebble-challtestsrv',
        [
          '-dns01',
          `127.0.0.1:${ports.dns}`,
          '-http01',
          '',
          '-https01',
          '',
          '-tlsalpn01',
          '',
          '-management',
          `127.0.0.1:${ports.dnsManagement}`,
          '-defaultIPv4',
          '127.0.0.1',
          '-defaultIPv6',
          '',
        ],
        join(dir, 'challtestsrv.log'),
      ),
    );
    await listening(ports.dnsManagement, 'pebble-challtestsrv');
    const pebbleLog = join(dir, 'pebble.log');
    children.push(
      started(
        'pebble',
        ['-config', pebbleConfig, '-dnsserver', `127.0.0.1:${ports.dns}`],
        pebbleLog,
        {
          PEBBLE_VA_NOSLEEP: '1',
          // Pebble refuses 5 % of good nonces by default (to test clients' retries).
          PEBBLE_WFE_NONCEREJECT: '0',
        },
      ),
    );
    await listening(ports.acmeManagement, 'pebble');
    await listening(ports.acme, 'pebble');
    const root = await get(ports.acmeManagement, '/roots/0', readFileSync(cert, 'utf8'));
    const caddyfile = join(dir, 'Caddyfile');
    writeFileSync(
      caddyfile,
      `{
	admin 127.0.0.1:${ports.caddyAdmin}
	default_bind 127.0.0.1
	storage file_system ${join(dir, 'caddy-data')}
	http_port ${ports.http}
	https_port ${ports.https}
	skip_install_trust
	acme_ca https://127.0.0.1:${ports.acme}/dir
	acme_ca_root ${cert}
	on_demand_tls {
		ask ${options.ask}
	}
}

https:// {
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${options.upstream}
}
`,
    );
    children.push(
      started(
        'caddy',
        ['run', '--config', caddyfile, '--adapter', 'caddyfile'],
        join(dir, 'caddy.log'),
        {
          XDG_DATA_HOME: join(dir, 'caddy-home'),
          XDG_CONFIG_HOME: join(dir, 'caddy-home'),
        },
      ),
    );
    await listening(ports.https, 'caddy');
    return {
      root,
      httpsPort: ports.https,
      orders: () => (readFileSync(pebbleLog, 'utf8').match(/POST \/order-plz/g) ?? []).length,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
