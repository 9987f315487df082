import type { TCardView } from '@card/contract';
import { vipState } from '../account/home.rules';
import type { CardRecord } from './card.repository';

/**
 * Builds the card view. Privacy is applied here, once, for every reader: when the owner hides the phone,
 * a visitor's copy has no mobiles at all (the numbers never leave the server), only `phoneHidden: true`.
 */
export function toCardView(
  rec: CardRecord,
  extras: { music: TCardView['music']; navPoint: TCardView['navPoint'] },
  viewerId: string | null,
  now: Date,
): TCardView {
  const card = rec.card!;
  const isOwner = viewerId === rec.id;
  const hide = rec.hidePhone && !isOwner;
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
    backgroundUrl: card.backgroundUrl,
    music: extras.music,
    columns: card.columns,
    honours: card.honours,
    navPoint: extras.navPoint,
    isVip: vipState(rec.vipExpiresAt, rec.tempVipExpiresAt, now).isVip,
    isOwner,
  };
}
