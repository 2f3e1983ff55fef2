import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { FIXED_ANSWER_MS } from '../src/lib/background.ts';
import { createCustomer, createSeller, uniqueEmail } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Whether an e-mail has an account must not show in when recover-access or sign-up answers.
// These tests check the mechanism, not a stopwatch (pnpm bench:timing measures): both kinds of
// e-mail finish all their work before the answer, and both answers wait for the same timer.
// Work left after an answer delayed the client's next request (PGlite runs every query on the
// API's one thread), and that is what told an account apart.

const { app, deps, db } = await createTestApp();
const background = deps.background;
let store: Awaited<ReturnType<typeof createStore>>;
beforeAll(async () => {
  store = await createStore(db);
});
afterEach(() => {
  vi.useRealTimers();
});

// The app itself, not the harness's app.request (which waits for the background queue).
let lastOctet = 0;
const raw = {
  request: (path: string, init?: RequestInit, env?: object) =>
    app.fetch(new Request(`http://localhost${path}`, init), env),
};
const post = (path: string, body: unknown) =>
  call(raw, 'POST', path, {
    storeId: store.id,
    body,
    headers: { 'X-Forwarded-For': `200.101.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}` },
    remoteAddress: '127.0.0.1',
  });

/**
 * Event-loop turns (setImmediate, which the fake timers leave alone) until `done()`, for up to
 * 15 s of the real clock (Date is not faked). A budget in turns would not do: ten thousand idle
 * turns pass in ~30 ms, less than one PostgreSQL round trip on a loaded machine.
 */
async function turnsUntil(done: () => boolean) {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((next) => setImmediate(next));
  }
}

const emailsTo = (to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

/** Sends the request with the timers stopped; returns what was true just before it answered. */
async function answerOnTheTimer(path: string, body: { email: string }) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const startedBefore = background.started;
  let answered = false;
  const answer = post(path, body).then((res) => {
    answered = true;
    return res;
  });
  // The rate limits run, then the request's work starts; wait for it to finish.
  await turnsUntil(() => background.started > startedBefore);
  await background.idle();
  const emailsBeforeAnswer = await emailsTo(body.email);
  await vi.advanceTimersByTimeAsync(FIXED_ANSWER_MS - 1);
  const answeredEarly = answered;
  await vi.advanceTimersByTimeAsync(1);
  const res = await answer;
  return { res, answeredEarly, emailsBeforeAnswer };
}

describe.each([
  ['customer recover-access', '/customers/recover-access', 'recover_access'],
  ['seller recover-access', '/sellers/recover-access', 'recover_access'],
  ['sign-up', '/customers/sign-up', 'recover_access'],
])('%s', (_name, path, template) => {
  const body = (email: string) =>
    path.endsWith('sign-up') ? { first_name: 'Rita', last_name: 'Alves', email } : { email };
  const account = (email: string) =>
    path.startsWith('/sellers')
      ? createSeller(db, store.id, { email })
      : createCustomer(db, store.id, { email });

  it('does all the work of an e-mail with an account before answering, on the same timer', async () => {
    const email = uniqueEmail();
    await account(email);
    const { res, answeredEarly, emailsBeforeAnswer } = await answerOnTheTimer(path, body(email));
    expect(res.status).toBe(202);
    expect(answeredEarly).toBe(false);
    // The link was made and the e-mail written while the answer still waited.
    expect(emailsBeforeAnswer.map((row) => row.template)).toEqual([template]);
  });

  it('answers an e-mail without an account on that same timer, not sooner', async () => {
    const email = uniqueEmail();
    const { res, answeredEarly } = await answerOnTheTimer(path, body(email));
    expect(res.status).toBe(202);
    expect(answeredEarly).toBe(false);
  });

  it('gives both the same answer', async () => {
    const email = uniqueEmail();
    await account(email);
    const known = await answerOnTheTimer(path, body(email));
    const unknown = await answerOnTheTimer(path, body(uniqueEmail()));
    expect([known.res.status, known.res.json]).toEqual([unknown.res.status, unknown.res.json]);
  });
});

describe('answerAtFixedTime', () => {
  it('answers when the timer fires even if the work is still running, and logs it', async () => {
    const warn = vi.spyOn(deps.logger, 'warn');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const email = uniqueEmail();
    await createCustomer(db, store.id, { email });
    // A mail server that has not answered yet: the work outlasts the fixed time.
    let deliver!: () => void;
    const outbox = deps.mailer;
    deps.mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          deliver = resolve;
        }),
    };
    try {
      const answer = post('/customers/recover-access', { email });
      await turnsUntil(() => deliver !== undefined);
      await vi.advanceTimersByTimeAsync(FIXED_ANSWER_MS);
      expect((await answer).status).toBe(202);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ task: 'customer recover-access' }),
        expect.stringContaining('outlasted'),
      );
      deliver();
      await background.idle();
      expect((await emailsTo(email)).map((row) => row.status)).toEqual(['sent']);
    } finally {
      deps.mailer = outbox;
      warn.mockRestore();
    }
  });
});
