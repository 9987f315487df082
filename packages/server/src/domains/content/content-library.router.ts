import { initServer } from '@ts-rest/fastify';
import { contentLibraryContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the content area's library part (contract content-library.contract.ts). */
export function contentLibraryHandlers(ctx: AppContext) {
  void ctx;
  return s.router(contentLibraryContract, {
  });
}
