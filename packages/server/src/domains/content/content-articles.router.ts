import { initServer } from '@ts-rest/fastify';
import { contentArticlesContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the content area's articles part (contract content-articles.contract.ts). */
export function contentArticlesHandlers(ctx: AppContext) {
  void ctx;
  return s.router(contentArticlesContract, {
  });
}
