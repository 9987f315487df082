import { COMPLETION_FIELDS, type LIMITS, type CompletionField, type TCardView, type TCompletion } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { checkImageFile } from '../../lib/image-file';
import { isVipAt } from '../../core/access';
import type { CardRecord } from './card.repository';

/**
 * Whether a viewer who is not the owner sees the owner's phone: always when it is not hidden; when hidden, only a
 * contact who exchanged cards with the owner, and only while the owner lets exchanged contacts see it (issue 31).
 */
export const phoneShownTo = (owner: { hidePhone: boolean; showPhoneToExchanged: boolean }, exchangedContact: boolean) => !owner.hidePhone || (exchangedContact && owner.showPhoneToExchanged);

/** Whether the view depends on the viewer having exchanged cards with the owner (the only case worth the read). */
export const needsExchangeCheck = (owner: { id: string; hidePhone: boolean; showPhoneToExchanged: boolean }, viewerId: string | null) =>
  viewerId !== null && viewerId !== owner.id && owner.hidePhone && owner.showPhoneToExchanged;

/**
 * Builds the card view. Privacy is applied here, once, for every reader: when the owner hides the phone,
 * a visitor's copy has no mobiles at all (the numbers never leave the server), only `phoneHidden: true`;
 * `exchangedContact`: the viewer exchanged cards with the owner (see phoneShownTo).
 */
export function toCardView(
  rec: CardRecord,
  extras: { music: TCardView['music']; navPoint: TCardView['navPoint']; backgroundUrl: string },
  viewerId: string | null,
  now: Date,
  exchangedContact = false,
): TCardView {
  const card = rec.card!;
  const isOwner = viewerId === rec.id;
  const hide = !isOwner && !phoneShownTo(rec, exchangedContact);
  const mobiles = card.mobiles.map((m) => m.number);
  return {
    phoneIdEcr: rec.phoneIdEcr,
    name: card.name,
    avatarUrl: rec.avatarUrl ?? '',
    company: card.company,
    department: card.department,
    position: card.position,
    taxNumber: card.taxNumber,
    mobiles: hide ? [] : mobiles.length ? mobiles : [rec.phone],
    phoneHidden: rec.hidePhone,
    landline: card.landline,
    fax: card.fax,
    email: card.email,
    qq: card.qq,
    weibo: card.weibo,
    wechatQrUrl: card.wechatQrUrl,
    signature: card.signature,
    productService: card.productService,
    title: card.title,
    themeId: card.themeId,
    backgroundUrl: extras.backgroundUrl,
    music: extras.music,
    columns: card.columns,
    honours: card.honours,
    navPoint: extras.navPoint,
    isVip: isVipAt(rec.vipExpiresAt, rec.tempVipExpiresAt, now),
    isOwner,
  };
}

/**
 * A card whose owner turned "show in mobile website" off is shown to its owner only; everyone else is told it is
 * hidden (not "not found": the link was real, and the visitor should know why it shows nothing).
 */
export function assertShownTo(rec: Pick<CardRecord, 'id' | 'showInMobileSite'>, viewerId: string | null) {
  if (!rec.showInMobileSite && viewerId !== rec.id) throw new DomainError('CARD_HIDDEN', { field: 'phoneIdEcr' });
}

/** Each mobile once: the second occurrence is named, so the screen can mark that row. */
export function assertMobilesUnique(mobiles: string[]) {
  const seen = new Set<string>();
  mobiles.forEach((m, i) => {
    if (seen.has(m)) throw new DomainError('CARD_MOBILE_DUPLICATE', { field: `mobiles.${i}` });
    seen.add(m);
  });
}

export interface CompletionInput {
  name: string;
  company: string;
  position: string;
  department: string;
  email: string;
  landline: string;
  qq: string;
  wechatQrUrl: string;
  signature: string;
  title: string;
  productService: string;
  columns: number;
  honours: number;
  navPointId: string | null;
}

/**
 * Weights of the completion percentage (they add up to 100). What a visitor needs to reach and trust the owner
 * weighs most: name, company, position, email, WeChat QR and the product text (10 each); then department,
 * landline, QQ, signature, title, a custom column, an honour and a navigation point (5 each). Mobiles are not
 * counted: a card always shows at least the account phone. Fax, tax number, Weibo, theme and music are extras.
 */
export const COMPLETION_WEIGHTS: Record<CompletionField, number> = {
  name: 10,
  company: 10,
  position: 10,
  email: 10,
  wechatQr: 10,
  productService: 10,
  department: 5,
  landline: 5,
  qq: 5,
  signature: 5,
  title: 5,
  columns: 5,
  honours: 5,
  navPoint: 5,
};

export function completionOf(c: CompletionInput): TCompletion {
  const filled: Record<CompletionField, boolean> = {
    name: c.name.trim() !== '',
    company: c.company.trim() !== '',
    position: c.position.trim() !== '',
    department: c.department.trim() !== '',
    email: c.email !== '',
    landline: c.landline !== '',
    qq: c.qq !== '',
    wechatQr: c.wechatQrUrl !== '',
    signature: c.signature.trim() !== '',
    title: c.title.trim() !== '',
    productService: c.productService.trim() !== '',
    columns: c.columns > 0,
    honours: c.honours > 0,
    navPoint: Boolean(c.navPointId),
  };
  const missing = COMPLETION_FIELDS.filter((f) => !filled[f]);
  const percent = COMPLETION_FIELDS.reduce((sum, f) => sum + (filled[f] ? COMPLETION_WEIGHTS[f] : 0), 0);
  return { percent, missing };
}

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: (typeof LIMITS.upload.imageTypes)[number];
}

/**
 * The type of an upload, read from its first bytes (a name or a declared type proves nothing). Empty or
 * unknown content is a type error; more than LIMITS.upload.imageMaxBytes is too large.
 */
const EXT: Record<ImageKind['contentType'], ImageKind['ext']> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
export function imageKindOf(bytes: Uint8Array): ImageKind {
  const contentType = checkImageFile(bytes);
  return { ext: EXT[contentType], contentType };
}
