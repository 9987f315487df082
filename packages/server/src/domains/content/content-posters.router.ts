import { initServer } from '@ts-rest/fastify';
import { contentPostersContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the content area's posters part (contract content-posters.contract.ts). */
export function contentPostersHandlers(ctx: AppContext) {
  void ctx;
  return s.router(contentPostersContract, {
  });
}
