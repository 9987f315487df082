import { newSmsAccount, newSmsGrant, newSmsRecord, newSmsSign } from '../factories/programme-sms';
import { SAMPLES, SWEEP_POSTER_TEMPLATE } from './samples';
import {
  fundWallet, newAdvisory, newMicroPage, newPageLead, newAlbum, newArticle, newArticleFold, newBindRequest, newCase, newVisitEvent, newContactEntry, newContactLabel, newCircleOrder, newColumn, newHonour, newLinkSet, newMapPoint, newMessage, newMirrorPush, newOrder, setTxPwd, type FactoryCtx,
  newPictureLabel, newPicture, newMaterialLabel, newPhotoMaterial, newMoment, newPosterRecord, newPosterTemplate,
  newVideoUpload, newVideoLabel, newVideoType, newMicroVideo, newVideoProduct, newDeliveryAddress, newUser,
  newVideoSync, newMirrorLink, newShop, newProductType, newProduct, newShopOrder, newShopComment, newShopSale, newActivity, newRegistration,
} from '../factories';
import { newComplaint, newConversation, newTicket } from '../factories/service';
import { newShakeDevice } from '../factories/programme-shake';
import type { AppContext } from '../../src/context';
import type { IdField } from '../helpers/contract-walk';
import type { Kind } from './foreign-kinds';
import { newNicknameCustom } from '../factories/programme-persona';
import { newCustody } from '../factories/programme-dealer';

/** One owner's objects of every kind (foreign-kinds.ts says which kind an id field names). */
export type OwnedObjects = Record<Kind, string[]>;

/**
 * One of each owned object (two where order matters) for `owner`, made by the factories. A list field gets all
 * of a kind, which is exactly what a sort call of that owner sends (the photos of its one album, and so on).
 */
export async function ownedObjects(ctx: FactoryCtx, owner: { id: string }): Promise<OwnedObjects> {
  const album = await newAlbum(ctx, owner, { photos: 2 });
  const set = await newLinkSet(ctx, owner, { links: 2 });
  const twice = async <T extends { id: string }>(make: () => Promise<T>) => [(await make()).id, (await make()).id];
  const cases = [...(await twice(() => newCase(ctx, owner))), (await newCase(ctx, owner, { state: 'forbidden' })).id];
  // A bound sub card, so the owner is a master whose video pushes (pushMicroVideoSync) can succeed.
  await newMirrorLink(ctx, owner, await newUser(ctx));
  return {
    album: [album.id], photo: album.photoIds, linkSet: [set.id], miniLink: set.linkIds,
    column: await twice(() => newColumn(ctx, owner)),
    honour: await twice(() => newHonour(ctx, owner)),
    mapPoint: await twice(() => newMapPoint(ctx, owner)),
    message: [(await newMessage(ctx, owner)).id],
    bindRequest: [(await newBindRequest(ctx, owner)).id],
    contactLabel: [(await newContactLabel(ctx, owner)).id],
    contact: [(await newContactEntry(ctx, owner)).id],
    radarVisitor: [(await newVisitEvent(ctx, owner, `sweepVisitor${owner.id.slice(0, 8)}`)).visitorKey],
    advisory: [(await newAdvisory(ctx, owner)).id],
    mirrorPush: [(await newMirrorPush(ctx, owner)).id],
    ...(await sms(ctx, owner)),
    designCase: cases, forbiddenCase: cases.slice(-1),
    ...(await library(ctx, owner)),
    ...(await posters(ctx as AppContext, owner)),
    ...(await articles(ctx, owner)),
    ...(await microPages(ctx, owner)),
    ...(await orders(ctx, owner)),
    ...(await videoUploads(ctx, owner)),
    ...(await videoLibrary(ctx, owner)),
    ...(await videoCart(ctx, owner)),
    activity: [(await newActivity(ctx, owner)).id],
    activityDraft: [(await newActivity(ctx, owner, { status: 'draft' })).id],
    activityEnded: [(await newActivity(ctx, owner, { startTime: new Date(ctx.clock.now().getTime() - 2 * 86_400_000), endTime: new Date(ctx.clock.now().getTime() - 86_400_000) })).id],
    ...(await registrations(ctx, owner)),
    chatConversation: [(await newConversation(ctx, owner)).id],
    serviceTicket: [(await newTicket(ctx, owner)).id],
    shakeDevice: [(await newShakeDevice(ctx, owner)).id],
    complaint: [(await newComplaint(ctx, owner)).id],
    personaCustom: [(await newNicknameCustom(ctx, owner)).id],
    // Dealer part: the owner's own request, a request to the owner as custodian, a card in the owner's custody.
    custodyAsked: [(await newCustody(ctx, owner, await newUser(ctx), 'requested')).id],
    custodyToAccept: [(await newCustody(ctx, await newUser(ctx), owner, 'requested')).id],
    custodyKept: [(await newCustody(ctx, await newUser(ctx), owner, 'active')).id],
    ...(await catering(ctx, owner)),
    catalogProduct: [(await newProduct(ctx, (await ctx.db.shop.findUnique({ where: { userId: owner.id } })) ?? await newShop(ctx, owner))).id],
    ...(await shopGoods(ctx, owner)),
    ...(await shopOrders(ctx, owner)),
    videoSync: [(await newVideoSync(ctx, await newMicroVideo(ctx, await newUser(ctx)), owner)).id],
    // Last: a new order names every published video of the owner, whichever part's factory made it.
    publishedVideos: (await ctx.db.microVideo.findMany({ where: { userId: owner.id, state: 'published', takenDownAt: null }, select: { id: true } })).map((v) => v.id),
  };
}

