import { SAMPLES, SWEEP_POSTER_TEMPLATE } from './samples';
import {
  fundWallet, newAdvisory, newMicroPage, newPageLead, newAlbum, newArticle, newArticleFold, newBindRequest, newCase, newVisitEvent, newContactEntry, newContactLabel, newCircleOrder, newColumn, newHonour, newLinkSet, newMapPoint, newMessage, newMirrorPush, newOrder, setTxPwd, type FactoryCtx,
  newPictureLabel, newPicture, newMaterialLabel, newPhotoMaterial, newMoment, newPosterRecord, newPosterTemplate,
  newVideoUpload, newVideoLabel, newVideoType, newMicroVideo, newVideoProduct, newDeliveryAddress, newUser,
  newVideoSync, newMirrorLink, newShop, newProductType, newProduct, newShopOrder, newShopComment, newShopSale, newActivity, newRegistration,
} from '../factories';
import { newComplaint, newConversation, newTicket } from '../factories/service';
import type { AppContext } from '../../src/context';
import type { IdField, WalkedRoute } from '../helpers/contract-walk';

/** Kinds of owned object a route can name by id; `null` marks shared catalogue rows (music) nobody owns. */
export type Kind = 'album' | 'photo' | 'linkSet' | 'miniLink' | 'column' | 'honour' | 'mapPoint' | 'message' | 'bindRequest'
  | 'order' | 'paidOrder' | 'refundingOrder' | 'circleOrder' | 'paidCircleOrder' | 'contactLabel' | 'contact' | 'radarVisitor' | 'advisory' | 'mirrorPush'
  | 'designCase' | 'forbiddenCase' | 'articleFold' | 'companyArticleFold' | 'article' | 'microPage' | 'pageLead'
  | 'pictureLabel' | 'picture' | 'materialLabel' | 'photoMaterial' | 'moment' | 'posterRecord'
  | 'videoUpload' | 'videoLabel' | 'videoType' | 'microVideo' | 'publishedVideos' | 'videoDraft' | 'videoEpilogue' | 'videoAd'
  | 'videoProduct' | 'cartItem' | 'deliveryAddress' | 'takenDownVideo' | 'videoSync'
  | 'cateringPackage' | 'receivedShopOrder' | 'shopComment'
  | 'catalogProduct'
  | 'productType' | 'goodsProduct'
  | 'shopCartLine' | 'boughtShippedOrder' | 'boughtPaidOrder' | 'boughtRefundingOrder' | 'soldToShipOrder' | 'soldRefundingOrder' | 'soldRefusableOrder'
  | 'activity' | 'activityDraft' | 'activityEnded'
  | 'regPage' | 'regPageDraft' | 'registration' | 'attendee'
  | 'chatConversation' | 'complaint' | 'serviceTicket';

/** An id field named after its object decides by itself. */
const BY_FIELD: Record<string, Kind | null> = {
  albumId: 'album', setId: 'linkSet', linkId: 'miniLink', musicId: null,
  // vip: plans and industries are catalogue rows; `ref` is another user's public card id; customer service acts on
  // any user's refund request by design (the role is the guard).
  planCode: null, industry: null, ref: null, refundId: null,
  // Circles (core part): a circle is not owned by whoever names it (anyone may look at, join or search one; each
  // call checks the caller's membership and role itself); people are public card ids; a scan-login code is a
  // one-time secret, not an object.
  // Circle manage: operators act on any complaint by design (the role is the guard); a title is named inside its circle.
  complaintId: null, titleId: null,
  cid: null, inviter: null, phoneIdEcrs: null, loginCode: null,
  // Circles (bulletin part): bulletins and comments belong to their circle, not to whoever names them (members read
  // and comment on others' bulletins; a complaint names another's bulletins as evidence); each call checks the
  // caller's membership, role and authorship itself.
  bulletinId: null, bulletinIds: null, commentId: null,
  // Network (exchange part): contact labels belong to their owner.
  labelId: 'contactLabel', labelIds: 'contactLabel', contactId: 'contact',
  // Network (radar part): a visitor of my card is mine to look at; the beacon names any public card.
  visitorKey: 'radarVisitor', ownerPhoneIdEcr: null,
  // Network (company part): applications, departments and hand-overs belong to a company, not to whoever names them;
  // each call checks the caller's company and admin role (or, refusing a hand-over, that it is about the caller)
  // itself. A company is named to search and apply to it; people are public card ids.
  // Network (mirror part): a push belongs to its master.
  pushId: 'mirrorPush',
  // Articles: an article is its owner's (the owner's is hidden, so even reading it is refused to others).
  articleId: 'article',
  // Micro pages: a page is its owner's; a visitor's form names a published page by its public id (anyone may post).
  pageId: 'microPage', publicId: null, blockId: null,
  // Posters: templates are the platform's catalogue (anyone may use any); a poster record is its owner's.
  materialId: null, recordId: 'posterRecord',
  companyId: null, applicationId: null, departmentId: null, handoverId: null, fromPhoneIdEcr: null, toPhoneIdEcr: null,
  // Customer service (chat part): a conversation is its user's (and, once taken, its agent's); a clientMsgId is the
  // sender's own name for a message, not an object.
  conversationId: 'chatConversation', clientMsgId: null,
  // Customer service (tickets part): a ticket is its user's; a message of the message centre is its receiver's.
  ticketId: 'serviceTicket', messageId: 'message',
};

