import type { ReviewPhoto } from '@vitrine/contract/reviews';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, reviewPhotos } from '../src/db/schema/index.ts';
import { REVIEW_INVITES } from '../src/jobs/queues.ts';
import { JOB_KINDS } from '../src/jobs/tasks.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { photo, SVG_WITH_SCRIPT, upload } from './fixtures/images.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// Verified reviews (issue #37 §3) on both databases (TEST_DATABASE_URL for PostgreSQL): the
// invitation e-mailed once, `invite_days` after delivery, only to a shopper who takes the
// marketing e-mails; only the buyer of a delivered order reviews, once per product and order;
// the seller's moderation is audited; the product page shows only what is published.

const DAY = 24 * 60 * 60_000;
let clock = new Date();
const { app, db, deps } = await createTestApp({ now: () => clock });
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const inviteJob = JOB_KINDS.find((kind) => kind.name === REVIEW_INVITES)!;
/** One run of the invitations' job, as the queue's cron runs it. */
const runJob = () => inviteJob.run(deps, {}, deps.jobs);

async function shop() {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id), clock);
  const vase = await createProduct(db, store.id, {
    name: 'Vaso Azul',
    variations: [{ priceCents: 7990, stock: 100 }],
  });
  const mug = await createProduct(db, store.id, {
    name: 'Caneca Esmaltada',
    variations: [{ priceCents: 4990, stock: 100 }],
  });
  const other = await createProduct(db, store.id, {
    name: 'Prato Fundo',
    variations: [{ priceCents: 2990, stock: 100 }],
  });
  return { storeId: store.id, token, vase, mug, other };
}
type Shop = Awaited<ReturnType<typeof shop>>;

/** A shopper of the shop, who took the marketing e-mails unless `optIn` is false. */
async function shopper(where: Shop, optIn = true, firstName = 'Maria') {
  const customer = await createCustomer(db, where.storeId, { firstName, lastName: 'Souza' });
  const token = await sessionFor(db, 'customer', customer, clock);
  if (optIn) {
    const res = await call(app, 'PUT', '/customers/me/marketing-emails', {
      storeId: where.storeId,
      token,
      body: { enabled: true, where: 'checkout' },
    });
    expect(res.json.enabled).toBe(true);
  }
  const address = await createAddress(db, where.storeId, customer.id);
  return { customer, token, address };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const seller = (where: Shop, method: string, path: string, body?: unknown) =>
  call(app, method, path, { storeId: where.storeId, token: where.token, body });

/** The vase and the mug bought, paid and, unless `until` says otherwise, delivered. */
async function order(where: Shop, who: Shopper, until: 'pago' | 'entregue' = 'entregue') {
  const as = { storeId: where.storeId, token: who.token };
  await addToCart(app, { ...as, code: where.mug.code, variation: where.mug.variations[0]!.code });
  await addToCart(app, { ...as, code: where.vase.code, variation: where.vase.variations[0]!.code });
  const placed = await call(app, 'POST', '/orders', {
    ...as,
    body: { payment_method: 'pix', address_id: who.address.id },
  });
  expect(placed.status, placed.text).toBe(201);
  const code = placed.json.code as string;
  const paid = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
    remoteAddress: LOOPBACK,
    storeId: where.storeId,
    body: { order_code: code },
  });
  expect(paid.status, paid.text).toBe(200);
  if (until === 'entregue') {
    const move = (body: Record<string, unknown>) =>
      seller(where, 'PATCH', `/sales/${code}/status`, body);
    expect((await move({ status: 'em_separacao' })).status).toBe(200);
    expect((await move({ status: 'enviado', tracking_code: 'BR987654326BR' })).status).toBe(200);
    expect((await move({ status: 'entregue' })).json.status).toBe('entregue');
  }
  return code;
}

const invitesTo = (who: Shopper) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, who.customer.email), eq(emailOutbox.template, 'review_invite')))
    .orderBy(asc(emailOutbox.createdAt));

const tokenIn = (text: string) => /\/avaliar\/([\w-]{40,})/.exec(text)?.[1] ?? '';

const review = (where: Shop, body: Record<string, unknown>, token?: string) =>
  call(app, 'POST', '/reviews', { storeId: where.storeId, token, body });