/**
 * A poster record of the owner. Templates are the platform's catalogue: the sample `materialId` (samples.ts) names
 * one made here once, so calls that take a template reach their real work.
 */
async function posters(ctx: AppContext, owner: { id: string }) {
  if (!(await ctx.db.posterMaterial.findUnique({ where: { id: SWEEP_POSTER_TEMPLATE }, select: { id: true } }))) {
    await newPosterTemplate(ctx, { id: SWEEP_POSTER_TEMPLATE });
  }
  return { posterRecord: [(await newPosterRecord(ctx, owner)).id] };
}

/** Two folds of the owner's card, a fold of the owner's company (when in one), a hidden article. */
async function articles(ctx: FactoryCtx, owner: { id: string }) {
  const me = await ctx.db.user.findUnique({ where: { id: owner.id }, select: { companyId: true } });
  return {
    articleFold: [(await newArticleFold(ctx, owner)).id, (await newArticleFold(ctx, owner)).id],
    companyArticleFold: me?.companyId ? [(await newArticleFold(ctx, owner, { companyId: me.companyId })).id] : [],
    article: [(await newArticle(ctx, owner, { hidden: true })).id],
  };
}

/** The library part: a picture label with a picture, an own material label with an own item, an own moments text. */
async function library(ctx: FactoryCtx, owner: { id: string }) {
  const pictureLabel = await newPictureLabel(ctx, owner);
  const materialLabel = await newMaterialLabel(ctx, owner);
  return {
    pictureLabel: [pictureLabel.id], picture: [(await newPicture(ctx, owner, { labelId: pictureLabel.id })).id],
    materialLabel: [materialLabel.id], photoMaterial: [(await newPhotoMaterial(ctx, owner, [materialLabel.id])).id],
    moment: [(await newMoment(ctx, owner)).id],
  };
}

/** Micro video uploads: a finished upload log of the owner, an own label and an own type. */
async function videoUploads(ctx: FactoryCtx, owner: { id: string }) {
  return {
    videoUpload: [(await newVideoUpload(ctx, owner, { status: 'done' })).id],
    videoLabel: [(await newVideoLabel(ctx, owner)).id], videoType: [(await newVideoType(ctx, owner)).id],
  };
}

/** A published page of the owner with one lead. */
async function microPages(ctx: FactoryCtx, owner: { id: string }) {
  const page = await newMicroPage(ctx, owner, { publish: true });
  return { microPage: [page.id], pageLead: [(await newPageLead(ctx, page)).id] };
}

/**
 * Orders in each state, priced at the sample amount, with the wallet money and the sample transaction password
 * the pay calls' control needs (so the owner's own call can succeed).
 */
async function orders(ctx: FactoryCtx, owner: { id: string }) {
  const amountFen = Number(SAMPLES.amountFen);
  await fundWallet(ctx, owner.id, amountFen);
  await setTxPwd(ctx, owner.id, String(SAMPLES.txPwd));
  return {
    order: [(await newOrder(ctx, owner, 'created', amountFen)).id],
    paidOrder: [(await newOrder(ctx, owner, 'paid', amountFen)).id],
    refundingOrder: [(await newOrder(ctx, owner, 'refunding', amountFen)).id],
    circleOrder: [(await newCircleOrder(ctx, owner, 'created', amountFen)).id],
    paidCircleOrder: [(await newCircleOrder(ctx, owner, 'paid', amountFen)).id],
  };
}

/** The wire value of an id field from a set of objects: one id, or a comma-joined list. */
export const idValue = (objs: OwnedObjects, kind: Kind, f: IdField) => (f.list ? objs[kind].join(',') : objs[kind][0]!);

/**
 * Catering: a package of the owner's catering shop (an existing shop of theirs, made by another part's factory, turns
 * catering: one shop per user), a received order of another shop bought by the owner, a comment on the owner's shop.
 */
async function catering(ctx: FactoryCtx, owner: { id: string }) {
  const existing = await ctx.db.shop.findUnique({ where: { userId: owner.id } });
  const shop = existing ? await ctx.db.shop.update({ where: { id: existing.id }, data: { kind: 'catering' } }) : await newShop(ctx, owner, { kind: 'catering' });
  const other = await newShop(ctx, await newUser(ctx), { kind: 'catering' });
  return {
    cateringPackage: [(await newProduct(ctx, shop, { kind: 'package' })).id],
    receivedShopOrder: [(await newShopOrder(ctx, other, owner)).id],
    shopComment: [(await newShopComment(ctx, shop, await newUser(ctx))).id],
  };
}

