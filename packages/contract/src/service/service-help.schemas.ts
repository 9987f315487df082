import { z } from 'zod';
import { fBool, fEnum, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';

/**
 * Customer service, help part (issue 17): body and answer shapes of service-help.contract.ts. An article is one of
 * four kinds (e-book, video, guide, article); its body is plain text (paragraphs split by blank lines) that screens
 * render inert. Hidden articles are the agents' only: visitors get NOT_FOUND.
 */
const L = LIMITS.service;

export const HELP_KINDS = ['ebook', 'video', 'guide', 'article'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
/** The index scope of help articles in core/fulltext's SearchDoc. */
export const HELP_SEARCH_SCOPE = 'help' as const;

// --- answers -------------------------------------------------------------------------------------------------------
/** A list row (no body). */
export const ZHelpArticleItem = z.object({
  id: z.string(),
  kind: z.enum(HELP_KINDS),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  mediaUrl: z.string(),
  views: z.number().int(),
  updatedAt: z.string(),
});
export type THelpArticleItem = z.infer<typeof ZHelpArticleItem>;
/** The detail page: the row with its body. */
export const ZHelpArticle = ZHelpArticleItem.extend({ body: z.string() });
export type THelpArticle = z.infer<typeof ZHelpArticle>;
/** An agent's view: hidden and order too. */
export const ZHelpArticleAdmin = ZHelpArticle.extend({ hidden: z.boolean(), sort: z.number().int(), createdAt: z.string() });
export type THelpArticleAdmin = z.infer<typeof ZHelpArticleAdmin>;

export const ZHelpHome = z.object({
  kinds: z.array(z.object({ kind: z.enum(HELP_KINDS), count: z.number().int(), newest: z.array(ZHelpArticleItem) })),
});
export type THelpHome = z.infer<typeof ZHelpHome>;
export const ZHelpPage = pageOf(ZHelpArticleItem);
export const ZHelpAdminPage = pageOf(ZHelpArticleAdmin);

// --- bodies and queries --------------------------------------------------------------------------------------------
export const ZHelpListQuery = z.object({ kind: fEnum([...HELP_KINDS]), ...pageQueryShape });
export const ZHelpIdQuery = z.object({ id: fId() });
/** Blank is not a schema refusal: the service answers HELP_KEYWORD_REQUIRED, the catalogue's own message. */
export const ZHelpSearchQuery = z.object({ keyword: fOptText(L.helpKeywordMax), ...pageQueryShape });
export const ZHelpArticlesBody = z.object({ kind: fEnum([...HELP_KINDS]).optional(), ...pageQueryShape });
export const ZSaveHelpBody = z.object({
  /** Absent: a new article; else the article to change. */
  id: fId().optional(),
  kind: fEnum([...HELP_KINDS]),
  category: fOptText(L.helpCategoryMax),
  title: fText(1, L.helpTitleMax),
  summary: fOptText(L.helpSummaryMax, { multiline: true }),
  body: fOptText(L.helpBodyMax, { multiline: true }),
  // Covers and video files come with the seed for now: a URL an agent types is not accepted until it can be checked
  // as one of the agent's own stored files (assertOwnImages / the material host), so none is taken at all.
  sort: fInt(0, L.helpSortMax).default(0),
});
export type TSaveHelpBody = z.infer<typeof ZSaveHelpBody>;
export const ZHideHelpBody = z.object({ id: fId(), hidden: fBool() });

/** The help calls' fields; kept per call so another part's `kind`, `title` or `body` keeps its own label. */
const HELP_FIELDS = {
  kind: label('帮助类型', 'help kind'),
  category: label('分类', 'category'),
  title: label('标题', 'title'),
  summary: label('摘要', 'summary'),
  body: label('正文', 'body'),
  coverUrl: label('封面地址', 'cover address'),
  mediaUrl: label('视频地址', 'video address'),
  sort: label('排序', 'order'),
  hidden: label('是否隐藏', 'hidden'),
  keyword: label('搜索内容', 'search text'),
  pageIndex: label('页码', 'page'),
  pageSize: label('每页条数', 'page size'),
  id: label('文章标识', 'article id'),
};
const HELP_CALLS = ['findHelpHome', 'findHelpList', 'findHelpDetail', 'searchHelp', 'saveHelpArticle', 'hideHelpArticle', 'findHelpArticles'];

export const SERVICE_HELP_LABELS: AreaLabels = {
  fields: { coverUrl: HELP_FIELDS.coverUrl, mediaUrl: HELP_FIELDS.mediaUrl, hidden: HELP_FIELDS.hidden, sort: HELP_FIELDS.sort },
  calls: Object.fromEntries(HELP_CALLS.map((name) => [name, HELP_FIELDS])),
};
