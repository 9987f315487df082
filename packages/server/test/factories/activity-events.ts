import type { FactoryCtx } from './users';

/**
 * A registration row of `user` for an activity, as the registration part would write it (state registered by
 * default): what the events part reads for the viewer's state, the fee lock and the attendees it notifies.
 */
export function newEventRegistration(
  ctx: FactoryCtx,
  activity: { id: string; feeFen?: number },
  user: { id: string },
  state: 'unpaid' | 'registered' | 'cancelled' | 'refunded' = 'registered',
) {
  const now = ctx.clock.now();
  return ctx.db.activityRegistration.create({
    data: { id: ctx.ids.id(), activityId: activity.id, userId: user.id, name: '报名人', mobile: '13800000000', feeFen: activity.feeFen ?? 0, state, createdAt: now, updatedAt: now },
  });
}