/**
 * A bare `id` / `ids` is decided by the route's name (first match wins, so "AlbumPhoto" beats "Album"). A new
 * area adds a line here and a factory below; a route whose id nothing decides fails the sweep, naming it.
 */
const BY_ROUTE: [RegExp, Kind | null][] = [
  [/AlbumPhoto/, 'photo'], [/Album/, 'album'], [/MiniLink/, 'miniLink'], [/LinkSet/, 'linkSet'],
  [/MpColumn/, 'column'], [/MpHonor/, 'honour'], [/MapPoint|NavigationPoint/, 'mapPoint'],
  // Design cases: a visible case is anyone's to open, relate and complain about (hidden, auditing and forbidden ones
  // answer NOT_FOUND: content-cases.test.ts); operators decide on any case, complaint or appeal by design (the role is
  // the guard). Appeals need the owner's forbidden case.
  [/^content\.(showCase|relatedCase|complaint|auditCase|decideComplaint|decideAppeal)$/, null], [/^content\.appealCase$/, 'forbiddenCase'],
  [/^content\.(saveCase|manageCase|sortCase|hideCase|topCase|recommendCase)$/, 'designCase'],
  // Micro video (visitors part): a visible video is anyone's to watch, swipe past, collect and save a copy of (hidden,
  // draft and taken-down ones answer NOT_FOUND: video-visitors.test.ts).
  [/^video\.(findShowMicroVideobyId|findShowPrevOrNextMicroVideo|collectMicroVideo|changedToMyVideo)$/, null],
  // Articles: a card's folds are public to read (the card named decides, content-articles.test.ts); a company centre's
  // folds belong to the company; the owner's folds to the owner (a sort sends all of them).
  [/^content\.(getFoldTopList|getFoldNotTopList)$/, null], [/^content\.(articleCenter|addCompanyArticle)$/, 'companyArticleFold'],
  [/^content\.(getMyArticles|renameArticleFold|deleteArticleFold|sortArticleFolds|addArticle|updateArticle)$/, 'articleFold'],
  [/^content\.readPageLead$/, 'pageLead'], [/^content\.(\w*MicroPage\w*|savePageDraft)$/, 'microPage'],
  // Micro video uploads: an upload log is its owner's (a finished one, so making a video of it can succeed).
  [/^video\.(videoTranscoding|getVideoTranscodingStatus|delUploadVideo)$/, 'videoUpload'],
  // Micro video (library part): the owner's videos (a sort sends all the published ones); publishing takes a draft.
  [/^video\.(findMicroVideo|updateMicroVideo|delMicroVideo|batchDelMicroVideo|updateMicroVideoTop|microVideoHideOrShow|editVideo|updateVideoFirstImg|removeWatermark|setMicroVideoMusic)$/, 'microVideo'],
  [/^video\.publishMicroVideo$/, 'videoDraft'], [/^video\.updateMicroVideoSort$/, 'publishedVideos'],
  // Micro video (share part): shares, choiceness, pushes, company picks and a video's ad take the caller's own videos;
  // a sync is the sub card's it was pushed to; an ad is its owner's. Company videos are read through the card named.
  [/^video\.(shareMicroVideo|delShareMicroVideo|joinOrCancelChoicenessVideo|pushMicroVideoSync|pickCompanyMicroVideo|setMicroVideoAd)$/, 'microVideo'],
  [/^video\.(showSyncMicroVideo|delSyncMicroVideo)$/, 'videoSync'], [/^video\.(delMicroVideoAd|setDefaultMicroVideoAd)$/, 'videoAd'],
  [/^video\.(findCompanyMicroVideo|findCompanyPrevOrNextMicroVideo)$/, null],
  // Activities (events part): a published activity is anyone's to read (drafts answer NOT_FOUND: activity-events.test.ts);
  // the owner saves and notifies a published one, publishes a draft, deletes an ended one.
  [/^activity\.(getActivity|getActivityFee|getActivityAddress|getActivityPoster)$/, null],
  [/^activity\.(saveActivity|notifyActivityAttendees)$/, 'activity'], [/^activity\.publishActivity$/, 'activityDraft'], [/^activity\.delActivity$/, 'activityEnded'],
  // Activities (registration part): a published activity or page is anyone's to read and register for; pages, forms
  // and attendees are the owner's (a draft page to publish); a registration to cancel is the caller's own; a
  // check-in takes a registration of the owner's page.
  [/^activity\.(findRegisterDetail|submitRegistration)$/, null],
  [/^activity\.(saveRegistrationPage|closeRegistrationPage|delRegistrationPage|saveRegistrationFields|findRegistrationFields|findAttendees|exportAttendees)$/, 'regPage'],
  [/^activity\.publishRegistrationPage$/, 'regPageDraft'], [/^activity\.cancelActivity$/, 'activity'],
  [/^activity\.cancelRegistration$/, 'registration'], [/^activity\.checkInAttendee$/, 'attendee'],
  // Help centre: an article is nobody's; visitors read any shown one (hidden answers NOT_FOUND: service-help.test.ts)
  // and any agent edits or hides any article by design (the role is the guard).
  [/^service\.(findHelpDetail|saveHelpArticle|hideHelpArticle)$/, null],
  // Complaints: a complaint is its complainant's to read; any agent decides any complaint by design (the role is the guard).
  [/^service\.findComplaintDetail$/, 'complaint'], [/^service\.decideComplaint$/, null],
  [/UserMessage/, 'message'], [/^usercentre\.bind(Agree|Refuse)$/, 'bindRequest'], [/^network\.readAdvisory$/, 'advisory'],
  // Circle orders (pay part): paying takes an open one, refunding a paid one.
  [/^circle\.circlePay$/, 'circleOrder'], [/^circle\.refundCirclePay$/, 'paidCircleOrder'],
  // Orders: each call's control needs the order in the state the call acts on.
  [/^vip\.revokeVipOrderRefund$/, 'refundingOrder'], [/^vip\.(applyRefundVipOrder|findVipRefundOrderInfo)$/, 'paidOrder'], [/^vip\./, 'order'],
];

