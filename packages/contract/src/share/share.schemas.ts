import { z } from 'zod';
import { fBool, fEnum, fId, fOptText } from '../common/form';
import { THEMES } from '../common/constants';
import { CARD_LAYOUTS } from '../card/card-layout.schemas';
import { zCardName } from '../common/rules';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

/** Pixel sizes the QR download centre offers (`LIMITS.share.qrSizes`), with the scan distance each suits (printed cards up to posters). */
export const QR_SIZES = LIMITS.share.qrSizes;
export type QrSize = (typeof QR_SIZES)[number];
export const QR_SCAN_DISTANCE_M: Record<QrSize, number> = { 258: 0.5, 430: 0.8, 860: 1.5, 1280: 2.5 };
export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** Where a card lives on the web: the client route the QR code and every share point at. */
export const publicCardPath = (phoneIdEcr: string) => `/multipage/card/${encodeURIComponent(phoneIdEcr)}`;
/**
 * Ours: the owner's own card page with the fields being edited (issue 31: the editing screens' live preview is the
 * real card page, not a copy of it). Owner only, never cached, never a visit; the query overrides what is shown,
 * nothing is saved. Each field follows its saving call's rule; absent fields show the saved value.
 */
export const cardPreviewPath = (phoneIdEcr: string) => `${publicCardPath(phoneIdEcr)}/preview`;
export const ZCardPreviewQuery = z.object({
  name: zCardName.optional(),
  company: fOptText(LIMITS.card.companyMax).optional(),
  position: fOptText(LIMITS.card.positionMax).optional(),
  title: fOptText(LIMITS.card.titleMax).optional(),
  signature: fOptText(LIMITS.card.signatureMax, { multiline: true }).optional(),
  theme: fEnum([...THEMES]).optional(),
  layout: fEnum([...CARD_LAYOUTS]).optional(),
});
export type TCardPreviewQuery = z.infer<typeof ZCardPreviewQuery>;
export const vcardPath = (phoneIdEcr: string) => `/stc/${encodeURIComponent(phoneIdEcr)}/card.vcf`;
export function qrImagePath(q: { phoneIdEcr: string; format?: QrFormat; size?: QrSize; logo?: boolean; download?: boolean }) {
  const params = new URLSearchParams({ phoneIdEcr: q.phoneIdEcr, format: q.format ?? 'png', size: String(q.size ?? QR_SIZES[1]), logo: q.logo ? '1' : '0' });
  if (q.download) params.set('dl', '1');
  return `/stc/mpQrCode.xhtml?${params.toString()}`;
}

export const ZPhoneIdBody = z.object({ phoneIdEcr: fId() });
export const ZOptionalPhoneIdBody = z.object({ phoneIdEcr: fId().optional() }).passthrough().optional();

/** What the public page needs to know about who is looking; nothing about the viewer beyond that. */
export const ZUserShowInfo = z.object({ loggedIn: z.boolean(), isOwner: z.boolean(), subscribed: z.boolean() });
export type TUserShowInfo = z.infer<typeof ZUserShowInfo>;

export const ZQrCodeInfo = z.object({
  /** The public card link the code encodes. */
  link: z.string(),
  pngUrl: z.string(),
  svgUrl: z.string(),
  sizes: z.array(z.number()),
});
export type TQrCodeInfo = z.infer<typeof ZQrCodeInfo>;

export const ZQrImageQuery = z.object({
  phoneIdEcr: fId(),
  format: fEnum([...QR_FORMATS]).default('png'),
  size: fEnum(QR_SIZES.map(String) as [string, ...string[]])
    .default(String(QR_SIZES[1]))
    .transform((s) => Number(s) as QrSize),
  logo: fBool().default(false),
  /** 1: served as an attachment (a download) instead of inline. */
  dl: fBool().default(false),
});
export type TQrImageQuery = z.infer<typeof ZQrImageQuery>;

export const ZQrDownloadItem = z.object({
  size: z.number(),
  format: z.enum(QR_FORMATS),
  logo: z.boolean(),
  scanDistanceM: z.number(),
  url: z.string(),
  filename: z.string(),
});
export const ZQrDownloadCenter = z.object({ phoneIdEcr: z.string(), link: z.string(), name: z.string(), items: z.array(ZQrDownloadItem) });
export type TQrDownloadCenter = z.infer<typeof ZQrDownloadCenter>;

export const ZShareJsapiBody = z.object({
  url: z
    .string()
    .trim()
    .max(LIMITS.share.pageUrlMax, rule('maxLength', { max: LIMITS.share.pageUrlMax }))
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), rule('url')),
});
export const ZShareSignature = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string(), url: z.string() });

/** The caller's place among all cards by visits over the last `days` days. */
export const ZCardRank = z.object({ rank: z.number(), total: z.number(), visits: z.number(), days: z.number() });
export type TCardRank = z.infer<typeof ZCardRank>;

/** Field labels of the share area (QR codes, share signatures). */
export const SHARE_LABELS: AreaLabels = {
  fields: {
    url: label('分享页面链接', 'shared page link'),
    size: label('尺寸', 'size'),
    format: label('格式', 'format'),
    logo: label('头像标志', 'logo'),
    dl: label('下载', 'download'),
  },
};
