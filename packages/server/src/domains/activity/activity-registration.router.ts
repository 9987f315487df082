import { initServer } from '@ts-rest/fastify';
import { activityRegistrationContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the activity area's registration part (contract activity-registration.contract.ts). */
export function activityRegistrationHandlers(ctx: AppContext) {
  void ctx;
  return s.router(activityRegistrationContract, {});
}
