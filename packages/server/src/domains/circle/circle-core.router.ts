import { initServer } from '@ts-rest/fastify';
import { circleCoreContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the circle core part (contract circle-core.contract.ts). */
export function circleCoreHandlers(ctx: AppContext) {
  void ctx;
  return s.router(circleCoreContract, {});
}
