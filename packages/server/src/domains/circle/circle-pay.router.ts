import { initServer } from '@ts-rest/fastify';
import { circlePayContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the circle pay part (contract circle-pay.contract.ts). */
export function circlePayHandlers(ctx: AppContext) {
  void ctx;
  return s.router(circlePayContract, {});
}
