import { newSmsAccount, newSmsGrant, newSmsRecord, newSmsSign } from '../factories/programme-sms';
import { SAMPLES, SWEEP_POSTER_TEMPLATE } from './samples';
import {
  fundWallet,
  newAdvisory,
  newMicroPage,
  newPageLead,
  newAlbum,
  newArticle,
  newArticleFold,
  newBindRequest,
  newCase,
  newVisitEvent,
  newContactEntry,
  newContactLabel,
  newCircleOrder,
  newColumn,
  newHonour,
  newLinkSet,
  newMapPoint,
  newMessage,
  newMirrorLink,
  newMirrorPush,
  newOrder,
  type FactoryCtx,
  newPictureLabel,
  newPicture,
  newMaterialLabel,
  newPhotoMaterial,
  newMoment,
  newPosterRecord,
  newPosterTemplate,
  newVideoUpload,
  newVideoLabel,
  newVideoType,
  newMicroVideo,
  newVideoProduct,
  newDeliveryAddress,
  newUser,
  newVideoSync,
  newShop,
  newProductType,
  newProduct,
  newShopOrder,
  newShopComment,
  newShopSale,
  newActivity,
  newRegistration,
} from '../factories';
import { newComplaint, newConversation, newTicket } from '../factories/service';
import { newShakeDevice } from '../factories/programme-shake';
import { hashPassword } from '../../src/lib/hash';
import type { AppContext } from '../../src/context';
import type { IdField } from '../helpers/contract-walk';
import type { Kind } from './foreign-kinds';
import { newNicknameCustom } from '../factories/programme-persona';
import { newCustody } from '../factories/programme-dealer';
import { newCardScan } from '../factories/network-scan';

type Owner = { id: string };
type Build = (o: OwnedObjects) => Promise<string[]>;

/** Orders are priced at the sample amount, and the wallet of their owner holds it. */
const amountFen = Number(SAMPLES.amountFen);
/** The sample transaction password's hash, made once (scrypt is slow on purpose; any user may store the same hash). */
let txPwdHash: Promise<string> | undefined;

/** Memoises a step an owner's kinds share (their one shop, the album the photos are in): made on first use. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * One owner's objects, made by the factories kind by kind on first use (foreign-kinds.ts says which kind an id field
 * names), so a route pays only for the kinds it names. A kind's ids are made once per owner and then stay the same:
 * two where order matters, and a list field gets all of a kind, which is exactly what a sort call of that owner sends
 * (the photos of its one album, and so on). Steps several kinds share (the owner's one shop) are made once too.
 */
export class OwnedObjects {
  readonly #kinds = new Map<Kind, Promise<string[]>>();
  constructor(
    readonly ctx: FactoryCtx,
    readonly owner: Owner,
  ) {}

  /** The ids of the owner's objects of `kind`, made now if this owner has none yet. */
  ids(kind: Kind): Promise<string[]> {
    let ids = this.#kinds.get(kind);
    if (!ids) this.#kinds.set(kind, (ids = BUILD[kind](this)));
    return ids;
  }

  /** Makes every kind in `kinds` not made yet (in the order builds must run: inBuildOrder). */
  async build(kinds: Iterable<Kind>) {
    for (const { kind } of inBuildOrder([...kinds].map((kind) => ({ kind })))) await this.ids(kind);
  }

  /** The owner's one shop (one per user): a catering shop (its packages need one), which the goods kinds use too. */
  readonly shop = once(() => newShop(this.ctx, this.owner, { kind: 'catering' }));
  /** An album with two photos, a link set with two links, a forbidden case, a published page, own labels. */
  readonly album = once(() => newAlbum(this.ctx, this.owner, { photos: 2 }));
  readonly linkSet = once(() => newLinkSet(this.ctx, this.owner, { links: 2 }));
  readonly forbiddenCase = once(() => newCase(this.ctx, this.owner, { state: 'forbidden' }));
  readonly microPage = once(() => newMicroPage(this.ctx, this.owner, { publish: true }));
  readonly pictureLabel = once(() => newPictureLabel(this.ctx, this.owner));
  readonly materialLabel = once(() => newMaterialLabel(this.ctx, this.owner));
  /** SMS credits and consent, so the owner's sends can succeed. */
  readonly smsAccount = once(() => newSmsAccount(this.ctx, this.owner, { credits: 1000 }));
  /** The sample amount in the wallet and the sample transaction password, so the owner's payments can succeed. */
  readonly wallet = once(async () => {
    await fundWallet(this.ctx, this.owner.id, amountFen);
    await this.ctx.db.user.update({ where: { id: this.owner.id }, data: { txPwdHash: await (txPwdHash ??= hashPassword(String(SAMPLES.txPwd))) } });
  });
  /** A bound sub card, so the owner is a master whose video pushes (pushMicroVideoSync) can succeed. */
  readonly master = once(async () => {
    await newMirrorLink(this.ctx, this.owner, await newUser(this.ctx));
  });
  /** Another user's shop with a product in stock, for the owner's cart and the orders the owner bought. */
  readonly seller = once(async () => {
    const shop = await newShop(this.ctx, await newUser(this.ctx));
    return { shop, product: await newProduct(this.ctx, shop, { stock: 50 }) };
  });
  /** Someone who bought from the owner's shop. */
  readonly buyer = once(() => newUser(this.ctx));
}

