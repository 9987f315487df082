import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { beijingAt, newUser, seedStudyLessons, type FactoryUser } from '../factories';

/**
 * The seven-day study guide (issue 18, checkin part): the guide starts at the first open; lesson N unlocks N-1 Beijing
 * days later; lessons are finished in order; progress counts finished lessons.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await seedStudyLessons(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const home = (u: FactoryUser) => api().findStudyHome({ token: u.token, query: {} });
const lesson = (u: FactoryUser, day: number) => api().findStudyLesson({ token: u.token, query: { day } as never });
const finish = (u: FactoryUser, day: number) => api().finishStudyLesson({ token: u.token, body: { day } as never });

describe(`study guide (${testEngine()})`, () => {
  it('the first open starts the guide: lesson 1 open, the others locked with their unlock days', async () => {
    t.clock.set(beijingAt('2032-02-10', '23:30')); // late evening Beijing: still the 10th
    const u = await newUser(t.ctx);
    const h = okOf(await home(u));
    expect(h.startDay).toBe('2032-02-10');
    expect(h.progress).toEqual({ finished: 0, total: 7, percent: 0 });
    expect(h.lessons.map((l) => l.state)).toEqual(['open', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(h.lessons[6]).toMatchObject({ day: 7, unlocksOn: '2032-02-16', titleZh: expect.any(String), titleEn: expect.any(String) });
    expect(h.lessons[0]!.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const one = okOf(await lesson(u, 1));
    expect(one.bodyZh.length).toBeGreaterThan(10);
    expect(refusalOf(await lesson(u, 2))).toMatchObject({ code: 'STUDY_LESSON_LOCKED', field: 'day' });
    // A later open keeps the start.
    t.clock.set(beijingAt('2032-02-11', '00:00'));
    expect(okOf(await home(u)).startDay).toBe('2032-02-10');
    expect(okOf(await home(u)).lessons[1]!.state).toBe('open');
  });

  it('finishing: in order, not before unlocking, twice changes nothing; progress counts', async () => {
    t.clock.set(beijingAt('2032-03-01', '08:00'));
    const u = await newUser(t.ctx);
    okOf(await home(u));
    expect(refusalOf(await finish(u, 2))).toMatchObject({ code: 'STUDY_LESSON_LOCKED', field: 'day' });
    const f1 = okOf(await finish(u, 1));
    expect(f1).toMatchObject({ day: 1, state: 'finished', progress: { finished: 1, total: 7, percent: 14 } });
    expect(okOf(await finish(u, 1)).progress.finished).toBe(1);
    t.clock.set(beijingAt('2032-03-03', '08:00')); // lessons 2 and 3 unlocked
    expect(refusalOf(await finish(u, 3))).toMatchObject({ code: 'STUDY_OUT_OF_ORDER', field: 'day' });
    okOf(await finish(u, 2));
    expect(okOf(await finish(u, 3)).progress).toEqual({ finished: 3, total: 7, percent: 42 });
    const h = okOf(await home(u));
    expect(h.lessons.map((l) => l.state)).toEqual(['finished', 'finished', 'finished', 'locked', 'locked', 'locked', 'locked']);
    expect(await t.ctx.db.checkinStudyProgress.count({ where: { userId: u.id } })).toBe(3);
  });

  it('bad input names the field and writes nothing; concurrent finishing leaves one row', async () => {
    t.clock.set(beijingAt('2032-04-01', '08:00'));
    const u = await newUser(t.ctx);
    expect(refusalOf(await finish(u, 0)).field).toBe('day');
    expect(refusalOf(await finish(u, 8)).field).toBe('day');
    expect(refusalOf(await lesson(u, 'x' as never)).field).toBe('day');
    expect(await t.ctx.db.checkinStudyProgress.count({ where: { userId: u.id } })).toBe(0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => finish(u, 1)));
    for (const a of answers) expect(okOf(a).progress.finished).toBe(1);
    expect(await t.ctx.db.checkinStudyProgress.count({ where: { userId: u.id } })).toBe(1);
  });
});
