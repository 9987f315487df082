import { initServer } from '@ts-rest/fastify';
import { activityEventsContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { activityEventsService } from './activity-events.service';

const s = initServer();

/** Handlers of the activity area's events part (contract activity-events.contract.ts). */
export function activityEventsHandlers(ctx: AppContext) {
  const ev = activityEventsService(ctx);
  return s.router(activityEventsContract, {
    getActivitysByStatuss: open(({ body }, viewerId) => ev.list(viewerId, body)),
    getActivity: open(({ body }, viewerId) => ev.detail(viewerId, body.id)),
    getActivityFee: open(({ body }, viewerId) => ev.fee(viewerId, body.id)),
    getActivityAddress: open(({ body }, viewerId) => ev.address(viewerId, body.id)),
    getActivityPoster: open(({ body }, viewerId) => ev.poster(viewerId, body.id)),
    saveActivity: signedIn(({ body }, userId) => ev.save(userId, body)),
    publishActivity: signedIn(({ body }, userId) => ev.publish(userId, body.id)),
    delActivity: signedIn(({ body }, userId) => ev.remove(userId, body.id)),
    findMyActivities: signedIn(({ body }, userId) => ev.mine(userId, body)),
    notifyActivityAttendees: signedIn(({ body }, userId) => ev.notify(userId, body)),
  });
}
