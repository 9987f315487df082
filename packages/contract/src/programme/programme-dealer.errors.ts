import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's dealer part's catalogue entries (issue 18), codes 1191xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_DEALER_ERRORS = {
  // --- dealers and custody (trusteeship) 1191xxx ---
  CUSTODY_NOT_FOUND: e(1191001, 404, '托管记录不存在', 'This custody does not exist'),
  CUSTODIAN_NOT_FOUND: e(1191002, 404, '托管人不存在，请核对名片', 'This custodian does not exist; check the card'),
  CUSTODY_SELF: e(1191003, 400, '不能把名片托管给自己', 'You cannot entrust your card to yourself'),
  CUSTODY_DEALER: e(1191004, 403, '经销商不能操作名片托管', 'Dealers cannot look after cards in custody'),
  CUSTODY_OPEN_EXISTS: e(1191005, 400, '您的名片已在托管中或有待处理的托管申请', 'Your card is already in custody or has a custody request waiting'),
  CUSTODY_STATE_CHANGED: e(1191006, 400, '该托管的状态已变化，请刷新后查看', 'This custody has changed; refresh to see it'),
  CUSTODY_AGENT_ONLY: e(1191007, 403, '托管中的名片只能由客服解除托管，请联系客服', 'Only customer service can end a custody; contact customer service'),
  CUSTODY_BLOCKED: e(1191008, 403, '名片托管中，暂不能使用该功能', 'Your card is in custody; this is not available until the custody ends'),
  CUSTODIAN_FULL: e(1191009, 400, '该托管人托管的名片已达上限', 'This custodian looks after as many cards as allowed'),
} as const satisfies Record<string, CatalogueEntry>;
