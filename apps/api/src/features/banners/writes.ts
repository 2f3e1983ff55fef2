import type { bannerBodySchema } from '@vitrine/contract/banners';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { bannerImageRef as currentImageOf } from '../stores/serialize.ts';
import { bannerImageRef, desktopColumns, mobileColumn } from './images.ts';
import { bannerAuditFields, type BannerRow } from './serialize.ts';

type BannerBody = z.output<typeof bannerBodySchema>;
type Context = { db: Database; actor: AuditActor; base: string };

const missing = () => notFound('Banner não encontrado.', 'banner_not_found');

/** One audit row of a banner write, in the write's transaction (entity `banner`). */
function audit(
  tx: Database,
  actor: AuditActor,
  write: { id: string; action: string; before: BannerRow | null; after: BannerRow | null },
) {
  return recordAudit(tx, {
    ...actor,
    entity: 'banner',
    entityId: write.id,
    action: write.action,
    before: write.before && bannerAuditFields(write.before),
    after: write.after && bannerAuditFields(write.after),
  });
}

async function columnsOf(ctx: Context, tx: Database, body: BannerBody, current: BannerRow | null) {
  const scope = { storeId: ctx.actor.storeId, base: ctx.base };
  const image = await bannerImageRef(
    tx,
    { ...scope, current: current && currentImageOf(current) },
    'image',
    body.image,
  );
  const mobile = body.mobile_image
    ? await bannerImageRef(
        tx,
        { ...scope, current: current?.mobileImage ?? null },
        'mobile_image',
        body.mobile_image,
      )
    : null;
  return {
    title: body.title,
    subtitle: body.subtitle,
    link: body.link,
    active: body.active ? 1 : 0,
    startsAt: body.starts_at ? new Date(body.starts_at) : null,
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    ...desktopColumns(image),
    mobileImage: mobileColumn(mobile),
  };
}

/** A new banner, last in the order. */
export function createBanner(ctx: Context, body: BannerBody): Promise<BannerRow> {
  return ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(banners.position) })
      .from(banners)
      .where(eq(banners.storeId, ctx.actor.storeId));
    const [row] = await tx
      .insert(banners)
      .values({
        storeId: ctx.actor.storeId,
        position: (last?.position ?? -1) + 1,
        ...(await columnsOf(ctx, tx, body, null)),
      })
      .returning();
    await audit(tx, ctx.actor, { id: row!.id, action: 'create', before: null, after: row! });
    return row!;
  });
}

async function lockBanner(tx: Database, storeId: string, id: string) {
  const [row] = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
    .for('update');
  if (!row) throw missing();
  return row;
}

/** Replaces a banner's fields (its place stays); another store's id is 404. */
export function updateBanner(ctx: Context, id: string, body: BannerBody): Promise<BannerRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockBanner(tx, ctx.actor.storeId, id);
    const [after] = await tx
      .update(banners)
      .set(await columnsOf(ctx, tx, body, before))
      .where(eq(banners.id, id))
      .returning();
    await audit(tx, ctx.actor, { id, action: 'update', before, after: after! });
    return after!;
  });
}

export function deleteBanner(ctx: Omit<Context, 'base'>, id: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockBanner(tx, ctx.actor.storeId, id);
    await tx.delete(banners).where(eq(banners.id, id));
    await audit(tx, ctx.actor, { id, action: 'delete', before, after: null });
  });
}

/**
 * The store's banners in the order given: the list must name each of them once (a banner
 * created or deleted meanwhile makes it stale: 400, the office reloads). One audit row per
 * banner whose place changed.
 */
export function reorderBanners(ctx: Omit<Context, 'base'>, ids: string[]): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(banners)
      .where(eq(banners.storeId, ctx.actor.storeId))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (ids.length !== rows.length || ids.some((id) => !byId.has(id))) {
      throw badRequest(
        'banner_order_stale',
        'A lista de banners mudou enquanto você a ordenava. Recarregue a página e tente de novo.',
        [{ path: 'ids', message: 'A ordem deve ter cada banner da loja uma vez.' }],
      );
    }
    for (const [position, id] of ids.entries()) {
      const before = byId.get(id)!;
      if (before.position === position) continue;
      const [after] = await tx
        .update(banners)
        .set({ position })
        .where(eq(banners.id, id))
        .returning();
      await audit(tx, ctx.actor, { id, action: 'reorder', before, after: after! });
    }
  });
}
