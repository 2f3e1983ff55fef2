import { STARTER_PAYMENT_RULES } from '@vitrine/domain/payment-rules';
import pg from 'pg';
import { hashPassword } from '../src/lib/passwords.ts';

// bench:stores's many stores, in bulk, with SQL (no HTTP, no per-row round trip): each one a
// copy of a template store of the demo seed (Loja Aurora) as a shopper sees it — its legal data,
// colours and logo (the path only: no file is written), pages, banners, category tree and
// `products` of its products with their variations — under a host of its own,
// `loja-00001.{PLATFORM_DOMAIN}`, with an owner (e-mail confirmed) and the sign-up's starter
// payment rules. A product page of any of them is then the template's page but for the names,
// so what differs between 2 stores and 10,000 is the number. More products than the template
// has (bench:blackfriday's 1,000 a store) are its products again under suffixed codes, slugs
// and names (`-2`, ` 2`…), each with its variations.

/** Stores a round, and rows (stores × products) a round: one transaction stays a few seconds. */
const BATCH = 1_000;
const BATCH_PRODUCTS = 50_000;

/** A table's columns a copy writes: every one but the generated ones (PostgreSQL computes those). */
async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * INSERT … SELECT every column of `table` from the template row `t`, but those `set` names: an
 * SQL expression, or null to leave the column to its default (ids). New columns a migration
 * adds are copied without this file knowing them.
 */
async function copyRows(
  client: pg.Client,
  table: string,
  set: Record<string, string | null>,
  from: string,
  params: unknown[],
) {
  const columns = (await columnsOf(client, table)).filter((name) => set[name] !== null);
  const values = columns.map((name) => set[name] ?? `t."${name}"`);
  const names = columns.map((name) => `"${name}"`).join(', ');
  await client.query(`insert into ${table} (${names}) select ${values.join(', ')} ${from}`, params);
}

/** What was made: the copies' product slugs (the template's too) and the template's id. */
export type BulkStores = { count: number; slugs: string[]; templateId: string };

/**
 * `count` stores copied from the store `templateSlug`, `productsEach` products each (past the
 * template's active products, its products again with suffixes), `BATCH` stores a round (fewer
 * when each has many products); `onProgress` after each round.
 */
export async function seedBulkStores(
  url: string,
  options: {
    count: number;
    productsEach: number;
    templateSlug: string;
    platformDomain: string;
    onProgress?: (done: number) => void;
  },
): Promise<BulkStores> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const template = await client.query<{ id: string }>('select id from stores where slug = $1', [
      options.templateSlug,
    ]);
    const templateId = template.rows[0]?.id;
    if (!templateId) throw new Error(`bench: a loja modelo ${options.templateSlug} não existe`);
    // One product of each category first, then a second of each…: with 20 of Loja Aurora's 44,
    // every category it shows in its menu has products in each copy too (the same menu). Past
    // the 44, round `copy` 1, 2… of them all, each under its suffix.
    await client.query(
      `create temp table template_products as
         select id, code, slug, copy,
                code || suffix as new_code, slug || suffix as new_slug,
                name || case when copy = 0 then '' else ' ' || (copy + 1) end as new_name
           from (
             select id, code, slug, name, copy,
                    case when copy = 0 then '' else '-' || (copy + 1) end as suffix,
                    row_number() over (partition by copy, category_id order by code) as turn
               from products cross join generate_series(0, $2::int - 1) copy
              where store_id = $1 and kind = 'product' and status = 'active'
           ) ranked
          order by copy, turn, code limit $2`,
      [templateId, options.productsEach],
    );
    const { rows: chosen } = await client.query<{ slug: string }>(
      'select new_slug as slug from template_products order by copy, code',
    );
    // One hash for every owner: 10,000 argon2 hashes would take minutes and prove nothing.
    const passwordHash = await hashPassword('Senha@123');
    const width = Math.max(5, String(options.count).length);
    const batch = Math.max(1, Math.min(BATCH, Math.floor(BATCH_PRODUCTS / chosen.length)));
    for (let first = 1; first <= options.count; first += batch) {
      const last = Math.min(options.count, first + batch - 1);
      await copyBatch(client, {
        templateId,
        first,
        last,
        width,
        passwordHash,
        platformDomain: options.platformDomain,
      });
      options.onProgress?.(last);
    }
    return { count: options.count, slugs: chosen.map((row) => row.slug), templateId };
  } finally {
    await client.end();
  }
}

