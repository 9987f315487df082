import { initServer } from '@ts-rest/fastify';
import { contentPagesContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the content area's pages part (contract content-pages.contract.ts). */
export function contentPagesHandlers(ctx: AppContext) {
  void ctx;
  return s.router(contentPagesContract, {
  });
}
