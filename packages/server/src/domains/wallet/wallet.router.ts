import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';

const s = initServer();

export function walletRouter(_ctx: AppContext) {
  return s.router(contract.wallet, {});
}