/**
 * Shop goods: the owner's one product type (a sort names every type once, and a list field travels comma-joined,
 * which a repeated parameter reads as one id) and a goods product, in their one shop.
 */
async function shopGoods(ctx: FactoryCtx, owner: { id: string }) {
  const shop = (await ctx.db.shop.findUnique({ where: { userId: owner.id } })) ?? await newShop(ctx, owner);
  return {
    productType: [(await newProductType(ctx, shop, '甲类')).id],
    goodsProduct: [(await newProduct(ctx, shop)).id],
  };
}

/**
 * Shop orders: a cart line of another shop's product, orders the owner bought (shipped, paid, refund pending) and
 * orders of the owner's shop (to ship, refund pending twice: approving and refusing each take one).
 */
async function shopOrders(ctx: FactoryCtx, owner: { id: string }) {
  const own = (await ctx.db.shop.findUnique({ where: { userId: owner.id } })) ?? await newShop(ctx, owner);
  const other = await newShop(ctx, await newUser(ctx));
  const product = await newProduct(ctx, other, { stock: 50 });
  const now = ctx.clock.now();
  const line = await ctx.db.shopCartItem.create({ data: { id: ctx.ids.id(), userId: owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } });
  const buyer = await newUser(ctx);
  return {
    shopCartLine: [line.id],
    boughtShippedOrder: [(await newShopSale(ctx, other, owner, { shipState: 'shipped' })).id],
    boughtPaidOrder: [(await newShopSale(ctx, other, owner)).id],
    boughtRefundingOrder: [(await newShopSale(ctx, other, owner, { orderState: 'refunding' })).id],
    soldToShipOrder: [(await newShopSale(ctx, own, buyer)).id],
    soldRefundingOrder: [(await newShopSale(ctx, own, buyer, { orderState: 'refunding' })).id],
    soldRefusableOrder: [(await newShopSale(ctx, own, buyer, { orderState: 'refunding' })).id],
  };
}

/** Micro video library: two published videos and a draft of the owner, an own epilogue and an own ad. */
async function videoLibrary(ctx: FactoryCtx, owner: { id: string }) {
  const now = ctx.clock.now();
  return {
    microVideo: [(await newMicroVideo(ctx, owner)).id, (await newMicroVideo(ctx, owner)).id],
    videoDraft: [(await newMicroVideo(ctx, owner, { state: 'draft' })).id],
    videoEpilogue: [(await ctx.db.videoEpilogue.create({ data: { id: ctx.ids.id(), userId: owner.id, name: '片尾', imageUrl: '/files/builtin/e.png', createdAt: now } })).id],
    videoAd: [(await ctx.db.videoAd.create({ data: { id: ctx.ids.id(), userId: owner.id, title: '广告', imageUrl: '/files/builtin/a.png', createdAt: now } })).id],
  };
}

/**
 * Micro video goods of the owner: a product on their video; a cart line of another seller's visible product; an
 * address; a taken-down video (what batchDelViolationMicroVideo deletes).
 */
async function videoCart(ctx: FactoryCtx, owner: { id: string }) {
  const seller = await newUser(ctx);
  const product = await newVideoProduct(ctx, await newMicroVideo(ctx, seller));
  const now = ctx.clock.now();
  const line = await ctx.db.videoCartItem.create({ data: { id: ctx.ids.id(), userId: owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } });
  return {
    videoProduct: [(await newVideoProduct(ctx, await newMicroVideo(ctx, owner))).id],
    cartItem: [line.id],
    deliveryAddress: [(await newDeliveryAddress(ctx, owner, { isDefault: true })).id],
    takenDownVideo: [(await newMicroVideo(ctx, owner, { takenDown: '违规' })).id],
  };
}

/** Registration part: a published page and a draft of the owner, the owner's registration elsewhere, a registration on the page. */
async function registrations(ctx: FactoryCtx, owner: { id: string }) {
  const page = await newActivity(ctx, owner, { kind: 'form' });
  const elsewhere = await newActivity(ctx, await newUser(ctx));
  return {
    regPage: [page.id],
    regPageDraft: [(await newActivity(ctx, owner, { kind: 'form', status: 'draft' })).id],
    registration: [(await newRegistration(ctx, elsewhere, owner)).id],
    // On a page of its own, so the page above has nobody registered and can be deleted.
    attendee: [(await newRegistration(ctx, await newActivity(ctx, owner, { kind: 'form' }), await newUser(ctx))).id],
  };
}

/** SMS part: an approved sign, a send record, and a grant of the owner's credits to another user; credits and consent so a send can succeed. */
async function sms(ctx: FactoryCtx, owner: { id: string }) {
  await newSmsAccount(ctx, owner, { credits: 1000 });
  return {
    smsSign: [(await newSmsSign(ctx, owner)).id],
    smsRecord: [(await newSmsRecord(ctx, owner)).id],
    smsGrant: [(await newSmsGrant(ctx, owner, await newUser(ctx))).id],
  };
}