/**
 * A field whose name means another object in one part (checked before BY_FIELD): the library part's `labelId` is a
 * picture label (contact labels elsewhere), its `labelIdArray` the caller's own material labels (the platform's are
 * shared, someone else's are NOT_FOUND), its bare ids pictures, picture labels, own material and own moments texts.
 */
const BY_ROUTE_FIELD: [RegExp, string, Kind | null][] = [
  // Customer service (chat part): any agent may take any waiting conversation by design (the role is the guard).
  [/^service\.acceptConversation$/, 'conversationId', null],
  // Customer service (tickets part): any agent reads, answers and closes any ticket by design (the role is the guard).
  [/^service\.(findServiceTicketDetail|replyTicket|closeServiceTicket)$/, 'ticketId', null],
  // Complaints: the target is another user's public card id by design (one's own is refused: COMPLAINT_SELF).
  [/^service\.submitComplaint$/, 'target', null],
  // Shop (catering part): any shop's catering page, packages, score and comments are open to read; packages are their
  // owner's; a comment names the caller's own received order; a reply the caller's shop's comment.
  [/^shop\.(findCateringPackages|getCateringShopInfo|getCommentedScore|findShopComments)$/, 'shopId', null],
  [/^shop\.(saveCateringPackage|delCateringPackage|getMyCateringPackage)$/, 'proId', 'cateringPackage'],
  // Shop (orders part): any visible product may be put in a cart or bought (own ones refused; the share shop is
  // anyone's); cart lines and addresses are their owner's; an order is its buyer's or its seller's, each call's
  // control needing it in the state the call acts on.
  [/^shop\.(addShopCart|createShopOrder)$/, 'proId', null], [/^shop\.(addShopCart|createShopOrder)$/, 'shareShopId', null],
  [/^shop\.updateShopCart$/, 'id', 'shopCartLine'], [/^shop\.delShopCart$/, 'ids', 'shopCartLine'], [/^shop\.createShopOrder$/, 'cartIds', 'shopCartLine'],
  [/^shop\.createShopOrder$/, 'addressId', 'deliveryAddress'],
  [/^shop\.(getShopOrder|receiveShopOrder)$/, 'orderId', 'boughtShippedOrder'], [/^shop\.applyShopRefund$/, 'orderId', 'boughtPaidOrder'],
  [/^shop\.revokeShopRefund$/, 'orderId', 'boughtRefundingOrder'], [/^shop\.shipShopOrder$/, 'orderId', 'soldToShipOrder'],
  // A tracking number is the carrier's, not an object of ours.
  [/^shop\.shipShopOrder$/, 'trackingNo', null],
  [/^shop\.approveShopRefund$/, 'orderId', 'soldRefundingOrder'], [/^shop\.refuseShopRefund$/, 'orderId', 'soldRefusableOrder'],
  [/^shop\.addShopComment$/, 'orderId', 'receivedShopOrder'], [/^shop\.replyShopComment$/, 'commentId', 'shopComment'],
  // Shop (catalog part): visitors' reads name any shop, card, type or product (a hidden one answers NOT_FOUND to
  // anyone, the same as an unknown id); the owner's share link names a product of their own shop.
  ...['shopId', 'phoneIdEcr', 'typeId', 'proId', 'shareShopId', 'ids'].map((f): [RegExp, string, Kind | null] =>
    [/^shop\.(getProductListByCondition|getProductByProductId|getProductByProductIdAndMpId|getShopPath|getShop|getProductByIds|compositeProductList|queryProductDetail|findShopTypes)$/, f, null]),
  [/^shop\.getShopShare$/, 'proId', 'catalogProduct'],
  // Shop (goods part): the owner's types and goods are theirs; listing a shared product names another shop's product
  // by design (own ones are refused), and removing a listing names the product the caller's shop lists.
  [/^shop\.(saveProduct|delProduct|setProductShelf|getMyProduct)$/, 'proId', 'goodsProduct'],
  [/^shop\.(addProductShare|delProductShare)$/, 'proId', null],
  [/^shop\.(saveProduct|findMyProducts|updateProductType|delProductType)$/, 'typeId', 'productType'], [/^shop\.sortProductTypes$/, 'ids', 'productType'],
  [/^content\.(uploadPicture|findPictures|movePictures|usePhotoMaterial)$/, 'labelId', 'pictureLabel'],
  // Posters: a template category is the platform's (catalogue), not a contact label.
  [/^content\.findPosterMaterialsByLabelId$/, 'labelId', null],
  [/^content\.(getPhotoMaterial|uploadPhotoFromApply)$/, 'labelIdArray', 'materialLabel'],
  [/^content\.(movePictures|delPictures)$/, 'ids', 'picture'],
  [/^content\.(updatePictureLabel|delPictureLabel)$/, 'id', 'pictureLabel'],
  [/^content\.usePhotoMaterial$/, 'id', 'photoMaterial'],
  // Micro video (cart part): products go on the caller's own video; visitors list and buy anyone's visible video's
  // products (own ones refused); cart lines, addresses and taken-down videos are their owner's; operators decide any
  // complaint by design (the role is the guard).
  [/^video\.(addVideoProduct|findVideoProducts)$/, 'videoId', 'microVideo'], [/^video\.findShowVideoProducts$/, 'videoId', null],
  [/^video\.addVideoCart$/, 'productId', null], [/^video\.(updateVideoProduct|delVideoProduct)$/, 'id', 'videoProduct'],
  [/^video\.updateVideoCart$/, 'id', 'cartItem'], [/^video\.delVideoCart$/, 'ids', 'cartItem'], [/^video\.createVideoOrder$/, 'itemIds', 'cartItem'],
  [/^video\.createVideoOrder$/, 'addressId', 'deliveryAddress'], [/^video\.(saveDeliveryAddress|delDeliveryAddress|setDefaultDeliveryAddress)$/, 'id', 'deliveryAddress'],
  [/^video\.batchDelViolationMicroVideo$/, 'ids', 'takenDownVideo'], [/^video\.decideVideoComplaint$/, 'id', null],
  // Micro video (visitors part): a complaint names someone else's visible video by design (never one's own).
  [/^video\.addMicroVideoComplaint$/, 'videoId', null],
  [/^content\.(updateMoment|delMoment|useMoment)$/, 'id', 'moment'],
  // Micro video uploads: the upload made into a video, the caller's own label (or a company/platform one) and type.
  // Micro video (library part): a usable label, own class, own (or built-in) epilogue and own ad of the caller's video.
  [/^video\.(findMicroVideos|updateMicroVideo)$/, 'labelId', 'videoLabel'], [/^video\.(findMicroVideos|updateMicroVideo)$/, 'typeId', 'videoType'],
  [/^video\.editVideo$/, 'epilogueId', 'videoEpilogue'], [/^video\.editVideo$/, 'adId', 'videoAd'],
  // Micro video labels part: own labels and types are their owner's, a video its owner's. A card's label
  // (findVideoLibraryByLabelId, findLabelInfo: the card named decides), platform topics (feeds, follows) and company
  // labels (the companyAdmin role and the caller's company decide) are not objects the caller owns.
  [/^video\.(renameVideoLabel|delVideoLabel|topVideoLabel)$/, 'id', 'videoLabel'], [/^video\.sortVideoLabel$/, 'ids', 'videoLabel'],
  [/^video\.updateMicroVideoLabel$/, 'labelId', 'videoLabel'], [/^video\.(updateMicroVideoLabel|setMicroVideoType)$/, 'videoId', 'microVideo'],
  [/^video\.(delMicroVideoType|updateMicroVideoType)$/, 'id', 'videoType'], [/^video\.sortMicroVideoType$/, 'ids', 'videoType'],
  // Micro video (share part): a video's own ad is the caller's; sub cards are public card ids (the master's bound
  // links decide); a card's types are the card named's.
  [/^video\.setMicroVideoAd$/, 'adId', 'videoAd'], [/^video\.pushMicroVideoSync$/, 'subIds', null], [/^video\.findShowMicroVideoByType$/, 'typeId', null],
  [/^video\.setMicroVideoType$/, 'typeId', 'videoType'], [/^video\.delCompanyVideoLabel$/, 'id', null],
  [/^video\.(findVideoLibraryByLabelId|findLabelInfo|findLabelVideos|followVideoLabel)$/, 'labelId', null],
  // Micro video material block: the caller's poster record, own epilogue (built-in ones are anyone's), upload log, video.
  [/^video\.syntheticMicroVideo$/, 'posterRecordId', 'posterRecord'], [/^video\.(syntheticMicroVideo|setDefaultMicroVideoEpilogue)$/, 'epilogueId', 'videoEpilogue'],
  [/^video\.delMicroVideoEpilogue$/, 'id', 'videoEpilogue'], [/^video\.getEditVideoUrl$/, 'id', 'microVideo'],
  [/^video\.(videoImport|findImportVideoByLogId)$/, 'logId', 'videoUpload'],
  [/^video\.userUploadVideo$/, 'uploadId', 'videoUpload'], [/^video\.userUploadVideo$/, 'labelId', 'videoLabel'], [/^video\.userUploadVideo$/, 'typeId', 'videoType'],
];

/** The kind of object an id field names: a Kind, null for catalogue rows, undefined when nothing decides. */
export function kindOf(w: WalkedRoute, f: IdField): Kind | null | undefined {
  const special = BY_ROUTE_FIELD.find(([re, field]) => field === f.field && re.test(w.name));
  if (special) return special[2];
  if (f.field in BY_FIELD) return BY_FIELD[f.field];
  return BY_ROUTE.find(([re]) => re.test(w.name))?.[1];
}

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
    complaint: [(await newComplaint(ctx, owner)).id],
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
