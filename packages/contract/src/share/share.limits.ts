// The share area's limits: part of `LIMITS` (added by the area's manifest, share.area.ts), read as `LIMITS.share.<name>`.
export const SHARE_LIMITS = {
  /** The page address a WeChat share signature is asked for. */
  pageUrlMax: 1024,
  /** Ours (issue 31): the newest items each content section of the public card shows (articles, videos, ...). */
  cardSectionItems: 3,
  /** Pixel sizes of the QR images (download centre, QR screen, link previews); any other size is refused. */
  qrSizes: [258, 430, 860, 1280] as const,
  /** Ours: rendered QR images kept in memory, least recently used dropped first past this many bytes. */
  qrCacheBytes: 32 * 1024 * 1024,
  /** Ours: QR renders (cache misses) one client address may cause per window; cached images are never limited. */
  qrRendersPerWindow: 40,
  qrRenderWindowMinutes: 10,
} as const;
