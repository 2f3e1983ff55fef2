import { count, eq } from 'drizzle-orm';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import { banners, pages, storeHosts, stores } from '../db/schema/index.ts';
import { buildCatalog } from './build-catalog.ts';
import { seedCommerce } from './commerce.ts';
import { BANNER_SIZE, bannerSvg, LOGO_SIZE, logoSvg } from './images/svg.ts';
import { DEMO_STORES, type StoreDef } from './stores-data.ts';
import type { DemoAccount, SeededStore } from './types.ts';
import { slugify, writeAsset } from './util.ts';

export type SeedOptions = {
  /** The root of the store asset folders (lib/asset-paths.ts assetsDir). */
  assetsDir: string;
  now?: Date;
};

export type SeedResult = { stores: SeededStore[]; accounts: DemoAccount[] };

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(stores);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo data `pnpm start` seeds: Loja Aurora and Casa Ipê with their catalogs, pages, banners
 * and pictures, then the accounts/commerce half (seedCommerce). Run on an empty database.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const seeded: SeededStore[] = [];
  for (const def of DEMO_STORES) seeded.push(await seedStore(db, def, options.assetsDir, now));
  const accounts = await seedCommerce(db, seeded);
  return { stores: seeded, accounts };
}

async function seedStore(db: Database, def: StoreDef, assetsDir: string, now: Date) {
  const [store] = await db.insert(stores).values(def.row).returning();
  if (!store) throw new Error('seed: store insert returned nothing');
  const dir = join(assetsDir, 'stores', store.id);
  const logo = writeAsset(
    dir,
    'brand',
    'logo.svg',
    logoSvg({ name: store.name, color: store.primaryColor }),
  );
  await db
    .update(stores)
    .set({ logo, logoWidth: LOGO_SIZE.width, logoHeight: LOGO_SIZE.height })
    .where(eq(stores.id, store.id));
  await db.insert(storeHosts).values(def.hosts.map((host) => ({ host, storeId: store.id })));
  await db.insert(banners).values(
    def.banners.map((banner, position) => ({
      storeId: store.id,
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
      image: writeAsset(
        dir,
        'banners',
        `${slugify(banner.title)}.svg`,
        bannerSvg({ ...banner, palette: def.palette }),
      ),
      imageWidth: BANNER_SIZE.width,
      imageHeight: BANNER_SIZE.height,
      position,
    })),
  );
  await db.insert(pages).values(def.pages.map((page) => ({ storeId: store.id, ...page })));
  await buildCatalog(
    { db, storeId: store.id, prefix: def.codePrefix, dir, palette: def.palette },
    def.catalog,
    now,
  );
  return { id: store.id, slug: store.slug, name: store.name, hosts: def.hosts };
}
