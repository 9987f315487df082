import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's shake part's catalogue entries (issue 18), codes 1196xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_SHAKE_ERRORS = {
  // --- shake devices: applications and reviews ---
  SHAKE_APPLICATION_NOT_FOUND: e(1196001, 404, '申请不存在', 'This application does not exist'),
  SHAKE_APPLICATIONS_PENDING: e(1196002, 400, '您已有3个申请正在审核，请等待审核结果后再申请', 'You already have 3 applications waiting for review; wait for their results'),
  SHAKE_ALREADY_REVIEWED: e(1196003, 400, '该申请已审核，请刷新后查看', 'This has already been reviewed; refresh to see it'),
  SHAKE_REJECT_REASON_REQUIRED: e(1196004, 400, '请填写驳回原因', 'Give the reason for rejecting'),
  // --- shake devices: devices, binding, configuration ---
  SHAKE_DEVICE_NOT_FOUND: e(1196005, 404, '设备不存在', 'This device does not exist'),
  SHAKE_NAME_TOO_LONG: e(1196006, 400, '设备名称不能为空，最多12个汉字或30个字符', 'The device name is required: at most 12 Chinese characters or 30 characters'),
  SHAKE_TITLE_TOO_LONG: e(1196007, 400, '主标题不能为空，最多6个汉字或12个字符', 'The main title is required: at most 6 Chinese characters or 12 characters'),
  SHAKE_SUBTITLE_TOO_LONG: e(1196008, 400, '副标题最多7个汉字或14个字符', 'The sub title allows at most 7 Chinese characters or 14 characters'),
  SHAKE_IMAGE_INVALID: e(1196009, 400, '请从自己的图片库选择设备图片', 'Pick the device picture from your own picture library'),
  SHAKE_PAGE_NOT_FOUND: e(1196010, 404, '该摇一摇页面不存在或尚未开放', 'This shake page does not exist or is not open yet'),
  // --- role tags ---
  ROLE_TAG_NOT_FOUND: e(1196011, 404, '角色标签不存在', 'This role tag does not exist'),
  ROLE_TAGS_TOO_MANY: e(1196012, 400, '最多选择3个角色标签', 'Pick at most 3 role tags'),
} as const satisfies Record<string, CatalogueEntry>;
