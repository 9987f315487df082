import type { FactoryCtx } from './users';

type Person = { id: string };

/**
 * A registration of `person` for an activity or page (state registered, free, answering the default field "公司"),
 * with its seat counted on the activity.
 */
export async function newRegistration(ctx: FactoryCtx, activity: { id: string }, person: Person, opts: { state?: string; name?: string } = {}) {
  const now = ctx.clock.now();
  await ctx.db.activity.update({ where: { id: activity.id }, data: { enrolled: { increment: 1 } } });
  return ctx.db.activityRegistration.create({
    data: {
      id: ctx.ids.id(),
      activityId: activity.id,
      userId: person.id,
      name: opts.name ?? '报名者',
      mobile: '13800138000',
      answers: JSON.stringify({ f1: '星辰科技' }),
      fieldsSnapshot: JSON.stringify([{ id: 'f1', label: '公司', kind: 'text', required: true, options: [] }]),
      state: opts.state ?? 'registered',
      createdAt: now,
      updatedAt: now,
    },
  });
}
