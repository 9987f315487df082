import { initServer } from '@ts-rest/fastify';
import { networkRadarContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the network radar part (contract network-radar.contract.ts). */
export function networkRadarHandlers(ctx: AppContext) {
  void ctx;
  return s.router(networkRadarContract, {});
}
