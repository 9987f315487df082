import { z } from 'zod';

/**
 * Exports of the caller's own card (issue 34): an HTML email signature, a video-call background and an Apple Wallet
 * pass. All three are of the signed-in owner's card only, so no call names a card.
 */
export const cardBackgroundPath = '/stc/cardBackground.png';
export const cardWalletPassPath = '/stc/card.pkpass';
export const PKPASS_MIME = 'application/vnd.apple.pkpass';

/** Ours: the video-call background's canvas (Full HD, what Zoom, Teams, Tencent Meeting and Feishu recommend). */
export const EXPORT_LIMITS = {
  backgroundWidth: 1920,
  backgroundHeight: 1080,
  /** Ours: drawing a 1920x1080 background costs about as much as a poster: the posters' budget per user. */
  backgroundPerMinute: { max: 10, windowMs: 60_000 },
  /** Ours: the signature's QR image (px, drawn at twice its shown size for sharp screens). */
  signatureQrSize: 258,
} as const;

export const ZCardExports = z.object({
  /** The signature as inline-styled table HTML, every text of the owner escaped. */
  signatureHtml: z.string(),
  /** The same as plain text, for mail clients that paste no HTML. */
  signatureText: z.string(),
  /** Whether the operator configured Apple Wallet passes: without it the client shows no wallet button. */
  walletPass: z.boolean(),
});
export type TCardExports = z.infer<typeof ZCardExports>;
