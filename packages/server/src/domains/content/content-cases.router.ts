import { initServer } from '@ts-rest/fastify';
import { contentCasesContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the content area's cases part (contract content-cases.contract.ts). */
export function contentCasesHandlers(ctx: AppContext) {
  void ctx;
  return s.router(contentCasesContract, {
  });
}
