import { afterAll, beforeAll, expect, it } from 'vitest';
import { housekeeping } from '../../src/domains/housekeeping/housekeeping.service';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

it('deletes codes and sessions more than a day past their end, and keeps everything younger', async () => {
  const { phoneIdEcr } = await t.register('13951000001');
  const user = await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr }, select: { id: true } });
  const now = t.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const code = (id: string, expiresAt: Date) =>
    t.ctx.db.verificationCode.create({ data: { id, target: '+8613951000009', purpose: 'captcha', codeHash: 'h', expiresAt, createdAt: at(-3 * DAY) } });
  await code('codeOld0000000001', at(-DAY - 1000));
  await code('codeYoung00000001', at(-DAY + 60_000));
  const session = (id: string, data: { expiresAt: Date; revokedAt?: Date }) => t.ctx.db.session.create({ data: { id, tokenHash: `hash-${id}`, userId: user.id, ...data } });
  await session('sessExpiredLongAgo', { expiresAt: at(-2 * DAY) });
  await session('sessRevokedLongAgo', { expiresAt: at(10 * DAY), revokedAt: at(-2 * DAY) });
  await session('sessRevokedRecently', { expiresAt: at(10 * DAY), revokedAt: at(-60_000) });

  const removed = await housekeeping(t.ctx);
  expect(removed).toEqual({ codes: 1, sessions: 2, idempotencyKeys: 0 });
  const codes = await t.ctx.db.verificationCode.findMany({ where: { id: { in: ['codeOld0000000001', 'codeYoung00000001'] } }, select: { id: true } });
  expect(codes.map((c) => c.id)).toEqual(['codeYoung00000001']);
  const left = await t.ctx.db.session.findMany({ where: { userId: user.id }, select: { id: true } });
  expect(left.map((s) => s.id).sort()).toEqual(expect.arrayContaining(['sessRevokedRecently']));
  expect(left.map((s) => s.id)).not.toContain('sessExpiredLongAgo');
  expect(left.map((s) => s.id)).not.toContain('sessRevokedLongAgo');
  // The registration's own live session is untouched.
  expect(left.length).toBe(2);
});
