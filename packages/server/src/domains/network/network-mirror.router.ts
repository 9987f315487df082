import { initServer } from '@ts-rest/fastify';
import { networkMirrorContract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

/** Handlers of the network mirror part (contract network-mirror.contract.ts). */
export function networkMirrorHandlers(ctx: AppContext) {
  void ctx;
  return s.router(networkMirrorContract, {});
}
