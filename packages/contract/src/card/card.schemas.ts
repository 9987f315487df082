import { z } from 'zod';
import { zCardName } from '../common/rules';

export const ZCardColumn = z.object({ id: z.string(), name: z.string(), content: z.string() });
export const ZHonour = z.object({ id: z.string(), title: z.string(), content: z.string(), imageUrl: z.string(), awardedOn: z.string() });
export const ZNavPoint = z.object({ id: z.string(), name: z.string(), address: z.string(), province: z.string(), city: z.string(), lat: z.number(), lng: z.number() });
export const ZMusic = z.object({ id: z.string(), name: z.string(), singer: z.string(), url: z.string() });

/** The card as the owner or a visitor sees it. Hidden phones are absent from a visitor's copy, not blanked. */
export const ZCardView = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  taxNumber: z.string(),
  mobiles: z.array(z.string()),
  phoneHidden: z.boolean(),
  landline: z.string(),
  fax: z.string(),
  email: z.string(),
  qq: z.string(),
  weibo: z.string(),
  wechatQrUrl: z.string(),
  signature: z.string(),
  productService: z.string(),
  title: z.string(),
  themeId: z.string(),
  backgroundUrl: z.string(),
  music: ZMusic.nullable(),
  columns: z.array(ZCardColumn),
  honours: z.array(ZHonour),
  navPoint: ZNavPoint.nullable(),
  isVip: z.boolean(),
  isOwner: z.boolean(),
});
export type TCardView = z.infer<typeof ZCardView>;

export const ZUpdateNameBody = z.object({ name: zCardName });
