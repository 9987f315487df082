import { initServer } from '@ts-rest/fastify';
import { circleBulletinContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the circle bulletin part (contract circle-bulletin.contract.ts). */
export function circleBulletinHandlers(ctx: AppContext) {
  void ctx;
  return s.router(circleBulletinContract, {});
}
