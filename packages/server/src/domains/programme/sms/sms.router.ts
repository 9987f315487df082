import { initServer } from '@ts-rest/fastify';
import { programmeSmsContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { signedIn } from '../../../lib/handler';
import { smsSendService } from './sms-send.service';
import { smsService } from './sms.service';

const s = initServer();

/** Handlers of the programme area's sms part (contract programme-sms.contract.ts): one service call per route. */
export function smsHandlers(ctx: AppContext) {
  const sms = smsService(ctx);
  const sender = smsSendService(ctx);
  return s.router(programmeSmsContract, {
    findSmsHome: signedIn((_i, userId) => sms.home(userId)),
    applySmsSign: signedIn(({ body }, userId) => sms.applySign(userId, body.text)),
    findSmsSignReviews: signedIn(({ body }) => sms.reviews(body)),
    reviewSmsSign: signedIn(({ body }, userId) => sms.review(userId, body)),
    buySmsPack: signedIn(({ body }, userId) => sms.buyPack(userId, body.packCode)),
    findSmsSetting: signedIn((_i, userId) => sms.setting(userId)),
    saveSmsSetting: signedIn(({ body }, userId) => sms.saveSetting(userId, body)),
    findSmsAuthorization: signedIn((_i, userId) => sms.authorization(userId)),
    saveSmsConsent: signedIn(({ body }, userId) => sms.saveConsent(userId, body.consent)),
    grantSmsCredits: signedIn(({ body }, userId) => sms.grant(userId, body)),
    revokeSmsGrant: signedIn(({ body }, userId) => sms.revoke(userId, body.id)),
    sendSms: signedIn(({ body }, userId) => sender.send(userId, body)),
    findSmsRecords: signedIn(({ body }, userId) => sms.records(userId, body)),
    findSmsRecordDetail: signedIn(({ body }, userId) => sms.recordDetail(userId, body.id)),
    findSmsCredits: signedIn(({ body }, userId) => sms.credits(userId, body)),
  });
}
