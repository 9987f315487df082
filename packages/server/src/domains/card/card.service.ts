import type { z } from 'zod';
import { LIMITS, type Lang, type TCardView, type ZUpdateBasicInfoBody, type ZUpdateSocialBody } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { cardRepository, type CardFields, type CardRecord } from './card.repository';
import { sharedCache } from '../../core/read-cache';
import { deepFreeze } from '../../lib/deep-freeze';
import { assertMobilesUnique, assertShownTo, completionOf, needsExchangeCheck, toCardView } from './card.rules';
import { backgroundUrlOf } from './card-style.rules';
import { inLang } from '../../lib/platform-text';
import { recordVisit } from './card-visits';
import type { CardVisitor } from './card-visitor';
import { builtinBackgrounds } from './style-catalogue';
import { layoutView } from './card-layout.rules';
import { storeImage } from '../../core/images';
import { releaseFiles } from '../../core/uploads';

/** What a card view is made of, before the viewer is known (see sourceOf). */
type MusicSource = { id: string; name: string; singer: string; nameEn: string; singerEn: string; url: string };
interface CardSource {
  rec: CardRecord;
  music: MusicSource | null;
  navPoint: TCardView['navPoint'];
  backgroundUrl: string;
  pendantUrl: string;
  roleTags: { name: string; nameEn: string }[];
  layout: ReturnType<typeof layoutView>;
}

/**
 * A write to what a card view was read from (derived from its reads, core/read-cache) drops the cached views of its
 * user, or of all. The owner's own rows, read through relations, are named here (music, pendants and role tags are
 * the platform's: any write of them drops every view).
 */
export const CARD_OWN_ROWS = ['User', 'Card', 'CardMobile', 'CardColumn', 'Honour', 'MapPoint', 'PersonaUserState', 'ShakeUserRoleTag'] as const;
const cardSources = (ctx: AppContext) => sharedCache<CardSource>(ctx.db, 'card.source', { maxEntries: LIMITS.cache.cardPages, ownRows: CARD_OWN_ROWS });

const basicOf = (f: CardFields) => ({
  name: f.name,
  company: f.company,
  department: f.department,
  position: f.position,
  taxNumber: f.taxNumber,
  landline: f.landline,
  fax: f.fax,
  email: f.email,
});

