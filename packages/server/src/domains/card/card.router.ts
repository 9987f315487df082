import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { searchOk } from '../../lib/envelope';
import { open, signedIn } from '../../lib/handler';
import { cardListsService } from './card-lists.service';
import { cardMapService } from './card-map.service';
import { cardStyleService } from './card-style.service';
import { cardLayoutService } from './card-layout.service';
import { cardService } from './card.service';
import { cardVisitorOf, issueBeaconPass } from './card-visitor';

const s = initServer();

export function cardRouter(ctx: AppContext) {
  const cards = cardService(ctx);
  const lists = cardListsService(ctx);
  const style = cardStyleService(ctx);
  const map = cardMapService(ctx);
  const layout = cardLayoutService(ctx);
  return s.router(contract.card, {
    // The card call names its visitor (cookie) and hands a visitor the card's beacon pass, like the card page.
    findMpBasicById: open(async ({ params, reply }, viewerId, request) => {
      const visitor = cardVisitorOf(ctx, request, reply);
      const found = await cards.visit(params.phoneIdEcr, viewerId, request.ip, visitor, request.lang);
      if (!found.view.isOwner) issueBeaconPass(ctx, reply, found.view.phoneIdEcr, { ownerId: found.rec.id, visitorId: visitor.visitorId });
      return found.view;
    }),
    findMyCard: signedIn(({ request }, userId) => cards.mine(userId, request.lang)),
    updateMpUserName: signedIn(({ body }, userId) => cards.updateName(userId, body.name)),

    updateMpBasicInfo: signedIn(({ body }, userId) => cards.updateBasicInfo(userId, body)),
    updateMpUserPhone: signedIn(({ body }, userId) => cards.updateMobiles(userId, body.mobiles)),
    updateMpTitle: signedIn(({ body }, userId) => cards.updateTitle(userId, body.title)),
    updateMpSignature: signedIn(({ body }, userId) => cards.updateSignature(userId, body.signature)),
    updateMpProductService: signedIn(({ body }, userId) => cards.updateProductService(userId, body.productService)),
    updateMpSocial: signedIn(({ body }, userId) => cards.updateSocial(userId, body)),
    uploadWeChatQrCode: signedIn(({ body }, userId) => cards.uploadWeChatQr(userId, body.file)),
    findWeiXinQRCode: signedIn((_, userId) => cards.findWeChatQr(userId)),
    delWeChatQrCode: signedIn((_, userId) => cards.deleteWeChatQr(userId)),
    countMpDataCompletion: signedIn((_, userId) => cards.completion(userId)),

    findMpColumns: signedIn((_, userId) => lists.columns(userId)),
    addMpColumn: signedIn(({ body }, userId) => lists.addColumn(userId, body)),
    updateMpColumn: signedIn(({ body: { id, ...input } }, userId) => lists.updateColumn(userId, id, input)),
    sortMpColumn: signedIn(({ body }, userId) => lists.sortColumns(userId, body.ids)),
    delMpColumn: signedIn(({ body }, userId) => lists.deleteColumn(userId, body.id)),
    findMpHonors: signedIn((_, userId) => lists.honours(userId)),
    addMpHonor: signedIn(({ body }, userId) => lists.addHonour(userId, body)),
    updateMpHonor: signedIn(({ body: { id, ...input } }, userId) => lists.updateHonour(userId, id, input)),
    delMpHonor: signedIn(({ body }, userId) => lists.deleteHonour(userId, body.id)),

    getMpImageList: signedIn((_, userId) => style.imageList(userId)),
    updateMpTheme: signedIn(({ body }, userId) => style.updateTheme(userId, body.themeId)),
    uploadBackground: signedIn(({ body }, userId) => style.uploadBackground(userId, body.file)),
    updateMpBackground: signedIn(({ body }, userId) => style.updateBackground(userId, body.backgroundUrl)),
    findBackgroundMusics: open(({ body: { category, ...page }, request }) => style.musics(category, page, request.lang)),
    searchMusics: async ({ body: { keyword, ...page }, request }) => searchOk(request.lang, await style.searchMusics(keyword, page, request.lang)),
    updateMpMusic: signedIn(({ body }, userId) => style.updateMusic(userId, body.musicId)),
    getMpLayoutList: signedIn((_, userId) => layout.list(userId)),
    updateMpLayout: signedIn(({ body }, userId) => layout.updateLayout(userId, body.layoutId)),
    updateMpEnglish: signedIn(({ body }, userId) => layout.updateEnglish(userId, body)),
    updateCompanyBrand: signedIn(({ body }, userId) => layout.updateBrand(userId, body)),
    uploadCompanyLogo: signedIn(({ body }, userId) => layout.uploadLogo(userId, body.file)),

    findMapPointList: signedIn((_, userId) => map.points(userId)),
    addMapPoint: signedIn(({ body }, userId) => map.addPoint(userId, body)),
    updateMapPoint: signedIn(({ body: { id, ...input } }, userId) => map.updatePoint(userId, id, input)),
    delMapPoint: signedIn(({ body }, userId) => map.deletePoint(userId, body.id)),
    setNavigationPoint: signedIn(({ body }, userId) => map.setNavigation(userId, body.id)),
    findNavigationPointByIdEcr: open(({ params }) => map.navigationOf(params.phoneIdEcr)),
    findDomesticAreaCity: open(({ body }) => map.areas(body.province)),
    searchAddress: signedIn(({ body }, userId) => map.searchAddress(userId, body.keyword, body.city)),
    reverseGeocode: signedIn(({ body }, userId) => map.reverseGeocode(userId, body.lat, body.lng)),
  });
}
