import { SELLER_ROLE_LABELS } from '@vitrine/domain/seller-roles';
import { asc, eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { storeHosts, stores } from './db/schema/index.ts';
import type { DemoAccount, SeededStore } from './seed/types.ts';

/** "cliente", or the seller's role as the office names it ("vendedor · Dono"). */
const roleOf = (account: DemoAccount) =>
  account.role === 'customer' ? 'cliente' : `vendedor · ${SELLER_ROLE_LABELS[account.sellerRole]}`;

/** What `pnpm start` prints: where the API is, which host opens which store, who can log in. */
export async function printBanner(
  db: Database,
  options: {
    url: string;
    driver: string;
    /** DEMO_MODE: says where the demo endpoints answer. */
    demoMode: boolean;
    /** The accounts the seed just created; otherwise accountsFor gives the same fixed ones. */
    accounts: DemoAccount[] | undefined;
    accountsFor: (stores: SeededStore[]) => DemoAccount[];
    /** "Crie sua loja" (the storefront on PLATFORM_DOMAIN), and where a new store answers. */
    platform: { signUp: string; store: string; office: string };
    /**
     * The demo operator and the console's address (the office on PLATFORM_DOMAIN), in demo mode
     * when the database has them (seed/demo-operator.ts); otherwise null: nothing printed.
     */
    console?: { url: string; email: string; password: string } | null;
  },
) {
  const rows = await db
    .select({ id: stores.id, slug: stores.slug, name: stores.name, host: storeHosts.host })
    .from(stores)
    .leftJoin(storeHosts, eq(storeHosts.storeId, stores.id))
    .orderBy(asc(stores.createdAt), asc(storeHosts.host));
  const byStore = new Map<string, SeededStore>();
  for (const row of rows) {
    const store = byStore.get(row.id) ?? { id: row.id, slug: row.slug, name: row.name, hosts: [] };
    if (row.host) store.hosts.push(row.host);
    byStore.set(row.id, store);
  }
  const list = [...byStore.values()];
  const accounts = options.accounts ?? options.accountsFor(list);
  const lines = [
    '',
    `Vitrine API ouvindo em ${options.url}  (OpenAPI: ${options.url}/openapi.json)`,
    `Banco: ${options.driver}`,
    '',
    // The hosts the storefront resolves (GET /stores/by-host); the storefront prints its port.
    'Lojas (X-Store-Id e hosts da loja):',
    ...list.map((s) => `  ${s.name.padEnd(14)} ${s.id}  ${s.hosts.join(', ')}`),
    '',
    `Crie sua loja: ${options.platform.signUp}`,
    `  uma loja nova atende em ${options.platform.store}, com o painel em ${options.platform.office}`,
    '',
    ...(accounts.length
      ? [
          'Contas de demonstração:',
          ...accounts.map(
            (a) =>
              `  ${a.storeName.padEnd(14)} ${roleOf(a).padEnd(24)} ${a.email}  ${
                a.password === null
                  ? 'convite pendente: "Esqueci minha senha" envia o link de primeiro acesso'
                  : `senha: ${a.password}`
              }`,
          ),
          '',
        ]
      : []),
    ...(options.console
      ? [
          `Console da plataforma: ${options.console.url}`,
          `  operador ${options.console.email}  senha: ${options.console.password}`,
          '  (o primeiro acesso pede para ativar a verificação em duas etapas num aplicativo autenticador)',
          '',
        ]
      : []),
    ...(options.demoMode
      ? [
          'Modo demonstração: /dev/outbox e /dev/payments/sandbox/confirm respondem só a este',
          'computador (endereço de loopback), com o cabeçalho X-Store-Id da loja.',
          '',
        ]
      : []),
    `Exemplo: curl -H 'X-Store-Id: ${list[0]?.id ?? '<id>'}' ${options.url}/products/camiseta-basica-de-algodao`,
    '',
  ];
  console.log(lines.join('\n'));
}
