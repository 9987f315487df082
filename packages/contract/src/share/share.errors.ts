import { e, type CatalogueEntry } from '../common/error-entry';

/** The share area's catalogue entries (the public card, QR images); the area's manifest (share.area.ts) adds them to the catalogue. */
export const SHARE_ERRORS = {
  // --- share / public card area (1071xxx): add below this line ---
  // --- issue 7, sharing abuse (1200300-1200399) ---
  /** A card whose owner turned "show in mobile website" off, opened by anyone but the owner. */
  CARD_HIDDEN: e(1200301, 403, '名片主人已隐藏此名片', 'The owner has hidden this card'),
  /** One client asked for too many QR images that had to be drawn anew (cached ones are never refused). */
  QR_TOO_MANY: e(1200302, 429, '二维码请求太频繁，请稍后再试', 'Too many QR code requests, retry later'),
} as const satisfies Record<string, CatalogueEntry>;
