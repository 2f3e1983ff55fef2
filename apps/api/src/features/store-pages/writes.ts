import type { ParsedStorePageInput, StorePage } from '@vitrine/contract/store-pages';
import { cleanStoreHtml } from '@vitrine/server/store-html';
import { and, asc, eq, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { firstFree, slugify } from '../../lib/slugs.ts';

// The seller's content pages: create, replace, delete, each audited (entity 'page') in the
// write's transaction. A page's HTML is cleaned here by the product descriptions' rules
// (@vitrine/server/store-html), so what is stored is what the storefront may show.
//
// A changed slug leaves no redirect: the old address answers 404 (the office says so next to
// the field). Content pages are few and linked from the footer, which follows at once.

type PageRow = typeof pages.$inferSelect;

export const PAGE_MESSAGES = {
  notFound: 'Página não encontrada.',
  slugTaken: (slug: string) => `O endereço "${slug}" já é usado por outra página desta loja.`,
} as const;

const pageNotFound = () => notFound(PAGE_MESSAGES.notFound, 'page_not_found');
const slugTaken = (slug: string) =>
  conflict('slug_taken', PAGE_MESSAGES.slugTaken(slug), [
    { path: 'slug', message: PAGE_MESSAGES.slugTaken(slug) },
  ]);

export function toStorePage(row: PageRow): StorePage {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    html: row.html,
    published: row.published,
    in_footer: row.inFooter,
    footer_position: row.footerPosition,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the Histórico shows of a page (the HTML too: its before and after are the change). */
function auditFieldsOf(page: StorePage): Record<string, unknown> {
  const { _id: _id, updated_at: _updatedAt, ...fields } = page;
  return fields;
}

export async function listStorePages(db: Database, storeId: string): Promise<StorePage[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.storeId, storeId))
    .orderBy(asc(pages.footerPosition), asc(pages.title), asc(pages.id));
  return rows.map(toStorePage);
}

/**
 * The slug a write stores: the seller's, refused when another page of the store has it; or
 * one made from the title, suffixed until free.
 */
async function chooseSlug(
  tx: Database,
  storeId: string,
  input: ParsedStorePageInput,
  exceptId?: string,
): Promise<string> {
  const wanted = input.slug || slugify(input.title).slice(0, 70).replace(/-+$/, '') || 'pagina';
  const rows = await tx
    .select({ slug: pages.slug })
    .from(pages)
    .where(
      and(
        eq(pages.storeId, storeId),
        or(eq(pages.slug, wanted), like(pages.slug, `${wanted}-%`)),
        exceptId ? ne(pages.id, exceptId) : undefined,
      ),
    );
  const taken = rows.map((row) => row.slug);
  if (input.slug) {
    if (taken.includes(wanted)) throw slugTaken(wanted);
    return wanted;
  }
  return firstFree(wanted, taken);
}

const columnsOf = (input: ParsedStorePageInput, slug: string) => ({
  title: input.title,
  slug,
  html: cleanStoreHtml(input.html),
  published: input.published,
  inFooter: input.in_footer,
  footerPosition: input.footer_position,
});

/** Two writes racing for one slug: the unique index refuses the second, with the same 409. */
async function guardSlug<T>(slug: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'pages_store_slug_uq')) throw slugTaken(slug());
    throw error;
  }
}

export async function createStorePage(
  db: Database,
  actor: AuditActor,
  input: ParsedStorePageInput,
  now: Date,
): Promise<StorePage> {
  let slug = input.slug;
  return guardSlug(
    () => slug,
    () =>
      db.transaction(async (tx) => {
        slug = await chooseSlug(tx, actor.storeId, input);
        const [row] = await tx
          .insert(pages)
          .values({ storeId: actor.storeId, ...columnsOf(input, slug), updatedAt: now })
          .returning();
        const page = toStorePage(row!);
        await recordAudit(tx, {
          ...actor,
          entity: 'page',
          entityId: page._id,
          action: 'create',
          before: null,
          after: auditFieldsOf(page),
        });
        return page;
      }),
  );
}

export async function updateStorePage(
  db: Database,
  actor: AuditActor,
  id: string,
  input: ParsedStorePageInput,
  now: Date,
): Promise<StorePage> {
  let slug = input.slug;
  return guardSlug(
    () => slug,
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(pages)
          .where(and(eq(pages.id, id), eq(pages.storeId, actor.storeId)))
          .for('update');
        if (!before) throw pageNotFound();
        // A blank slug on an existing page keeps the one it has: its address does not move.
        slug = input.slug ? await chooseSlug(tx, actor.storeId, input, id) : before.slug;
        const [after] = await tx
          .update(pages)
          .set({ ...columnsOf(input, slug), updatedAt: now })
          .where(eq(pages.id, id))
          .returning();
        const page = toStorePage(after!);
        await recordAudit(tx, {
          ...actor,
          entity: 'page',
          entityId: id,
          action: 'update',
          before: auditFieldsOf(toStorePage(before)),
          after: auditFieldsOf(page),
        });
        return page;
      }),
  );
}

export async function deleteStorePage(db: Database, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(pages)
      .where(and(eq(pages.id, id), eq(pages.storeId, actor.storeId)))
      .returning();
    if (!removed) throw pageNotFound();
    await recordAudit(tx, {
      ...actor,
      entity: 'page',
      entityId: id,
      action: 'delete',
      before: auditFieldsOf(toStorePage(removed)),
      after: null,
    });
  });
}
