import type { DbClient } from '../../src/core/db';

/** Test factories of the programme area's promotion part (issue 18). */
type Ctx = { db: DbClient; ids: { id(): string }; clock: { now(): Date } };
const DAY = 86_400_000;

/** An invite activity around now (running unless said otherwise). */
export async function newInviteActivity(ctx: Ctx, o: { target?: number; rewardKeys?: number; status?: string; startAt?: Date; endAt?: Date; title?: string } = {}) {
  const now = ctx.clock.now().getTime();
  return ctx.db.promoInviteActivity.create({
    data: {
      id: ctx.ids.id(),
      title: o.title ?? '邀请活动',
      rules: '规则',
      startAt: o.startAt ?? new Date(now - DAY),
      endAt: o.endAt ?? new Date(now + 30 * DAY),
      target: o.target ?? 2,
      rewardKeys: o.rewardKeys ?? 10,
      status: o.status ?? 'running',
    },
  });
}

/** Fills the card's name, company and position (a complete card for the programmes). */
export const completeCard = (ctx: Ctx, userId: string, name = '张三') => ctx.db.card.update({ where: { userId }, data: { name, company: '某公司', position: '经理' } });

/** Makes the user an ambassador or distributor directly (membership + role), as joining does. */
export async function makeMember(ctx: Ctx, userId: string, kind: 'ambassador' | 'distributor') {
  await ctx.db.promoMember.create({ data: { userId, kind, joinedAt: ctx.clock.now() } });
  await ctx.db.userRole.create({ data: { userId, role: kind, createdAt: ctx.clock.now() } });
}
