import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../src/domains/housekeeping/housekeeping.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser, type FactoryUser } from '../factories';

/** Calls declared idempotent take effect once per request id, whatever the client repeats or races. */
let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx);
  other = await newUser(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const addAlbum = (name: string, requestId: string | undefined, token = me.token, lang?: 'en') =>
  t.post('/photo/addAlbum.xhtml', { name }, token, {
    // The test app's post sends a fresh id unless told otherwise: an empty header stands for "none sent".
    headers: { 'x-request-id': requestId ?? '' },
    ...(lang ? { cookies: { lang } } : {}),
  });
const albums = (user: FactoryUser) => t.ctx.db.album.count({ where: { userId: user.id } });

describe('idempotent calls', () => {
  it('10 concurrent duplicates make one album and get ten identical answers (the losers wait for the first)', async () => {
    const before = await albums(me);
    const answers = await Promise.all(Array.from({ length: 10 }, () => addAlbum('旅行', 'raceRequest000001')));
    expect(await albums(me)).toBe(before + 1);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ status: 200, resultSets: { id: expect.any(String) } });
    expect(answers.filter((r) => r.headers['idempotent-replay'] === 'true')).toHaveLength(9);
  });

  it('a repeat after completion gets the stored answer and adds nothing', async () => {
    const first = await addAlbum('家人', 'repeatRequest0001');
    const before = await albums(me);
    const again = await addAlbum('家人', 'repeatRequest0001');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await albums(me)).toBe(before);
  });

  it('a new request id is a new action', async () => {
    const before = await albums(me);
    await addAlbum('家人', 'repeatRequest0002');
    expect(await albums(me)).toBe(before + 1);
  });

  it('the same id with another body is refused and changes nothing', async () => {
    const before = await albums(me);
    const res = await addAlbum('别的名字', 'repeatRequest0001', me.token, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REQUEST_ID_REUSED', msg: 'This request id was already used for a different request', errors: [{ field: 'requestId' }] });
    expect(await albums(me)).toBe(before);
  });

  it("the same id from another user is that user's own request", async () => {
    const res = await addAlbum('家人', 'repeatRequest0001', other.token);
    expect(res.json().status).toBe(200);
    expect(await albums(other)).toBe(1);
  });

  it('a missing or malformed id is a field error and nothing is added', async () => {
    const before = await albums(me);
    for (const id of [undefined, 'short', 'has spaces in it!']) {
      const res = await addAlbum('无标识', id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REQUEST_ID_INVALID', errors: [{ field: 'requestId' }] });
    }
    expect(await albums(me)).toBe(before);
  });

  it('a refusal is not stored: the key is released and a retry with the same id runs again', async () => {
    const bad = await addAlbum('', 'retryAfterFailure1');
    expect(bad.statusCode).toBe(400);
    expect(await t.ctx.db.idempotencyKey.count({ where: { userId: me.id, state: 'pending' } })).toBe(0);
    const before = await albums(me);
    const good = await addAlbum('', 'retryAfterFailure1');
    expect(good.statusCode).toBe(400); // still invalid, still not stored, still no album
    expect(await albums(me)).toBe(before);
  });

  it('a claim left pending by a server that died is taken over after the lease, not "in progress" for a day', async () => {
    const first = await addAlbum('出差', 'crashedRequest001');
    expect(first.statusCode).toBe(200);
    // The answer was never stored: the server died between its work and its reply.
    const { count } = await t.ctx.db.idempotencyKey.updateMany({
      where: { userId: me.id, state: 'done', response: first.body },
      data: { state: 'pending', response: null, httpStatus: null },
    });
    expect(count).toBe(1);
    const before = await albums(me);
    const tooSoon = await addAlbum('出差', 'crashedRequest001');
    expect(tooSoon.json()).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    t.clock.advance(t.ctx.config.idempotencyLeaseMs);
    const retried = await addAlbum('出差', 'crashedRequest001');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect(await albums(me)).toBe(before + 1);
    expect((await addAlbum('出差', 'crashedRequest001')).headers['idempotent-replay']).toBe('true');
  });

  it('a repeated one-key cleanup does not use a second daily allowance', async () => {
    const u = await newUser(t.ctx);
    const clean = (id: string) => t.post('/acc/oneKeyCleanup.xhtml', {}, u.token, { headers: { 'x-request-id': id } });
    const first = (await clean('cleanupRequest001')).json();
    expect(first.status).toBe(200);
    await clean('cleanupRequest001');
    await clean('cleanupRequest001');
    expect(await t.ctx.db.cleanup.count({ where: { userId: u.id } })).toBe(1);
    expect((await clean('cleanupRequest002')).json().status).toBe(200);
    expect(await t.ctx.db.cleanup.count({ where: { userId: u.id } })).toBe(2);
  });

  it('stored answers expire after a day and housekeeping deletes them', async () => {
    const count = () => t.ctx.db.idempotencyKey.count({ where: { userId: me.id } });
    expect(await count()).toBeGreaterThan(0);
    t.clock.advance(24 * 3_600_000 + 1);
    const removed = await housekeeping(t.ctx);
    expect(removed.idempotencyKeys).toBeGreaterThan(0);
    expect(await count()).toBe(0);
  });
});
