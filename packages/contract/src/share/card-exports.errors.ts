import { e, type CatalogueEntry } from '../common/error-entry';

/** The card exports' catalogue entries (issue 34: email signature, video background, wallet pass), added to the catalogue by the share area's manifest. */
export const EXPORT_ERRORS = {
  // --- card exports (issue 34) 1074xxx ---
  /** The operator set no pass certificate (PASS_* settings): the client hides the button, a direct call gets this. */
  PASS_NOT_CONFIGURED: e(1074001, 400, '暂未开通 Apple 钱包卡券', 'Apple Wallet passes are not available on this platform'),
  /** The configured certificate, key or passphrase cannot be used: the operator's to fix, said without internals. */
  PASS_CERT_UNUSABLE: e(1074002, 400, 'Apple 钱包卡券证书不可用，请联系平台管理员', 'The Apple Wallet pass certificate cannot be used; please tell the platform administrator'),
  EXPORT_NO_CARD: e(1074003, 400, '请先填写名片姓名，再导出', 'Fill in the name on your card first, then export it'),
  EXPORT_TOO_MANY: e(1074004, 429, '生成太频繁，请稍后再试', 'Too many drawings in a short time; try again shortly'),
} as const satisfies Record<string, CatalogueEntry>;