async function copyBatch(
  client: pg.Client,
  batch: {
    templateId: string;
    first: number;
    last: number;
    width: number;
    passwordHash: string;
    platformDomain: string;
  },
) {
  const { templateId } = batch;
  await client.query('begin');
  await copyRows(
    client,
    'stores',
    {
      id: null,
      slug: `'loja-' || lpad(n::text, ${batch.width}, '0')`,
      name: `'Loja ' || n`,
      status: `'open'`,
      email: `'contato@loja-' || n || '.exemplo.com.br'`,
      pix_key: `''`,
      payment_default: '$2::jsonb',
      created_at: `now() - n * interval '1 minute'`,
    },
    'from stores t cross join generate_series($3::int, $4::int) n where t.id = $1',
    [templateId, JSON.stringify(STARTER_PAYMENT_RULES), batch.first, batch.last],
  );
  await client.query(
    `create temp table fresh on commit drop as
       select id, slug, name from stores
        where slug ~ '^loja-[0-9]+$' and substring(slug from 6)::int between $1 and $2`,
    [batch.first, batch.last],
  );
  await client.query(
    `insert into store_hosts (host, store_id) select slug || '.' || $1, id from fresh`,
    [batch.platformDomain],
  );
  await client.query(
    `insert into sellers (store_id, email, first_name, last_name, password_hash, phone, role, email_confirmed_at)
     select id, 'dono@' || slug || '.exemplo.com.br', 'Dono', 'da ' || name, $1, '11912345678', 'owner', now()
       from fresh`,
    [batch.passwordHash],
  );
  for (const table of ['pages', 'banners']) {
    await copyRows(
      client,
      table,
      { id: null, store_id: 'f.id' },
      'from fresh f cross join ' + table + ' t where t.store_id = $1',
      [templateId],
    );
  }
  await copyCatalog(client, templateId);
  await client.query('commit');
}

/** The template's category tree, its chosen products and their variations, into each fresh store. */
async function copyCatalog(client: pg.Client, templateId: string) {
  await copyRows(
    client,
    'categories',
    { id: null, store_id: 'f.id', parent_id: 'null' },
    'from fresh f cross join categories t where t.store_id = $1',
    [templateId],
  );
  // Each copy's parent is the copy of the template's parent (the same kind and slug).
  await client.query(
    `update categories c set parent_id = np.id
       from categories tc join categories tp on tp.id = tc.parent_id, categories np
      where tc.store_id = $1 and c.store_id in (select id from fresh)
        and c.kind = tc.kind and c.slug = tc.slug
        and np.store_id = c.store_id and np.kind = tp.kind and np.slug = tp.slug`,
    [templateId],
  );
  await copyRows(
    client,
    'products',
    {
      id: null,
      store_id: 'f.id',
      category_id: 'nc.id',
      code: 'tp.new_code',
      slug: 'tp.new_slug',
      name: 'tp.new_name',
    },
    `from fresh f cross join products t
       join template_products tp on tp.id = t.id
       left join categories tc on tc.id = t.category_id
       left join categories nc on nc.store_id = f.id and nc.kind = tc.kind and nc.slug = tc.slug`,
    [],
  );
  // A variation's code carries its product's suffix (codes are unique within a store).
  await copyRows(
    client,
    'product_variations',
    {
      id: null,
      store_id: 'np.store_id',
      product_id: 'np.id',
      code: `t.code || case when tp.copy = 0 then '' else '-' || (tp.copy + 1) end`,
    },
    `from product_variations t
       join template_products tp on tp.id = t.product_id
       join products np on np.code = tp.new_code and np.store_id in (select id from fresh)`,
    [],
  );
}