const words = { title: 'Muito bom', body: 'Chegou bem embalado e é lindo.' };

describe('the invitations job', () => {
  it('e-mails the buyer once, invite_days after delivery, never an opted-out shopper', async () => {
    const where = await shop();
    const days = await seller(where, 'PUT', '/settings/reviews', {
      invite_days: 3,
      require_approval: true,
    });
    expect(days.status, days.text).toBe(200);
    const ana = await shopper(where);
    const bia = await shopper(where, false);
    const code = await order(where, ana);
    await order(where, bia);

    advance(3 * DAY - 60_000);
    await runJob();
    expect(await invitesTo(ana)).toHaveLength(0);

    advance(2 * 60_000);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const sent = await invitesTo(ana);
    expect(sent).toHaveLength(1);
    expect(await invitesTo(bia)).toHaveLength(0);
    expect(sent[0]!.subject).toContain(code);
    expect(sent[0]!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent[0]!.headers!['List-Unsubscribe']).toMatch(/\/marketing-emails\/one-click\//);

    const token = tokenIn(sent[0]!.text);
    const invite = await call(app, 'GET', `/reviews/invite/${token}`, { storeId: where.storeId });
    expect(invite.status, invite.text).toBe(200);
    expect(invite.json.order_code).toBe(code);
    expect(invite.json.products.map((p: { name: string }) => p.name)).toEqual([
      'Caneca Esmaltada',
      'Vaso Azul',
    ]);
    expect(invite.json.products.every((p: { reviewed: boolean }) => !p.reviewed)).toBe(true);

    const made = await review(where, { token, product_id: where.vase.id, rating: 5, ...words });
    expect(made.status, made.text).toBe(201);
    expect(made.json.status).toBe('pendente');
    const again = await call(app, 'GET', `/reviews/invite/${token}`, { storeId: where.storeId });
    expect(
      again.json.products.find((p: { product_id: string }) => p.product_id === where.vase.id)
        .reviewed,
    ).toBe(true);

    // Another store's X-Store-Id never opens the invitation.
    const elsewhere = await shop();
    const foreign = await call(app, 'GET', `/reviews/invite/${token}`, {
      storeId: elsewhere.storeId,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('invite_invalid');
    // The link works 60 days.
    advance(61 * DAY);
    const late = await call(app, 'GET', `/reviews/invite/${token}`, { storeId: where.storeId });
    expect(late.json.code).toBe('invite_invalid');
  });
});

describe('only buyers review', () => {
  it('refuses a non-buyer, an undelivered order, another store, a second review', async () => {
    const where = await shop();
    const ana = await shopper(where);
    const code = await order(where, ana);
    const pending = await order(where, ana, 'pago');

    const stranger = await shopper(where);
    const notBuyer = await review(
      where,
      { order_code: code, product_id: where.vase.id, rating: 4, ...words },
      stranger.token,
    );
    expect(notBuyer.status).toBe(403);
    expect(notBuyer.json.code).toBe('not_buyer');
    expect(notBuyer.json.message).toMatch(/Só quem comprou/);
    const anonymous = await review(where, {
      order_code: code,
      product_id: where.vase.id,
      rating: 4,
      ...words,
    });
    expect(anonymous.json.code).toBe('not_buyer');

    const undelivered = await review(
      where,
      { order_code: pending, product_id: where.vase.id, rating: 4, ...words },
      ana.token,
    );
    expect(undelivered.status).toBe(409);
    expect(undelivered.json.code).toBe('not_delivered');

    const notInOrder = await review(
      where,
      { order_code: code, product_id: where.other.id, rating: 4, ...words },
      ana.token,
    );
    expect(notInOrder.json.code).toBe('not_in_order');

    // Another store's buyer: its session is refused here, and its order code is not this store's.
    const elsewhere = await shop();
    const carla = await shopper(elsewhere);
    const theirs = await order(elsewhere, carla);
    const foreignSession = await review(
      where,
      { order_code: theirs, product_id: where.vase.id, rating: 4, ...words },
      carla.token,
    );
    expect(foreignSession.status).toBe(403);
    const foreignOrder = await review(
      where,
      { order_code: theirs, product_id: elsewhere.vase.id, rating: 4, ...words },
      ana.token,
    );
    expect(foreignOrder.json.code).toBe('not_buyer');

    const first = await review(
      where,
      { order_code: code, product_id: where.vase.id, rating: 4, ...words },
      ana.token,
    );
    expect(first.status, first.text).toBe(201);
    const second = await review(
      where,
      { order_code: code, product_id: where.vase.id, rating: 1, ...words },
      ana.token,
    );
    expect(second.status).toBe(409);
    expect(second.json.code).toBe('already_reviewed');
    expect(second.json.message).toBe('Você já avaliou este produto neste pedido.');
    // The other product of the same order is still open to review.
    const mug = await review(
      where,
      { order_code: code, product_id: where.mug.id, rating: 3, ...words },
      ana.token,
    );
    expect(mug.status).toBe(201);
  });

  it('keeps the text plain and in its limits', async () => {
    const where = await shop();
    const ana = await shopper(where);
    const code = await order(where, ana);
    const base = { order_code: code, product_id: where.vase.id, rating: 5 };
    expect((await review(where, { ...base, ...words, rating: 6 }, ana.token)).status).toBe(400);
    expect(
      (await review(where, { ...base, ...words, title: 'x'.repeat(121) }, ana.token)).status,
    ).toBe(400);
    expect(
      (await review(where, { ...base, ...words, body: 'x'.repeat(2001) }, ana.token)).status,
    ).toBe(400);
    const made = await review(
      where,
      { ...base, title: '<b>Ótimo</b>', body: 'Lindo<script>alert(1)</script>\u0007 demais' },
      ana.token,
    );
    expect(made.status, made.text).toBe(201);
    const listed = await seller(where, 'GET', '/catalog/reviews');
    expect(listed.json.items[0]).toMatchObject({ title: 'Ótimo', body: 'Lindoalert(1) demais' });
  });
});

describe('moderation and the product page', () => {
  it('publishes, hides with a reason and replies, audited; the page shows only what is published', async () => {
    const where = await shop();
    const ratings = [5, 4, 2, 1];
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const who = await shopper(where, true, ['Ana', 'Bruno', 'Caio', 'Davi'][i]);
      const code = await order(where, who);
      advance(60_000);
      const made = await review(
        where,
        { order_code: code, product_id: where.vase.id, rating, ...words },
        who.token,
      );
      expect(made.status, made.text).toBe(201);
      ids.push(made.json.id);
    }
    const page = (query = '') =>
      call(app, 'GET', `/products/${where.vase.slug}/reviews${query}`, { storeId: where.storeId });
    const before = await page();
    expect(before.json).toMatchObject({ total: 0, rating: null, items: [] });

    const moderate = (id: string, body: unknown) =>
      seller(where, 'PUT', `/catalog/reviews/${id}`, body);
    for (const id of ids.slice(0, 3)) {
      advance(60_000);
      expect((await moderate(id, { action: 'publish' })).json.status).toBe('publicada');
    }
    expect((await moderate(ids[2]!, { action: 'hide' })).status).toBe(400);
    const hidden = await moderate(ids[2]!, { action: 'hide', reason: 'Fala de outra loja.' });
    expect(hidden.json).toMatchObject({ status: 'oculta', hidden_reason: 'Fala de outra loja.' });
    const replied = await moderate(ids[1]!, { action: 'reply', reply: 'Obrigado, Bruno!' });
    expect(replied.json.reply).toBe('Obrigado, Bruno!');

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, where.storeId), eq(auditLog.entity, 'review')));
    expect(audit).toHaveLength(5);
    const hide = audit.find((row) => row.action === 'hide')!;
    expect(hide.entityId).toBe(ids[2]);
    expect(hide.before).toMatchObject({ status: 'publicada' });
    expect(hide.after).toMatchObject({ status: 'oculta', hidden_reason: 'Fala de outra loja.' });

    // Published: 5 and 4 (the 2 is hidden, the 1 waits).
    const shown = await page();
    expect(shown.json.total).toBe(2);
    expect(shown.json.rating).toEqual({ average: 4.5, count: 2 });
    expect(shown.json.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
    expect(shown.json.items.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(shown.json.items[0]).toMatchObject({
      author: 'Bruno S.',
      reply: { body: 'Obrigado, Bruno!' },
    });
    expect(shown.headers.get('cache-control') ?? '').not.toContain('private');
    // Every card carries the same figures, from the product's own row (migration 0041).
    const card = async (path: string) => {
      const list = await call(app, 'GET', path, { storeId: where.storeId });
      expect(list.status, list.text).toBe(200);
      const items = (list.json.items ?? [list.json]) as { _id: string; rating: unknown }[];
      return items.find((item) => item._id === where.vase.id)?.rating;
    };
    expect(await card(`/products/${where.vase.slug}`)).toEqual({ average: 4.5, count: 2 });
    expect(await card('/search?q=vaso')).toEqual({ average: 4.5, count: 2 });
    expect(await card(`/products/${where.mug.slug}`)).toBeUndefined();
    expect(
      (await call(app, 'GET', `/products/${where.mug.slug}`, { storeId: where.storeId })).json
        .rating,
    ).toBeNull();
    // Hidden again: out of the figures at once.
    await moderate(ids[1]!, { action: 'hide', reason: 'Teste.' });
    expect(await card(`/products/${where.vase.slug}`)).toEqual({ average: 5, count: 1 });
    await moderate(ids[1]!, { action: 'publish' });

    // The oldest marked useful goes first when sorted by usefulness; one vote per shopper.
    const voter = await shopper(where);
    const vote = () =>
      call(app, 'POST', `/reviews/${ids[0]}/helpful`, {
        storeId: where.storeId,
        token: voter.token,
      });
    expect((await vote()).json.helpful).toBe(1);
    expect((await vote()).json.helpful).toBe(1);
    const useful = await page('?sort=uteis&per_page=1');
    expect(useful.json).toMatchObject({ total: 2, total_pages: 2, per_page: 1 });
    expect(useful.json.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    const second = await page('?sort=uteis&per_page=1&page=2');
    expect(second.json.items.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    // A hidden review takes no vote.
    const hiddenVote = await call(app, 'POST', `/reviews/${ids[2]}/helpful`, {
      storeId: where.storeId,
      token: voter.token,
    });
    expect(hiddenVote.status).toBe(404);

    const waiting = await seller(where, 'GET', '/catalog/reviews?status=pendente');
    expect(waiting.json.items.map((r: { id: string }) => r.id)).toEqual([ids[3]]);

    // Another store's seller sees and touches none of them.
    const elsewhere = await shop();
    expect((await seller(elsewhere, 'GET', '/catalog/reviews')).json.total).toBe(0);
    const foreign = await seller(elsewhere, 'PUT', `/catalog/reviews/${ids[3]}`, {
      action: 'publish',
    });
    expect(foreign.status).toBe(404);
    const theirPage = await call(app, 'GET', `/products/${where.vase.slug}/reviews`, {
      storeId: elsewhere.storeId,
    });
    expect(theirPage.json.total ?? 0).toBe(0);
  });

  it('publishes at once when the store needs no approval; settings are audited and checked', async () => {
    const where = await shop();
    expect((await seller(where, 'GET', '/settings/reviews')).json).toEqual({
      invite_days: 7,
      require_approval: true,
    });
    const bad = await seller(where, 'PUT', '/settings/reviews', {
      invite_days: 61,
      require_approval: false,
    });
    expect(bad.status).toBe(400);
    const put = await seller(where, 'PUT', '/settings/reviews', {
      invite_days: 7,
      require_approval: false,
    });
    expect(put.status, put.text).toBe(200);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, where.storeId), eq(auditLog.entity, 'review_settings')));
    expect(audit.map((row) => row.after)).toEqual([{ require_approval: false }]);
    const ana = await shopper(where);
    const code = await order(where, ana);
    const made = await review(
      where,
      { order_code: code, product_id: where.mug.id, rating: 3, ...words },
      ana.token,
    );
    expect(made.json.status).toBe('publicada');
    const shown = await call(app, 'GET', `/products/${where.mug.slug}/reviews`, {
      storeId: where.storeId,
    });
    expect(shown.json.rating).toEqual({ average: 3, count: 1 });
  });
});

