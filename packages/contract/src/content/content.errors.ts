import { e, type CatalogueEntry } from '../common/error-entry';

/** The content area's catalogue entries (micro pages, articles, libraries, posters, design cases); the area's manifest (content.area.ts) adds them to the catalogue. */
export const CONTENT_ERRORS = {
  // --- content: micro pages, V-Leaflets, leads (1151xxx): add below this line ---
  PAGES_FULL: e(1151001, 400, '微页数量已达上限', 'You already keep the most micro pages allowed'),
  PAGE_KIND_MISMATCH: e(1151002, 400, '微页填写版块，V传单填写分页', 'A micro page takes blocks, a V-Leaflet takes pages'),
  PAGE_BLOCK_ID_TAKEN: e(1151003, 400, '版块编号重复', 'Two blocks have the same id'),
  PAGE_EMPTY: e(1151004, 400, '页面还没有内容，请先添加版块', 'The page has no blocks yet: add one first'),
  PAGE_NOT_PUBLISHED: e(1151005, 404, '该页面未发布或已下线', 'This page is not published or has been taken offline'),
  PAGE_FORM_NOT_FOUND: e(1151006, 404, '该表单已不存在，请刷新页面', 'This form no longer exists: reload the page'),
  PAGE_LEAD_FIELD_REQUIRED: e(1151007, 400, '请填写必填项', 'Please fill in the required field'),
  PAGE_LEAD_CONSENT_REQUIRED: e(1151008, 400, '请先勾选同意', 'Please tick the consent first'),
  PAGE_LEAD_PHONE_INVALID: e(1151009, 400, '手机号码不正确', 'The phone number is incorrect'),
  PAGE_LEAD_TOO_LONG: e(1151010, 400, '填写内容过长', 'The answer is too long'),
  PAGE_LEADS_TOO_MANY: e(1151011, 429, '提交太频繁，请稍后再试', 'Too many submissions: please try again later'),
  PAGE_VIDEO_NOT_FOUND: e(1151012, 404, '视频不存在，请重新上传', 'The video was not found: upload it again'),
  // --- content: articles and folds, company article centre (1152xxx): add below this line ---
  ARTICLE_FOLDS_FULL: e(1152001, 400, '文件夹数量已达上限', 'The folder limit is reached'),
  ARTICLE_FOLD_NOT_EMPTY: e(1152002, 400, '文件夹中还有文章，请先移走或删除文章', 'The folder still holds articles: move or delete them first'),
  ARTICLES_FULL: e(1152003, 400, '文章数量已达上限', 'The article limit is reached'),
  ARTICLE_NO_COMPANY: e(1152004, 403, '您还没有加入公司，无法查看公司文章中心', 'You are not in a company, so there is no company article centre'),
  ARTICLE_FOLD_SORT_MISMATCH: e(1152005, 400, '排序须包含全部文件夹且各一次', 'The order must name every folder exactly once'),
  // --- content: picture library, material library, moments material, album thumbnails (1153xxx): add below this line ---
  LIBRARY_LABEL_NAME_TAKEN: e(1153001, 400, '已有同名标签', 'A label with this name already exists'),
  LIBRARY_LABELS_FULL: e(1153002, 400, '标签数量已达上限', 'The label limit is reached'),
  MOMENTS_OWN_FULL: e(1153003, 400, '自己的朋友圈素材已达上限', 'Your own moments material has reached its limit'),
  // --- content: posters centre (1154xxx): add below this line ---
  POSTER_LAYOUT_INVALID: e(1154001, 400, '该海报模板暂不可用，请换一个模板', 'This poster template cannot be used now: please choose another'),
  POSTER_MODULE_UNKNOWN: e(1154002, 400, '没有这个模块', 'There is no such module'),
  POSTER_NO_CARD: e(1154003, 400, '请先填写名片，再生成海报', 'Fill in your card first, then make a poster'),
  POSTER_RECORDS_FULL: e(1154004, 400, '海报数量已达上限，可以在已有的海报上重新生成', 'The poster limit is reached: redraw one of your posters instead'),
  POSTER_TOO_MANY: e(1154005, 429, '生成海报太频繁，请稍后再试', 'Too many posters in a short time: please try again shortly'),
  // --- content: design cases (1155xxx): add below this line ---
  CASES_FULL: e(1155001, 400, '案例数量已达上限', 'You already keep the most cases allowed'),
  CASE_SORT_MISMATCH: e(1155002, 400, '排序须包含全部案例且不能重复', 'The order must list every case exactly once'),
  CASE_FORBIDDEN: e(1155003, 400, '该案例已被禁止展示，请先申诉', 'This case is forbidden; appeal first'),
  CASE_OWN_COMPLAINT: e(1155004, 400, '不能投诉自己的案例', 'You cannot complain about your own case'),
  CASE_COMPLAINT_OPEN: e(1155005, 400, '您已投诉过该案例，请等待处理', 'You already complained about this case; please wait for the decision'),
  CASE_NOT_FORBIDDEN: e(1155006, 400, '该案例未被禁止，无需申诉', 'This case is not forbidden; there is nothing to appeal'),
  CASE_APPEAL_USED: e(1155007, 400, '该案例本次禁止已申诉过', 'This case was already appealed since it was forbidden'),
  CASE_NOT_AUDITING: e(1155008, 400, '该案例不在待审核状态', 'This case is not awaiting an audit'),
  CASE_ALREADY_DECIDED: e(1155009, 400, '该事项已处理', 'This has already been decided'),
  CASE_REASON_REQUIRED: e(1155010, 400, '请填写处理理由', 'Please give a reason'),
} as const satisfies Record<string, CatalogueEntry>;