export function cardService(ctx: AppContext) {
  const repo = cardRepository(ctx.db);

  /**
   * The card as stored, with its music, navigation point and background: the same for every viewer, so it is read
   * once per card version and kept (core/read-cache drops it on any write to the models it is made of). What differs
   * per viewer (privacy, isOwner, VIP at this moment) is applied by toCardView on each call.
   */
  async function sourceOf(where: { id: string } | { phoneIdEcr: string }): Promise<CardSource | null> {
    const key = 'id' in where ? `id:${where.id}` : `p:${where.phoneIdEcr}`;
    return cardSources(ctx).get(key, async () => {
      const rec = await repo.cardOf(where);
      if (!rec?.card) return null;
      const storage = ctx.providers.storage;
      const [music, navPoint, builtins, pendantKey, roleTags] = await Promise.all([
        rec.card.musicId ? repo.musicOf(rec.card.musicId) : null,
        rec.card.navPointId ? repo.mapPointOf(rec.card.navPointId) : null,
        // Drawn once per process; only a card showing a built-in background needs the catalogue.
        rec.card.backgroundRef.startsWith('builtin:') ? builtinBackgrounds(storage) : [],
        // The avatar pendant worn (programme persona part); shown only while the owner is VIP, decided per view below.
        repo.wornPendantOf(rec.id),
        // The role tags picked (programme shake part).
        repo.roleTagsOf(rec.id),
      ]);
      const backgroundUrl = backgroundUrlOf(rec.card.backgroundRef, builtins, (k) => storage.urlOf(k));
      const pendantUrl = pendantKey ? storage.urlOf(pendantKey) : '';
      const layout = layoutView(rec.card, rec.company, (k) => storage.urlOf(k));
      return { owner: rec.id, value: deepFreeze({ rec, music, navPoint, backgroundUrl, pendantUrl, roleTags, layout }) };
    });
  }

  /** `lang`: the caller's; the platform's music is named in it (decision 0032), everything the owner wrote as written. */
  async function view(where: { id: string } | { phoneIdEcr: string }, viewerId: string | null, lang: Lang = 'zh-CN') {
    const found = await sourceOf(where);
    if (!found) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const m = found.music;
    const music: TCardView['music'] = m && { id: m.id, name: inLang(lang, m.name, m.nameEn), singer: inLang(lang, m.singer, m.singerEn), url: m.url };
    const src = { ...found, music };
    // Read per request, never cached with the card: only a viewer of a hidden phone whose owner lets contacts see it.
    const exchangedContact = needsExchangeCheck(src.rec, viewerId) ? await repo.exchanged(src.rec.id, viewerId!) : false;
    const base = { ...toCardView(src.rec, src, viewerId, ctx.clock.now(), exchangedContact), ...structuredClone(src.layout) };
    const cardView = src.roleTags.length ? { ...base, roleTags: src.roleTags.map((t) => ({ ...t })) } : base;
    // A lapsed VIP's pendant is left out: the owner keeps the choice, others stop seeing it until renewal.
    return { rec: src.rec, view: cardView.isVip && src.pendantUrl ? { ...cardView, pendantUrl: src.pendantUrl } : cardView };
  }

  /** What a visitor of a public card gets: refused when the owner hid the card, the view otherwise. */
  async function shownView(phoneIdEcr: string, viewerId: string | null, lang: Lang = 'zh-CN') {
    const found = await view({ phoneIdEcr }, viewerId, lang);
    assertShownTo(found.rec, viewerId);
    return found;
  }

  /**
   * A visitor opens a card: the view, and a visit for the owner's radar and rank (see card-visits.ts: the owner's
   * own views, repeats within the window and anonymous writes past the address budget are not counted).
   * `address` is the client address as resolved through the trusted proxies only; `visitor` the browser's signed
   * visitor cookie (card-visitor.ts), which names an anonymous visitor before the address does.
   */
  async function visit(phoneIdEcr: string, viewerId: string | null, address: string, visitor: CardVisitor | null = null, lang: Lang = 'zh-CN') {
    const found = await shownView(phoneIdEcr, viewerId, lang);
    await recordVisit(ctx, { ownerId: found.rec.id, viewerId, address, visitorId: visitor?.visitorId ?? null, freshVisitor: visitor?.fresh ?? false, device: visitor?.device ?? null });
    return found;
  }

  const mine = async (userId: string, lang: Lang = 'zh-CN') => (await view({ id: userId }, userId, lang)).view;

  async function updateName(userId: string, name: string) {
    return repo.updateCard(userId, { name });
  }

  const updateBasicInfo = async (userId: string, body: z.output<typeof ZUpdateBasicInfoBody>) => basicOf(await repo.saveFields(userId, body));

  /** The whole list is replaced in one transaction, so a reader never sees half of the old and half of the new. */
  async function updateMobiles(userId: string, mobiles: string[]) {
    assertMobilesUnique(mobiles);
    await ctx.db.$transaction(async (tx) => {
      const r = cardRepository(tx);
      await r.clearMobiles(userId);
      if (mobiles.length) await r.addMobiles(mobiles.map((number, sort) => ({ id: ctx.ids.id(), userId, number, sort })));
    });
    return { mobiles: await repo.mobilesOf(userId) };
  }

  const updateTitle = async (userId: string, title: string) => ({ title: (await repo.saveFields(userId, { title })).title });
  const updateSignature = async (userId: string, signature: string) => ({ signature: (await repo.saveFields(userId, { signature })).signature });
  const updateProductService = async (userId: string, productService: string) => ({ productService: (await repo.saveFields(userId, { productService })).productService });
  async function updateSocial(userId: string, body: z.output<typeof ZUpdateSocialBody>) {
    const f = await repo.saveFields(userId, body);
    return { qq: f.qq, weibo: f.weibo };
  }

  const findWeChatQr = async (userId: string) => ({ url: (await repo.fieldsOf(userId))?.wechatQrUrl ?? '' });

  /** The QR is re-encoded as PNG (keeps it scannable, drops anything hidden after the image data); the old one's file goes. */
  async function uploadWeChatQr(userId: string, bytes: Uint8Array) {
    const previous = (await findWeChatQr(userId)).url;
    const url = await storeImage(ctx, bytes, 'wechat-qr', 'png', { userId, purpose: 'wechatQr' });
    await repo.saveFields(userId, { wechatQrUrl: url });
    await releaseFiles(ctx, [previous]);
    return { url };
  }

  async function deleteWeChatQr(userId: string) {
    const previous = (await findWeChatQr(userId)).url;
    const { wechatQrUrl } = await repo.saveFields(userId, { wechatQrUrl: '' });
    await releaseFiles(ctx, [previous]);
    return { url: wechatQrUrl };
  }

  async function completion(userId: string) {
    const c = await repo.completionSource(userId);
    if (!c) throw new DomainError('USER_NOT_EXIST');
    return completionOf({ ...c, columns: c._count.columns, honours: c._count.honours });
  }

  return {
    sourceOf,
    view,
    shownView,
    visit,
    mine,
    updateName,
    updateBasicInfo,
    updateMobiles,
    updateTitle,
    updateSignature,
    updateProductService,
    updateSocial,
    uploadWeChatQr,
    findWeChatQr,
    deleteWeChatQr,
    completion,
  };
}
