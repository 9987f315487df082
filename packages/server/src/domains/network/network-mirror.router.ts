import { initServer } from '@ts-rest/fastify';
import { networkMirrorContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { networkMirrorService } from './network-mirror.service';

const s = initServer();

/** Handlers of the network mirror part (contract network-mirror.contract.ts). */
export function networkMirrorHandlers(ctx: AppContext) {
  const m = networkMirrorService(ctx);
  return s.router(networkMirrorContract, {
    querySlaveMpList: signedIn(({ body }, userId) => m.subs(userId, body)),
    updateMirrorModule: signedIn(({ body }, userId) => m.setSwitches(userId, body.switches)),
    queryMirrorMasterMp: signedIn((_input, userId) => m.masterOf(userId)),
    updateMirrorSlaverAuth: signedIn(({ body }, userId) => m.slaverAuth(userId, body)),
    cancelPush: signedIn(({ body }, userId) => m.cancel(userId, body.pushId)),
    push: signedIn(({ body }, userId) => m.push(userId, body.contentType)),
    upgradeMaster: signedIn((_input, userId) => m.upgrade(userId)),
    unUpgradeMirror: signedIn((_input, userId) => m.undo(userId)),
    mirror: signedIn(({ body }, userId) => m.bind(userId, body.phoneIdEcr)),
    mirrorRequestList: signedIn(({ body }, userId) => m.requests(userId, body)),
    answerMirrorRequest: signedIn(({ body }, userId) => m.answer(userId, body)),
    withdrawMirrorRequest: signedIn((_input, userId) => m.withdraw(userId)),
    leaveMirror: signedIn((_input, userId) => m.leave(userId)),
    switchPromotionVersion: signedIn(({ body }, userId) => m.switchVersion(userId, body.version)),
    getMyMirrorState: signedIn((_input, userId) => m.state(userId)),
    mirrorHistoryList: signedIn(({ body }, userId) => m.history(userId, body)),
    mirrorBindRelationship: signedIn(({ body }, userId) => m.relationship(userId, body)),
    searchMotherUser: signedIn(({ body }, userId) => m.searchMasters(userId, body)),
    searchMirrorSonList: signedIn(({ body }, userId) => m.searchSons(userId, body)),
    in2SearchMirrorSonList: signedIn(({ body }, userId) => m.in2SearchSons(userId, body)),
    msgPushList: signedIn(({ body }, userId) => m.received(userId, body)),
  });
}
