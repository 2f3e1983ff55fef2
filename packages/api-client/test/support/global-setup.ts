import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the API the tests talk to (demo data seeded, /dev routes on). */
    apiUrl: string;
  }
}

// The client is tested against the real API over real HTTP: the API app started as its own
// process (`tsx src/main.ts`, as `pnpm start` does) on a fresh PGlite directory, so it migrates
// and seeds the demo stores and accounts (README "Running the store"). The package never
// imports the app's code: it only knows where the app's folder is.
const apiDir = fileURLToPath(new URL('../../../../apps/api/', import.meta.url));
const STARTUP_LIMIT_MS = 180_000;

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-api-client-'));
  // A CEP service that is always down, so a lookup outside the demo CEP cache fails (spec §8).
  const cepService = await listen(
    createHttpServer((_request, response) => response.writeHead(503).end()),
  );
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    VITRINE_DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    CEP_SERVICE_URL: `http://127.0.0.1:${(cepService.address() as { port: number }).port}`,
    CEP_TIMEOUT_MS: '2000',
  };
  // Always the embedded database and the outbox, whatever the shell running the tests has set.
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'PUBLIC_API_URL']) {
    delete env[name];
  }
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    // Its own process group: teardown stops it and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  api.stdout?.on('data', (chunk) => (output += chunk));
  api.stderr?.on('data', (chunk) => (output += chunk));

  const teardown = async () => {
    await stop(api);
    await new Promise((resolve) => cepService.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForApi(`${apiUrl}/stores/by-host?host=localhost`, api, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('apiUrl', apiUrl);
  return teardown;
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** A port the OS says is free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls until the API answers 200; fails at once, with its output, if the process ends. */
async function waitForApi(url: string, api: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null || api.signalCode !== null) {
      throw new Error(
        `The API exited (${api.exitCode ?? api.signalCode}) before answering:\n${output()}`,
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${STARTUP_LIMIT_MS} ms:\n${output()}`);
}

/** SIGTERM to the group (the API closes PGlite cleanly), SIGKILL if it has not exited in 10 s. */
async function stop(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
