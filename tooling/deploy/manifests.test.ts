import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { root } from '../../scripts/deploy/bundle.ts';

// deploy/: no image can be built on these machines (no Docker), so the files are rendered by
// the real tools and read: Kustomize (kubectl's, Debian's kubernetes-client) renders each
// overlay, docker-compose resolves compose.yaml; each Dockerfile starts its bundle as
// scripts/deploy/bundle.ts says.

type Manifest = {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
};
type Container = {
  name: string;
  image: string;
  command?: string[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  startupProbe?: unknown;
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
};
type Deployment = Manifest & {
  spec: { replicas: number; template: { spec: { containers: Container[] } } };
};

const deployDir = join(root, 'deploy');
const WEB_TIERS = ['vitrine-api', 'vitrine-storefront', 'vitrine-seller-office'];

function render(overlay: string): Manifest[] {
  const text = execFileSync('kubectl', ['kustomize', join(deployDir, 'k8s/overlays', overlay)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(text).map((doc) => doc.toJS() as Manifest);
}

describe.each(['staging', 'production'])('the Kubernetes overlay %s', (overlay) => {
  const manifests = render(overlay);
  const of = (kind: string) => manifests.filter((m) => m.kind === kind);
  const deployments = of('Deployment') as Deployment[];

  it('has the web tiers and the worker, each container probed, sized and pinned to a release', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      [...WEB_TIERS, 'vitrine-worker'].sort(),
    );
    for (const deployment of deployments) {
      for (const container of deployment.spec.template.spec.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect(container.readinessProbe?.httpGet?.path, where).toBe('/readyz');
        expect(container.livenessProbe?.httpGet?.path, where).toBe('/healthz');
        expect(container.startupProbe, where).toBeDefined();
        expect(Object.keys(container.resources?.requests ?? {}).sort(), where).toEqual([
          'cpu',
          'memory',
        ]);
        expect(Object.keys(container.resources?.limits ?? {}).sort(), where).toEqual([
          'cpu',
          'memory',
        ]);
        // A registry's image at a release's tag (or a digest): never `latest`, never untagged.
        expect(container.image, where).toMatch(
          /^[a-z0-9.-]+\/[a-z0-9/-]+(:[\w.-]+|@sha256:[0-9a-f]{64})$/,
        );
        expect(container.image, where).not.toMatch(/:latest$/);
        expect(container.command?.slice(0, 5), where).toEqual([
          'node',
          '--import',
          'tsx',
          '--import',
          '@vitrine/server/tracing-register',
        ]);
      }
    }
    const worker = deployments.find((d) => d.metadata.name === 'vitrine-worker')!;
    expect(worker.spec.template.spec.containers[0]!.command?.at(-1)).toBe('src/worker.ts');
  });

  it('keeps at least two of each web tier, with a disruption budget and an autoscaler', () => {
    for (const name of WEB_TIERS) {
      const deployment = deployments.find((d) => d.metadata.name === name)!;
      expect(deployment.spec.replicas, name).toBeGreaterThanOrEqual(2);
      const budget = of('PodDisruptionBudget').find((m) => m.metadata.name === name);
      expect(budget?.spec?.minAvailable, name).toBeGreaterThanOrEqual(1);
      const scaler = of('HorizontalPodAutoscaler').find((m) => m.metadata.name === name);
      expect(scaler?.spec).toMatchObject({
        scaleTargetRef: { kind: 'Deployment', name },
      });
      expect(scaler?.spec?.minReplicas as number).toBeGreaterThanOrEqual(2);
    }
    expect(of('PodDisruptionBudget').map((m) => m.metadata.name)).toContain('vitrine-worker');
    expect(of('Ingress')).toHaveLength(1);
    // One namespace for everything the overlay makes.
    expect(new Set(manifests.map((m) => m.metadata.namespace)).size).toBe(1);
  });

  it('reads its settings from one ConfigMap and the operator’s Secret, holding no secret itself', () => {
    expect(of('Secret')).toEqual([]);
    const config = of('ConfigMap')[0] as Manifest & { data: Record<string, string> };
    expect(config.data).toMatchObject({ NODE_ENV: 'production', RUN_JOBS: 'false' });
    for (const key of [
      'SECRETS_KEY',
      'PAYMENT_WEBHOOK_SECRET',
      'CARD_TOKEN_SECRET',
      'DATABASE_URL',
    ]) {
      expect(config.data).not.toHaveProperty(key);
    }
    for (const deployment of deployments) {
      const container = deployment.spec.template.spec.containers[0] as Container & {
        envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
      };
      expect(container.envFrom).toEqual([
        { configMapRef: { name: config.metadata.name } },
        { secretRef: { name: 'vitrine-secrets' } },
      ]);
    }
  });
});

describe('compose.yaml', () => {
  // docker-compose resolves the file (anchors, interpolation) as `up` would, without Docker.
  const env = {
    ...process.env,
    POSTGRES_PASSWORD: 'senha-do-banco',
    PAYMENT_WEBHOOK_SECRET: 'w'.repeat(48),
    CARD_TOKEN_SECRET: 'c'.repeat(48),
    SECRETS_KEY: 'k'.repeat(44),
    PLATFORM_DOMAIN: 'loja.example.com.br',
    ACME_EMAIL: 'operacao@example.com.br',
  };
  const compose = (extra: NodeJS.ProcessEnv = env) =>
    execFileSync('docker-compose', ['-f', join(deployDir, 'compose.yaml'), 'config'], {
      encoding: 'utf8',
      env: extra,
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('runs PostgreSQL, the API, the worker, both web servers, nginx and Caddy, each waiting for what it needs', () => {
    const config = parse(compose()) as {
      services: Record<
        string,
        {
          image: string;
          environment?: Record<string, string>;
          depends_on?: Record<string, { condition: string }>;
          healthcheck?: { test: string[] };
          network_mode?: string;
          ports?: { target: number; published: string }[];
        }
      >;
    };
    const services = config.services;
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'caddy', 'nginx', 'postgres', 'seller-office', 'storefront', 'worker'].sort(),
    );
    for (const [name, service] of Object.entries(services)) {
      expect(service.image, name).toMatch(/:[\w.-]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
      if (name !== 'nginx' && name !== 'caddy')
        expect(service.healthcheck?.test.join(' '), name).toMatch(/readyz|pg_isready/);
    }
    expect(services.api!.environment).toMatchObject({
      RUN_JOBS: 'false',
      DATABASE_URL: 'postgres://vitrine:senha-do-banco@postgres:5432/vitrine',
    });
    expect(services.worker!.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(services.api!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    // Caddy asks /tls/ask on loopback: it shares the API's namespace, whose ports are its own.
    expect(services.caddy!.network_mode).toBe('service:api');
    expect(services.api!.ports!.map((port) => port.target).sort((a, b) => a - b)).toEqual([
      80, 443, 3001,
    ]);
    expect(services.nginx!.ports).toBeUndefined();
  });

  it('refuses to start without the secrets, naming the one missing', () => {
    const { SECRETS_KEY: _missing, ...without } = env;
    expect(() => compose(without)).toThrow(/set SECRETS_KEY/);
  });
});

describe('the Caddyfile', () => {
  // Debian's caddy turns it into its JSON configuration, as `caddy run` would.
  const adapted = () =>
    JSON.parse(
      execFileSync(
        'caddy',
        ['adapt', '--config', join(deployDir, 'caddy/Caddyfile'), '--adapter', 'caddyfile'],
        {
          encoding: 'utf8',
          env: { ...process.env, ACME_EMAIL: 'operacao@example.com.br' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ),
    ) as {
      apps: {
        http: { servers: Record<string, { listen: string[]; routes: unknown[] }> };
        tls: { automation: { on_demand: { ask: string }; policies: { on_demand?: boolean }[] } };
      };
    };

  it('gets each certificate on demand, after asking the API on loopback, and proxies to nginx', () => {
    const { http, tls } = adapted().apps;
    expect(tls.automation.on_demand.ask).toBe('http://127.0.0.1:3333/tls/ask');
    expect(tls.automation.policies.every((policy) => policy.on_demand)).toBe(true);
    const upstreams = Object.fromEntries(
      Object.values(http.servers).map((server) => [
        server.listen.join(),
        JSON.stringify(server.routes).match(/"dial":"([^"]+)"/)?.[1],
      ]),
    );
    expect(upstreams).toEqual({ ':443': 'nginx:80', ':3001': 'nginx:3001' });
  });
});

describe('the Dockerfiles', () => {
  it.each([
    ['api', 'api', 'src/main.ts'],
    ['worker', 'api', 'src/worker.ts'],
    ['storefront', 'storefront', 'server.ts'],
    ['seller-office', 'seller-office', 'server.ts'],
  ])(
    '%s: a pinned Node 20 image, its bundle, node starting it as an unprivileged user',
    (file, bundle, entry) => {
      const text = readFileSync(join(deployDir, 'docker', `${file}.Dockerfile`), 'utf8');
      expect(text).toMatch(/^FROM node:20\.\d+-bookworm-slim$/m);
      expect(text).toContain(`COPY --chown=node:node dist/bundles/${bundle}/ ./`);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toContain(
        `CMD ["node", "--import", "tsx", "--import", "@vitrine/server/tracing-register", "${entry}"]`,
      );
    },
  );
});
