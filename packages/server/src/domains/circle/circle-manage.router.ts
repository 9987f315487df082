import { initServer } from '@ts-rest/fastify';
import { circleManageContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the circle manage part (contract circle-manage.contract.ts). */
export function circleManageHandlers(ctx: AppContext) {
  void ctx;
  return s.router(circleManageContract, {});
}
