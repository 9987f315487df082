import { initServer } from '@ts-rest/fastify';
import { circleCoreContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open } from '../../lib/handler';
import { loadCircle } from './circle-access';
import { detailOf } from './circle-views';

const s = initServer();

/** Handlers of the circle core part (contract circle-core.contract.ts). */
export function circleCoreHandlers(ctx: AppContext) {
  return s.router(circleCoreContract, {
    circleDetail: open(async ({ body }, viewerId) => {
      const { circle, me } = await loadCircle(ctx, body.cid, viewerId);
      return detailOf(ctx, circle, me);
    }),
  });
}
