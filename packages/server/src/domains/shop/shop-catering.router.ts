import { initServer } from '@ts-rest/fastify';
import { shopCateringContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { shopCateringService } from './shop-catering.service';
import { shopCateringCommentsService } from './shop-catering-comments.service';

const s = initServer();

/** Handlers of the shop area's catering part (contract shop-catering.contract.ts). */
export function shopCateringHandlers(ctx: AppContext) {
  const catering = shopCateringService(ctx);
  const comments = shopCateringCommentsService(ctx);
  return s.router(shopCateringContract, {
    findCateringPackages: open(({ body }, viewerId) => catering.packages(viewerId, body)),
    getCateringShopInfo: open(({ body }, viewerId) => catering.info(viewerId, body)),
    getCommentedScore: open(({ body }) => comments.score(body.shopId)),
    findShopComments: open(({ body }, viewerId) => comments.list(viewerId, body)),
    saveCateringInfo: signedIn(({ body }, userId) => catering.saveInfo(userId, body)),
    saveCateringPackage: signedIn(({ body }, userId) => catering.savePackage(userId, body)),
    delCateringPackage: signedIn(({ body }, userId) => catering.deletePackage(userId, body.proId)),
    findMyCateringPackages: signedIn(({ body }, userId) => catering.myPackages(userId, body)),
    getMyCateringPackage: signedIn(({ body }, userId) => catering.myPackage(userId, body.proId)),
    replyShopComment: signedIn(({ body }, userId) => comments.reply(userId, body)),
    addShopComment: signedIn(({ body }, userId) => comments.add(userId, body)),
  });
}
