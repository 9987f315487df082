/** Client paths of the share (QR codes, exports) area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const sharePaths = {
  // --- share area paths ---
  qrCode: '/stc/mpQrCode',
  qrDownloadCenter: '/stc/mpLinkQRCodeDownloadCenter',
  /** 导出名片 (issue 34, our path): email signature, video background, wallet pass of the own card. */
  cardExports: '/stc/cardExports',
} as const;
