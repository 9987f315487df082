import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok, searchOk } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { cardListsService } from './card-lists.service';
import { cardMapService } from './card-map.service';
import { cardStyleService } from './card-style.service';
import { cardService } from './card.service';

const s = initServer();

export function cardRouter(ctx: AppContext) {
  const cards = cardService(ctx);
  const lists = cardListsService(ctx);
  const style = cardStyleService(ctx);
  const map = cardMapService(ctx);
  return s.router(contract.card, {
    findMpBasicById: async ({ params, request }) =>
      ok(request.lang, await cards.visit(params.phoneIdEcr, request.session?.userId ?? null, `${request.ip}|${request.headers['user-agent'] ?? ''}`)),
    findMyCard: async ({ request }) => ok(request.lang, await cards.mine(userIdOf(request))),
    updateMpUserName: async ({ body, request }) => ok(request.lang, await cards.updateName(userIdOf(request), body.name)),

    updateMpBasicInfo: async ({ body, request }) => ok(request.lang, await cards.updateBasicInfo(userIdOf(request), body)),
    updateMpUserPhone: async ({ body, request }) => ok(request.lang, await cards.updateMobiles(userIdOf(request), body.mobiles)),
    updateMpTitle: async ({ body, request }) => ok(request.lang, await cards.updateTitle(userIdOf(request), body.title)),
    updateMpSignature: async ({ body, request }) => ok(request.lang, await cards.updateSignature(userIdOf(request), body.signature)),
    updateMpProductService: async ({ body, request }) => ok(request.lang, await cards.updateProductService(userIdOf(request), body.productService)),
    updateMpSocial: async ({ body, request }) => ok(request.lang, await cards.updateSocial(userIdOf(request), body)),
    uploadWeChatQrCode: async ({ body, request }) => ok(request.lang, await cards.uploadWeChatQr(userIdOf(request), body.file)),
    findWeiXinQRCode: async ({ request }) => ok(request.lang, await cards.findWeChatQr(userIdOf(request))),
    delWeChatQrCode: async ({ request }) => ok(request.lang, await cards.deleteWeChatQr(userIdOf(request))),
    countMpDataCompletion: async ({ request }) => ok(request.lang, await cards.completion(userIdOf(request))),

    findMpColumns: async ({ request }) => ok(request.lang, await lists.columns(userIdOf(request))),
    addMpColumn: async ({ body, request }) => ok(request.lang, await lists.addColumn(userIdOf(request), body)),
    updateMpColumn: async ({ body: { id, ...input }, request }) => ok(request.lang, await lists.updateColumn(userIdOf(request), id, input)),
    sortMpColumn: async ({ body, request }) => ok(request.lang, await lists.sortColumns(userIdOf(request), body.ids)),
    delMpColumn: async ({ body, request }) => ok(request.lang, await lists.deleteColumn(userIdOf(request), body.id)),
    findMpHonors: async ({ request }) => ok(request.lang, await lists.honours(userIdOf(request))),
    addMpHonor: async ({ body, request }) => ok(request.lang, await lists.addHonour(userIdOf(request), body)),
    updateMpHonor: async ({ body: { id, ...input }, request }) => ok(request.lang, await lists.updateHonour(userIdOf(request), id, input)),
    delMpHonor: async ({ body, request }) => ok(request.lang, await lists.deleteHonour(userIdOf(request), body.id)),

    getMpImageList: async ({ request }) => ok(request.lang, await style.imageList(userIdOf(request))),
    updateMpTheme: async ({ body, request }) => ok(request.lang, await style.updateTheme(userIdOf(request), body.themeId)),
    uploadBackground: async ({ body, request }) => ok(request.lang, await style.uploadBackground(userIdOf(request), body.file)),
    updateMpBackground: async ({ body, request }) => ok(request.lang, await style.updateBackground(userIdOf(request), body.backgroundUrl)),
    findBackgroundMusics: async ({ body: { category, ...page }, request }) => ok(request.lang, await style.musics(category, page)),
    searchMusics: async ({ body: { keyword, ...page }, request }) => searchOk(request.lang, await style.searchMusics(keyword, page)),
    updateMpMusic: async ({ body, request }) => ok(request.lang, await style.updateMusic(userIdOf(request), body.musicId)),

    findMapPointList: async ({ request }) => ok(request.lang, await map.points(userIdOf(request))),
    addMapPoint: async ({ body, request }) => ok(request.lang, await map.addPoint(userIdOf(request), body)),
    updateMapPoint: async ({ body: { id, ...input }, request }) => ok(request.lang, await map.updatePoint(userIdOf(request), id, input)),
    delMapPoint: async ({ body, request }) => ok(request.lang, await map.deletePoint(userIdOf(request), body.id)),
    setNavigationPoint: async ({ body, request }) => ok(request.lang, await map.setNavigation(userIdOf(request), body.id)),
    findNavigationPointByIdEcr: async ({ params, request }) => ok(request.lang, await map.navigationOf(params.phoneIdEcr)),
    findDomesticAreaCity: async ({ body, request }) => ok(request.lang, map.areas(body.province)),
  });
}
