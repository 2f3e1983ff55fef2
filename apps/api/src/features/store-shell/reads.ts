import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { banners, pages, paymentSettings, storeHosts, stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import {
  inMenuOrder,
  shelfCategoriesColumn,
  type ShelfCategoryJson,
  type ShelfCategoryRow,
} from '../catalog/category-tree.ts';
import type { CardGatewayColumns } from '../stores/card-gateway.ts';

type BannerRow = typeof banners.$inferSelect;
type FooterPage = { slug: string; title: string; updatedAt: Date };

// One statement, one wait for the database, one of its processes woken: the store of the host
// with its card gateway's public columns (as GET /stores/by-host reads them), and beside it,
// as JSON, its active banners, its footer's pages (as GET /pages) and its product categories
// (as GET /categories, a probe of the kept counts each). On a busy machine every further
// statement side by side is one more process to be scheduled before the page can go on.
const shellOfHost = preparedQuery((db) =>
  db
    .select({
      store: stores,
      provider: paymentSettings.cardProvider,
      publicKey: paymentSettings.mpPublicKey,
      banners: sql<Record<string, unknown>[]>`coalesce((
        select json_agg(b order by b.position, b.created_at)
          from ${banners} b
         where b.store_id = ${stores.id} and b.active = 1
      ), '[]'::json)`,
      pages: sql<{ slug: string; title: string; updatedAt: string }[]>`coalesce((
        select json_agg(json_build_object('slug', p.slug, 'title', p.title,
                                          'updatedAt', p.updated_at)
                        order by p.footer_position, p.title)
          from ${pages} p
         where p.store_id = ${stores.id} and p.published and p.in_footer
      ), '[]'::json)`,
      categories: sql<
        ShelfCategoryJson[]
      >`coalesce(${shelfCategoriesColumn(sql`${stores.id}`)}, '[]'::json)`,
    })
    .from(storeHosts)
    .innerJoin(stores, eq(stores.id, storeHosts.storeId))
    .leftJoin(paymentSettings, eq(paymentSettings.storeId, storeHosts.storeId))
    .where(eq(storeHosts.host, sql.placeholder('host')))
    .limit(1)
    .prepare('store_shell_of_host'),
);

const bannerColumns = Object.entries(getTableColumns(banners));

/** A banner as json_agg spells it (column names, timestamps as text) as drizzle reads a row. */
function bannerRow(json: Record<string, unknown>): BannerRow {
  return Object.fromEntries(
    bannerColumns.map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as BannerRow;
}

/**
 * What GET /stores/shell answers from: the host's store, its card gateway's public columns,
 * its active banners, its footer's pages and its product categories in the menu's order. Null
 * for a host no store answers at.
 */
export async function readShell(
  db: Database,
  host: string,
): Promise<{
  store: StoreRow;
  card: CardGatewayColumns;
  banners: BannerRow[];
  pages: FooterPage[];
  categories: ShelfCategoryRow[];
} | null> {
  const [row] = await shellOfHost(db).execute({ host });
  if (!row) return null;
  return {
    store: row.store,
    card: { provider: row.provider, publicKey: row.publicKey },
    banners: row.banners.map(bannerRow),
    pages: row.pages.map((page) => ({ ...page, updatedAt: new Date(page.updatedAt) })),
    categories: inMenuOrder(row.categories),
  };
}