/** A photo sent for a review: by the order's code with the buyer's session, or by the invitation's token. */
async function sendPhoto(
  where: Shop,
  by: { order_code: string; token: string } | { invite: string },
  productId: string,
  bytes: Uint8Array | Buffer,
  name = 'foto.jpg',
) {
  const response = await upload(app, {
    path: '/reviews/photos',
    storeId: where.storeId,
    bytes,
    name,
    ...('invite' in by
      ? { fields: { token: by.invite, product_id: productId } }
      : { token: by.token, fields: { order_code: by.order_code, product_id: productId } }),
  });
  return {
    status: response.status,
    json: (await response.json()) as ReviewPhoto & { code: string; message: string },
  };
}

const photosOf = (storeId: string) =>
  db.select().from(reviewPhotos).where(eq(reviewPhotos.storeId, storeId));

describe('photos on a review', () => {
  it('come from the buyer only, judged by their bytes; show in their order on the page and in the office; the seller takes one out, audited', async () => {
    const where = await shop();
    const ana = await shopper(where, true, 'Ana');
    const code = await order(where, ana);
    const byAna = { order_code: code, token: ana.token };

    const first = await sendPhoto(
      where,
      byAna,
      where.vase.id,
      await photo(800, 600, '#aa3311').jpeg().toBuffer(),
    );
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.width).toBe(800);
    expect(first.json.renditions.map((r: { format: string }) => r.format).sort()).toEqual(
      expect.arrayContaining(['avif', 'webp']),
    );
    const rendition = await app.request(new URL(first.json.src).pathname);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    const second = await sendPhoto(
      where,
      byAna,
      where.vase.id,
      await photo(600, 800, '#1133aa').png().toBuffer(),
      'foto.png',
    );
    expect(second.status).toBe(201);

    // What the bytes are, not the name: an SVG sent as .jpg is refused, nothing kept.
    const svg = await sendPhoto(
      where,
      byAna,
      where.vase.id,
      Buffer.from(SVG_WITH_SCRIPT),
      'foto.jpg',
    );
    expect(svg.status).toBe(415);
    expect(await photosOf(where.storeId)).toHaveLength(2);

    // Only whoever may review that product of that order.
    const bia = await shopper(where, true, 'Bia');
    const notHers = await sendPhoto(
      where,
      { order_code: code, token: bia.token },
      where.vase.id,
      await photo(200, 200).jpeg().toBuffer(),
    );
    expect(notHers).toMatchObject({ status: 403, json: { code: 'not_buyer' } });
    const notInOrder = await sendPhoto(
      where,
      byAna,
      where.other.id,
      await photo(200, 200).jpeg().toBuffer(),
    );
    expect(notInOrder).toMatchObject({ status: 409, json: { code: 'not_in_order' } });
    const paidOnly = await order(where, bia, 'pago');
    const early = await sendPhoto(
      where,
      { order_code: paidOnly, token: bia.token },
      where.vase.id,
      await photo(200, 200).jpeg().toBuffer(),
    );
    expect(early).toMatchObject({ status: 409, json: { code: 'not_delivered' } });
    expect(await photosOf(where.storeId)).toHaveLength(2);

    const made = await review(
      where,
      {
        order_code: code,
        product_id: where.vase.id,
        rating: 5,
        ...words,
        photos: [second.json.id, first.json.id],
      },
      ana.token,
    );
    expect(made.status, made.text).toBe(201);
    // A photo is one review's: the vase's photo named on the mug's review fails it whole.
    const reused = await review(
      where,
      { order_code: code, product_id: where.mug.id, rating: 4, ...words, photos: [first.json.id] },
      ana.token,
    );
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('review_photo_unknown');
    expect(reused.json.message).toBe('Uma das fotos não foi encontrada. Envie-a de novo.');
    const tooMany = await review(
      where,
      {
        order_code: code,
        product_id: where.mug.id,
        rating: 4,
        ...words,
        photos: [first.json.id, second.json.id, first.json.id, second.json.id],
      },
      ana.token,
    );
    expect(tooMany.status).toBe(400);
    const reviewedAlready = await sendPhoto(
      where,
      byAna,
      where.vase.id,
      await photo(200, 200).jpeg().toBuffer(),
    );
    expect(reviewedAlready).toMatchObject({ status: 409, json: { code: 'already_reviewed' } });

    const moderate = (body: unknown) =>
      seller(where, 'PUT', `/catalog/reviews/${made.json.id}`, body);
    expect((await moderate({ action: 'publish' })).status).toBe(200);
    const page = await call(app, 'GET', `/products/${where.vase.slug}/reviews`, {
      storeId: where.storeId,
    });
    const ids = (list: { id: string }[]) => list.map((one) => one.id);
    expect(ids(page.json.items[0].photos)).toEqual([second.json.id, first.json.id]);
    expect(page.json.items[0].photos[1]).toEqual(first.json);
    const office = await seller(where, 'GET', '/catalog/reviews');
    expect(ids(office.json.items[0].photos)).toEqual([second.json.id, first.json.id]);

    const removed = await moderate({ action: 'remove_photo', photo_id: second.json.id });
    expect(removed.status, removed.text).toBe(200);
    expect(ids(removed.json.photos)).toEqual([first.json.id]);
    expect(removed.json.status).toBe('publicada');
    const again = await moderate({ action: 'remove_photo', photo_id: second.json.id });
    expect(again).toMatchObject({ status: 404, json: { code: 'review_photo_not_found' } });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, where.storeId), eq(auditLog.action, 'remove_photo')));
    expect(audit!.before).toMatchObject({ photos: [second.json.id, first.json.id] });
    expect(audit!.after).toMatchObject({ photos: [first.json.id] });
    const shown = await call(app, 'GET', `/products/${where.vase.slug}/reviews`, {
      storeId: where.storeId,
    });
    expect(ids(shown.json.items[0].photos)).toEqual([first.json.id]);
  });

  it('come by the invitation’s link too, up to the limit for one product of an order', async () => {
    const where = await shop();
    const ana = await shopper(where);
    await order(where, ana);
    advance(7 * DAY + 60_000);
    await runJob();
    const [invite] = await invitesTo(ana);
    const token = tokenIn(invite!.text);
    expect(token).not.toBe('');
    const small = await photo(120, 90, '#226644').jpeg().toBuffer();
    const sent = [];
    for (let i = 0; i < 10; i += 1)
      sent.push(await sendPhoto(where, { invite: token }, where.mug.id, small));
    expect(sent.map((one) => one.status)).toEqual(Array(10).fill(201));
    const over = await sendPhoto(where, { invite: token }, where.mug.id, small);
    expect(over).toMatchObject({ status: 409, json: { code: 'review_photos_limit' } });
    const wrong = await sendPhoto(where, { invite: 'x'.repeat(43) }, where.mug.id, small);
    expect(wrong).toMatchObject({ status: 404, json: { code: 'invite_invalid' } });

    const made = await review(where, {
      token,
      product_id: where.mug.id,
      rating: 4,
      ...words,
      photos: [sent[3]!.json.id],
    });
    expect(made.status, made.text).toBe(201);
    const kept = await db
      .select({ id: reviewPhotos.id, position: reviewPhotos.position })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, made.json.id));
    expect(kept).toEqual([{ id: sent[3]!.json.id, position: 0 }]);
  });
});

describe("the demo's clock", () => {
  it("makes days pass since one order's delivery only, then runs the store's invitations", async () => {
    const where = await shop();
    const [ana, bia] = [await shopper(where), await shopper(where, true, 'Bia')];
    const code = await order(where, ana);
    await order(where, bia);
    const elapse = (body: Record<string, unknown>, storeId = where.storeId) =>
      call(app, 'POST', '/dev/reviews/elapse', { storeId, remoteAddress: LOOPBACK, body });
    // The store's default: 7 days after delivery.
    expect((await elapse({ order_code: code, days: 6 })).json).toEqual({ sent: 0 });
    expect((await elapse({ order_code: code.toLowerCase(), days: 1 })).json).toEqual({ sent: 1 });
    expect(await invitesTo(ana)).toHaveLength(1);
    expect(await invitesTo(bia)).toHaveLength(0);
    // Another store's order, or one not delivered, is not found here.
    const other = await shop();
    expect((await elapse({ order_code: code, days: 1 }, other.storeId)).json.code).toBe(
      'order_not_found',
    );
    const unpaid = await order(where, bia, 'pago');
    expect((await elapse({ order_code: unpaid, days: 1 })).status).toBe(404);
  });
});
