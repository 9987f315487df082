import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { searchOk } from '../../lib/envelope';
import { signedIn, userIdOf } from '../../lib/handler';
import { keysService } from './keys.service';
import { spokespersonService } from './spokesperson.service';
import { walletService } from './wallet.service';
import { withdrawService } from './withdraw.service';

const s = initServer();

export function walletRouter(ctx: AppContext) {
  const wallet = walletService(ctx);
  const withdrawals = withdrawService(ctx);
  const keys = keysService(ctx);
  const spokesperson = spokespersonService(ctx);
  // The idempotency facility's key of this request: what a key spend is referenced by (always set on idempotent routes).
  const requestIdOf = (request: FastifyRequest) => request.idempotencyKey ?? ctx.ids.id();
  return s.router(contract.wallet, {
    findWalletIndex: signedIn((_, userId) => wallet.index(userId)),
    rsonFreezeList: signedIn(({ body }, userId, r) => wallet.frozenList(userId, body, r.lang)),
    frozenBills: signedIn(({ body }, userId, request) => wallet.frozenBills(userId, body, request.lang)),
    billingDetails: signedIn(({ body }, userId, request) => wallet.billingDetails(userId, body, request.lang)),
    findWithdrawInfo: signedIn((_, userId) => wallet.withdrawInfo(userId)),
    withdraw: signedIn(({ body }, userId) => withdrawals.withdraw(userId, body, 'wallet')),
    findWithdrawRecords: signedIn(({ body }, userId) => wallet.withdrawRecords(userId, body)),
    bindWechat: signedIn(({ body }, userId) => wallet.bindWechat(userId, body)),
    findBindWechat: signedIn((_, userId) => wallet.findBinding(userId)),
    unbindWechat: signedIn((_, userId) => wallet.unbindWechat(userId)),
    findWalletBalance: signedIn((_, userId) => wallet.balance(userId)),

    findSpokespersonInfo: signedIn((_, userId) => spokesperson.info(userId)),
    bindSpokesperson: signedIn(({ body }, userId) => spokesperson.bind(userId, body.realName)),
    spokespersonCashOut: signedIn(({ body }, userId) => withdrawals.withdraw(userId, body, 'spokesperson')),
    findSpokesmanList: signedIn(({ body }, userId) => spokesperson.referred(userId, body)),

    findGoldenKeyNumber: signedIn((_, userId) => keys.number(userId)),
    unlockModule: signedIn(({ body }, userId) => keys.unlockModule(userId, body.moduleId)),
    exchangeVIPTime: signedIn(({ body }, userId, request) => keys.exchangeVip(userId, body.times, requestIdOf(request))),
    findGoldenKeyGainRecords: signedIn(({ body }, userId, request) => keys.records(userId, 'gain', body, request.lang)),
    findGoldenKeyUseRecords: signedIn(({ body }, userId, request) => keys.records(userId, 'use', body, request.lang)),
    transferGoldenKey: signedIn(({ body }, userId, request) => keys.transfer(userId, body, requestIdOf(request))),
    searchUserByName: async ({ body, request }) => searchOk(request.lang, await keys.searchByName(userIdOf(request), body.keyword)),
    searchUserByMobile: async ({ body, request }) => searchOk(request.lang, await keys.searchByMobile(body.mobile)),
  });
}