/** Kinds that sum up others of the owner's (every published video), so they are made after the rest. */
const LAST = new Set<Kind>(['publishedVideos']);
/** `xs` with the kinds that sum up others last (a stable sort: otherwise as given). */
export const inBuildOrder = <T extends { kind: Kind }>(xs: T[]): T[] => [...xs].sort((a, b) => Number(LAST.has(a.kind)) - Number(LAST.has(b.kind)));

const one = async (row: Promise<{ id: string }>) => [(await row).id];
const twice = async (make: () => Promise<{ id: string }>) => [(await make()).id, (await make()).id];

/**
 * How each kind is made for its owner `o` (typed by Kind: a kind added to foreign-kinds.ts without a builder here does
 * not compile, and the sweep's first test names it). Each needs the state its routes' control calls act on.
 */
const BUILD: { [K in Kind]: Build } = {
  album: async (o) => [(await o.album()).id],
  photo: async (o) => (await o.album()).photoIds,
  linkSet: async (o) => [(await o.linkSet()).id],
  miniLink: async (o) => (await o.linkSet()).linkIds,
  column: (o) => twice(() => newColumn(o.ctx, o.owner)),
  honour: (o) => twice(() => newHonour(o.ctx, o.owner)),
  mapPoint: (o) => twice(() => newMapPoint(o.ctx, o.owner)),
  message: (o) => one(newMessage(o.ctx, o.owner)),
  bindRequest: (o) => one(newBindRequest(o.ctx, o.owner)),
  contactLabel: (o) => one(newContactLabel(o.ctx, o.owner)),
  contact: (o) => one(newContactEntry(o.ctx, o.owner)),
  radarVisitor: async (o) => [(await newVisitEvent(o.ctx, o.owner, `sweepVisitor${o.owner.id.slice(0, 8)}`)).visitorKey],
  advisory: (o) => one(newAdvisory(o.ctx, o.owner)),
  mirrorPush: (o) => one(newMirrorPush(o.ctx, o.owner)),
  cardScan: (o) => one(newCardScan(o.ctx, o.owner)),
  // SMS part: an approved sign, a send record, a grant of the owner's credits to another user; credits to send with.
  smsSign: async (o) => {
    await o.smsAccount();
    return one(newSmsSign(o.ctx, o.owner));
  },
  smsRecord: async (o) => {
    await o.smsAccount();
    return one(newSmsRecord(o.ctx, o.owner));
  },
  smsGrant: async (o) => {
    await o.smsAccount();
    return one(newSmsGrant(o.ctx, o.owner, await newUser(o.ctx)));
  },
  // Design cases: two visible ones and the forbidden one (a sort names them all); an appeal takes the forbidden one.
  designCase: async (o) => [...(await twice(() => newCase(o.ctx, o.owner))), (await o.forbiddenCase()).id],
  forbiddenCase: async (o) => [(await o.forbiddenCase()).id],
  // Articles: two folds of the owner's card, a fold of the owner's company (when in one), a hidden article.
  articleFold: (o) => twice(() => newArticleFold(o.ctx, o.owner)),
  companyArticleFold: async (o) => {
    const me = await o.ctx.db.user.findUnique({ where: { id: o.owner.id }, select: { companyId: true } });
    return me?.companyId ? one(newArticleFold(o.ctx, o.owner, { companyId: me.companyId })) : [];
  },
  article: (o) => one(newArticle(o.ctx, o.owner, { hidden: true })),
  // Micro pages: a published page of the owner with one lead.
  microPage: async (o) => [(await o.microPage()).id],
  pageLead: async (o) => one(newPageLead(o.ctx, await o.microPage())),
  // The library part: a picture label with a picture, an own material label with an own item, an own moments text.
  pictureLabel: async (o) => [(await o.pictureLabel()).id],
  picture: async (o) => one(newPicture(o.ctx, o.owner, { labelId: (await o.pictureLabel()).id })),
  materialLabel: async (o) => [(await o.materialLabel()).id],
  photoMaterial: async (o) => one(newPhotoMaterial(o.ctx, o.owner, [(await o.materialLabel()).id])),
  moment: (o) => one(newMoment(o.ctx, o.owner)),
  // Posters: a record of the owner's (drawn from a template of its own, so a redraw works).
  posterRecord: (o) => one(newPosterRecord(o.ctx as AppContext, o.owner)),
  // Orders in each state, priced at the sample amount, with the wallet money and password the pay calls need.
  order: async (o) => {
    await o.wallet();
    return one(newOrder(o.ctx, o.owner, 'created', amountFen));
  },
  paidOrder: async (o) => {
    await o.wallet();
    return one(newOrder(o.ctx, o.owner, 'paid', amountFen));
  },
  refundingOrder: async (o) => {
    await o.wallet();
    return one(newOrder(o.ctx, o.owner, 'refunding', amountFen));
  },
  circleOrder: async (o) => {
    await o.wallet();
    return one(newCircleOrder(o.ctx, o.owner, 'created', amountFen));
  },
  paidCircleOrder: async (o) => {
    await o.wallet();
    return one(newCircleOrder(o.ctx, o.owner, 'paid', amountFen));
  },
  // Micro video uploads: a finished upload log of the owner, an own label and an own type.
  videoUpload: (o) => one(newVideoUpload(o.ctx, o.owner, { status: 'done' })),
  videoLabel: (o) => one(newVideoLabel(o.ctx, o.owner)),
  videoType: (o) => one(newVideoType(o.ctx, o.owner)),
  // Micro video library: two published videos (of a master, so they can be pushed) and a draft of the owner, an own
  // epilogue and an own ad.
  microVideo: async (o) => {
    await o.master();
    return twice(() => newMicroVideo(o.ctx, o.owner));
  },
  videoDraft: (o) => one(newMicroVideo(o.ctx, o.owner, { state: 'draft' })),
  videoEpilogue: (o) =>
    one(o.ctx.db.videoEpilogue.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, name: '片尾', imageUrl: '/files/builtin/e.png', createdAt: o.ctx.clock.now() } })),
  videoAd: (o) => one(o.ctx.db.videoAd.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, title: '广告', imageUrl: '/files/builtin/a.png', createdAt: o.ctx.clock.now() } })),
  // A sort names every published video of the owner (made after the other kinds: LAST), at least the two above.
  publishedVideos: async (o) => {
    await o.ids('microVideo');
    return (await o.ctx.db.microVideo.findMany({ where: { userId: o.owner.id, state: 'published', takenDownAt: null }, select: { id: true } })).map((v) => v.id);
  },
  // Micro video goods: a product on the owner's video; a cart line of another seller's visible product; an address;
  // a taken-down video (what batchDelViolationMicroVideo deletes); a sync a master pushed to the owner.
  videoProduct: async (o) => one(newVideoProduct(o.ctx, await newMicroVideo(o.ctx, o.owner))),
  cartItem: async (o) => {
    const product = await newVideoProduct(o.ctx, await newMicroVideo(o.ctx, await newUser(o.ctx)));
    const now = o.ctx.clock.now();
    return one(o.ctx.db.videoCartItem.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } }));
  },
  deliveryAddress: (o) => one(newDeliveryAddress(o.ctx, o.owner, { isDefault: true })),
  takenDownVideo: (o) => one(newMicroVideo(o.ctx, o.owner, { takenDown: '违规' })),
  videoSync: async (o) => one(newVideoSync(o.ctx, await newMicroVideo(o.ctx, await newUser(o.ctx)), o.owner)),
  // Catering: a package of the owner's shop, a received order of another catering shop bought by the owner, a
  // comment on the owner's shop.
  cateringPackage: async (o) => one(newProduct(o.ctx, await o.shop(), { kind: 'package' })),
  receivedShopOrder: async (o) => one(newShopOrder(o.ctx, await newShop(o.ctx, await newUser(o.ctx), { kind: 'catering' }), o.owner)),
  shopComment: async (o) => one(newShopComment(o.ctx, await o.shop(), await newUser(o.ctx))),
  catalogProduct: async (o) => one(newProduct(o.ctx, await o.shop())),
  // Shop goods: the owner's one product type (a sort names every type once, and a list field travels comma-joined,
  // which a repeated parameter reads as one id) and a goods product, in their one shop.
  productType: async (o) => one(newProductType(o.ctx, await o.shop(), '甲类')),
  goodsProduct: async (o) => one(newProduct(o.ctx, await o.shop())),
  // Shop orders: a cart line of another shop's product, orders the owner bought (shipped, paid, refund pending) and
  // orders of the owner's shop (to ship, refund pending twice: approving and refusing each take one).
  shopCartLine: async (o) => {
    const { product } = await o.seller();
    const now = o.ctx.clock.now();
    return one(o.ctx.db.shopCartItem.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } }));
  },
  boughtShippedOrder: async (o) => one(newShopSale(o.ctx, (await o.seller()).shop, o.owner, { shipState: 'shipped' })),
  boughtPaidOrder: async (o) => one(newShopSale(o.ctx, (await o.seller()).shop, o.owner)),
  boughtRefundingOrder: async (o) => one(newShopSale(o.ctx, (await o.seller()).shop, o.owner, { orderState: 'refunding' })),
  soldToShipOrder: async (o) => one(newShopSale(o.ctx, await o.shop(), await o.buyer())),
  soldRefundingOrder: async (o) => one(newShopSale(o.ctx, await o.shop(), await o.buyer(), { orderState: 'refunding' })),
  soldRefusableOrder: async (o) => one(newShopSale(o.ctx, await o.shop(), await o.buyer(), { orderState: 'refunding' })),
  // Activities: a published one, a draft, an ended one.
  activity: (o) => one(newActivity(o.ctx, o.owner)),
  activityDraft: (o) => one(newActivity(o.ctx, o.owner, { status: 'draft' })),
  activityEnded: (o) => {
    const now = o.ctx.clock.now().getTime();
    return one(newActivity(o.ctx, o.owner, { startTime: new Date(now - 2 * 86_400_000), endTime: new Date(now - 86_400_000) }));
  },
  // Registration part: a published page and a draft of the owner, the owner's registration elsewhere, a registration
  // on a page of the owner's own (so the first page has nobody registered and can be deleted).
  regPage: (o) => one(newActivity(o.ctx, o.owner, { kind: 'form' })),
  regPageDraft: (o) => one(newActivity(o.ctx, o.owner, { kind: 'form', status: 'draft' })),
  registration: async (o) => one(newRegistration(o.ctx, await newActivity(o.ctx, await newUser(o.ctx)), o.owner)),
  attendee: async (o) => one(newRegistration(o.ctx, await newActivity(o.ctx, o.owner, { kind: 'form' }), await newUser(o.ctx))),
  chatConversation: (o) => one(newConversation(o.ctx, o.owner)),
  serviceTicket: (o) => one(newTicket(o.ctx, o.owner)),
  shakeDevice: (o) => one(newShakeDevice(o.ctx, o.owner)),
  complaint: (o) => one(newComplaint(o.ctx, o.owner)),
  personaCustom: (o) => one(newNicknameCustom(o.ctx, o.owner)),
  // Dealer part: the owner's own request, a request to the owner as custodian, a card in the owner's custody.
  custodyAsked: async (o) => one(newCustody(o.ctx, o.owner, await newUser(o.ctx), 'requested')),
  custodyToAccept: async (o) => one(newCustody(o.ctx, await newUser(o.ctx), o.owner, 'requested')),
  custodyKept: async (o) => one(newCustody(o.ctx, await newUser(o.ctx), o.owner, 'active')),
};

/** The kinds a builder exists for (the sweep's first test checks every kind a route names is among them). */
export const BUILT_KINDS: ReadonlySet<string> = new Set(Object.keys(BUILD));

/**
 * The objects of `owner`, each kind made on first use, with what a kind's calls need beside it (credits for a sign,
 * money for an order). A precondition missing for a kind cannot hide a broken ownership check: the user refused is
 * the control's user too, so the control would fail with it.
 */
export const ownedObjects = (ctx: FactoryCtx, owner: Owner) => new OwnedObjects(ctx, owner);

/** The poster template the sample `materialId` names (samples.ts), so calls that take a template reach their real work. */
export async function sweepCatalogue(ctx: AppContext) {
  if (!(await ctx.db.posterMaterial.findUnique({ where: { id: SWEEP_POSTER_TEMPLATE }, select: { id: true } }))) {
    await newPosterTemplate(ctx, { id: SWEEP_POSTER_TEMPLATE });
  }
}

/** The wire value of an id field from an owner's objects: one id, or a comma-joined list. */
export async function idValue(objs: OwnedObjects, kind: Kind, f: IdField): Promise<string> {
  const ids = await objs.ids(kind);
  return f.list ? ids.join(',') : ids[0]!;
}
