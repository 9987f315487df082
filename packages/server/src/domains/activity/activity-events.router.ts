import { initServer } from '@ts-rest/fastify';
import { activityEventsContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the activity area's events part (contract activity-events.contract.ts). */
export function activityEventsHandlers(ctx: AppContext) {
  void ctx;
  return s.router(activityEventsContract, {});
}
