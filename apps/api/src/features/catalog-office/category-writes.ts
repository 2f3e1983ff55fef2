import type {
  CategoryLeaf,
  ParsedCategoryCreateBody as CreateInput,
  ParsedCategoryUpdateBody as UpdateInput,
} from '@vitrine/contract/catalog-categories';
import { and, asc, count, eq, isNull, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { type CategoryRow, toCategoryLeaf } from './category-tree.ts';
import { firstFree, slugify } from '../../lib/slugs.ts';

// The seller's category writes: create, rename, change the slug, move under another department,
// reorder among siblings, delete (only when empty). Two levels: department → category.

export const CATEGORY_MESSAGES = {
  notFound: 'Categoria não encontrada.',
  slugTaken: (slug: string) => `O endereço "${slug}" já é usado por outra categoria desta loja.`,
  parent: 'Escolha como pai um departamento (categoria de primeiro nível) do mesmo tipo.',
  hasChildren: 'Esta categoria tem subcategorias: ela só pode ser um departamento.',
  inUse:
    'Esta categoria tem produtos ou subcategorias. Mova-os para outra categoria antes de excluí-la.',
} as const;

async function findCategory(tx: Database, storeId: string, id: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.storeId, storeId)))
    .for('update');
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound, 'category_not_found');
  return row;
}

async function checkParent(tx: Database, storeId: string, kind: CategoryRow['kind'], id: string) {
  const [parent] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.storeId, storeId)));
  if (!parent || parent.kind !== kind || parent.parentId !== null) {
    throw badRequest('category_parent_invalid', CATEGORY_MESSAGES.parent);
  }
}

async function chooseSlug(
  tx: Database,
  row: { storeId: string; kind: CategoryRow['kind'] },
  wanted: { value: string; made: boolean },
  exceptId?: string,
) {
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, row.storeId),
        eq(categories.kind, row.kind),
        or(eq(categories.slug, wanted.value), like(categories.slug, `${wanted.value}-%`)),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  const taken = rows.map((r) => r.slug);
  if (!wanted.made && taken.includes(wanted.value)) {
    throw conflict('slug_taken', CATEGORY_MESSAGES.slugTaken(wanted.value));
  }
  return firstFree(wanted.value, taken);
}

/** Puts `id` at `position` among its siblings (last when absent) and numbers them 0, 1, 2… */
async function place(tx: Database, row: CategoryRow, position: number | undefined) {
  const siblings = await tx
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, row.storeId),
        eq(categories.kind, row.kind),
        row.parentId ? eq(categories.parentId, row.parentId) : isNull(categories.parentId),
        ne(categories.id, row.id),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.name));
  const order = siblings.map((s) => s.id);
  order.splice(Math.min(position ?? order.length, order.length), 0, row.id);
  for (const [index, id] of order.entries()) {
    const current = id === row.id ? -1 : siblings.find((s) => s.id === id)?.position;
    if (current !== index) {
      await tx.update(categories).set({ position: index }).where(eq(categories.id, id));
    }
  }
}

const snapshot = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  parent_id: row.parentId,
  position: row.position,
});

async function countProducts(tx: Database, id: string) {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return row?.n ?? 0;
}

export async function createCategory(
  db: Database,
  actor: AuditActor,
  input: CreateInput,
): Promise<CategoryLeaf> {
  return db.transaction(async (tx) => {
    if (input.parent_id) await checkParent(tx, actor.storeId, input.kind, input.parent_id);
    const slug = await chooseSlug(
      tx,
      { storeId: actor.storeId, kind: input.kind },
      input.slug
        ? { value: input.slug, made: false }
        : { value: slugify(input.name) || 'categoria', made: true },
    );
    const [row] = await tx
      .insert(categories)
      .values({
        storeId: actor.storeId,
        kind: input.kind,
        name: input.name,
        slug,
        description: input.description,
        parentId: input.parent_id,
        position: 0,
      })
      .returning();
    await place(tx, row!, input.position);
    const [saved] = await tx.select().from(categories).where(eq(categories.id, row!.id));
    await recordAudit(tx, {
      ...actor,
      entity: 'category',
      entityId: row!.id,
      action: 'create',
      before: null,
      after: snapshot(saved!),
    });
    return toCategoryLeaf(saved!, 0);
  });
}

export async function updateCategory(
  db: Database,
  actor: AuditActor,
  id: string,
  input: UpdateInput,
): Promise<CategoryLeaf> {
  return db.transaction(async (tx) => {
    const before = await findCategory(tx, actor.storeId, id);
    const parentId = input.parent_id === undefined ? before.parentId : input.parent_id;
    if (parentId !== before.parentId && parentId !== null) {
      if (parentId === id) throw badRequest('category_parent_invalid', CATEGORY_MESSAGES.parent);
      await checkParent(tx, actor.storeId, before.kind, parentId);
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      if (child) throw conflict('category_has_children', CATEGORY_MESSAGES.hasChildren);
    }
    const slug =
      input.slug && input.slug !== before.slug
        ? await chooseSlug(tx, before, { value: input.slug, made: false }, id)
        : before.slug;
    const [row] = await tx
      .update(categories)
      .set({
        name: input.name ?? before.name,
        slug,
        description: input.description ?? before.description,
        parentId,
      })
      .where(eq(categories.id, id))
      .returning();
    if (parentId !== before.parentId || input.position !== undefined) {
      await place(tx, row!, input.position);
    }
    const [after] = await tx.select().from(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      ...actor,
      entity: 'category',
      entityId: id,
      action: 'update',
      before: snapshot(before),
      after: snapshot(after!),
    });
    return toCategoryLeaf(after!, await countProducts(tx, id));
  });
}

export async function deleteCategory(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const row = await findCategory(tx, actor.storeId, id);
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child || (await countProducts(tx, id)) > 0)
      throw conflict('category_in_use', CATEGORY_MESSAGES.inUse);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      ...actor,
      entity: 'category',
      entityId: id,
      action: 'delete',
      before: snapshot(row),
      after: null,
    });
  });
}
