import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's persona part's catalogue entries (issue 18), codes 1197xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_PERSONA_ERRORS = {
  PENDANT_NOT_FOUND: e(1197001, 404, '挂件不存在或已下架', 'This pendant does not exist or was withdrawn'),
  PERSONA_CUSTOM_NOT_FOUND: e(1197002, 404, '头像昵称不存在或已删除', 'This avatar and nickname do not exist or were deleted'),
  PERSONA_CUSTOMS_FULL: e(1197003, 400, '最多保存10组头像昵称，请先删除不用的', 'You can keep at most 10 avatar-nickname pairs; delete some first'),
  PERSONA_AVATAR_INVALID: e(1197004, 400, '头像图片无效，请重新上传', 'The avatar picture is not valid; upload it again'),
} as const satisfies Record<string, CatalogueEntry>;
