import { initServer } from '@ts-rest/fastify';
import { networkShareBackContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open } from '../../lib/handler';
import { visitorOf } from '../card';
import { shareBackService } from './network-shareback.service';

const s = initServer();

/** Handlers of the network share-back part (contract network-shareback.contract.ts, issue 34). */
export function networkShareBackHandlers(ctx: AppContext) {
  const svc = shareBackService(ctx);
  return s.router(networkShareBackContract, {
    shareBack: open(({ body }, viewerId, request) => svc.shareBack(body, { address: request.ip, visitorId: visitorOf(ctx, request), viewerId })),
    withdrawShareBack: open(({ body }, _viewerId, request) => svc.withdrawByToken(body.token, request.ip)),
    withdrawShareBackByCode: open(({ body }, _viewerId, request) => svc.withdrawByCode(body, request.ip)),
  });
}
