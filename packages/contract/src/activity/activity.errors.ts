import { e, type CatalogueEntry } from '../common/error-entry';

/** The activity area's catalogue entries (issue 16: events, registration); the area's manifest (activity.area.ts) adds them to the catalogue. */
export const ACTIVITY_ERRORS = {
  // --- activities (issue 16): events 1175xxx ---
  ACTIVITY_END_NOT_AFTER_START: e(1175001, 400, '结束时间须晚于开始时间', 'The end time must be after the start time'),
  ACTIVITY_END_PASSED: e(1175002, 400, '结束时间须晚于现在', 'The end time must be in the future'),
  ACTIVITY_SIGNUP_AFTER_END: e(1175003, 400, '报名截止时间不能晚于活动结束时间', 'Registration must close no later than the end of the activity'),
  ACTIVITY_FEE_LOCKED: e(1175004, 400, '已有人报名，报名费不能再修改', 'Someone has registered; the fee can no longer change'),
  ACTIVITY_CAPACITY_BELOW_ENROLLED: e(1175005, 400, '人数上限不能少于已报名人数', 'The capacity cannot be below the number already registered'),
  ACTIVITY_NOT_DRAFT: e(1175006, 400, '只有草稿可以发布', 'Only a draft can be published'),
  ACTIVITY_STILL_LIVE: e(1175007, 400, '未开始或进行中的活动不能删除，请先取消活动', 'An upcoming or ongoing activity cannot be deleted; cancel it first'),
  ACTIVITY_NOT_EDITABLE: e(1175008, 400, '已取消或已结束的活动不能修改', 'A cancelled or ended activity cannot be changed'),
  ACTIVITY_MAP_POINT_HALF: e(1175009, 400, '地图位置须同时填写纬度和经度', 'Give both latitude and longitude for the map point, or neither'),
  // --- activities: registration 1176xxx ---
  REG_SIGN_UP_ENDED: e(1176001, 400, '报名已截止', 'Registration has closed'),
  REG_CLOSED: e(1176002, 400, '报名未开放或已关闭', 'Registration is not open'),
  REG_FULL: e(1176003, 400, '名额已满', 'All places are taken'),
  REG_ALREADY: e(1176004, 409, '您已报名', 'You are already registered'),
  REG_OWN: e(1176005, 400, '不能报名自己发布的活动', 'You cannot register for your own activity'),
  REG_ANSWER_REQUIRED: e(1176006, 400, '请填写必填项', 'Please fill in the required item'),
  REG_ANSWER_INVALID: e(1176007, 400, '填写的内容不符合要求', 'The answer is not valid'),
  REG_STATE_INVALID: e(1176008, 400, '当前状态不能进行此操作', 'This cannot be done in the current state'),
  REG_REFUND_STARTED: e(1176009, 400, '活动已开始，无法退款', 'The activity has started; it can no longer be refunded'),
  REG_CAPACITY_BELOW_ENROLLED: e(1176010, 400, '名额不能少于已报名人数', 'The places cannot be fewer than those already taken'),
  REG_ALREADY_CHECKED_IN: e(1176011, 409, '该报名者已签到', 'This attendee has already checked in'),
  REG_SIGN_UP_END_PAST: e(1176012, 400, '报名截止时间须晚于现在', 'The sign-up end must be in the future'),
  REG_FIELD_LABEL_DUPLICATE: e(1176013, 400, '字段名称不能重复', 'Field labels must be unique'),
  REG_FIELD_OPTIONS_REQUIRED: e(1176014, 400, '单选字段须有 1 至 10 个选项', 'A choice field needs 1 to 10 options'),
  REG_FIELDS_FULL: e(1176015, 400, '报名字段数量已达上限', 'The form already has as many fields as it may'),
  REG_PAGES_FULL: e(1176016, 400, '报名页数量已达上限，请先删除不用的报名页', 'You have as many registration pages as you may keep; delete one first'),
  REG_HAS_ATTENDEES: e(1176017, 400, '已有人报名，请先关闭报名页', 'People have registered; close the page first'),
  /** Issue 32: a visitor without an account registers with a verified phone, but a fee is paid from an account. */
  REG_GUEST_PAID: e(1176018, 400, '付费活动请登录后报名', 'Sign in to register for an activity with a fee'),
} as const satisfies Record<string, CatalogueEntry>;
