import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fCsv, fEnum, fId, fOptText, fText } from '../common/form';
import { feedQueryShape, pageOf } from '../common/paging';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';

/**
 * Content, articles part (issue 14): folds (folders of articles) and articles of a card, mirrored from a master
 * card live, and a company's article centre. An article's body is data, never HTML: paragraphs of text or one image
 * each, rendered inert by React on the client.
 */
const L = LIMITS.content;

/** Where an article or a fold lives: the caller's own card, or their company's article centre (company admins). */
export const ARTICLE_SCOPES = ['own', 'company'] as const;
export const ARTICLE_STATES = ['published', 'hidden'] as const;

const zImageUrl = fText(1, L.articleImageUrlMax);
export const ZArticleParagraph = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('text'), text: fText(1, L.articleParagraphTextMax, { multiline: true }) }), z.object({ type: z.literal('image'), url: zImageUrl })],
  { errorMap: () => ({ message: rule('type') }) },
);
export type TArticleParagraph = z.infer<typeof ZArticleParagraph>;

// --- answers -------------------------------------------------------------------------------------------------------
export const ZArticleFold = z.object({
  foldId: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** Published articles a visitor sees in it (the owner's own lists count hidden ones too). */
  articleCount: z.number().int(),
  /** The visitor's page of the fold: /multipleWdy/micro/show/fold?foldId=…&phoneIdEcr=… (the spec's rewrite). */
  url: z.string(),
});
export type TArticleFold = z.infer<typeof ZArticleFold>;

export const ZArticleItem = z.object({
  articleId: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  keywords: z.array(z.string()),
  foldId: z.string().nullable(),
  state: z.enum(ARTICLE_STATES),
  isTop: z.boolean(),
  views: z.number().int(),
  createdAt: z.string(),
  /** True when the article is the card's mirror master's, shown on a sub card. */
  mirrored: z.boolean(),
  /** The card the article belongs to (the master's for a mirrored one). */
  phoneIdEcr: z.string(),
});
export type TArticleItem = z.infer<typeof ZArticleItem>;
export const ZArticlePage = pageOf(ZArticleItem);

export const ZArticleDetail = ZArticleItem.extend({ paragraphs: z.array(ZArticleParagraph), isOwner: z.boolean() });
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

/** The card shown with an article (getMcpInfo). */
export const ZMcpInfo = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  company: z.string(),
  position: z.string(),
});
export type TMcpInfo = z.infer<typeof ZMcpInfo>;

export const ZArticleDone = z.object({ articleId: z.string() });
export const ZArticleFoldDone = z.object({ foldId: z.string() });
export const ZArticleFoldList = z.object({ folds: z.array(ZArticleFold) });

// --- bodies --------------------------------------------------------------------------------------------------------
const zKeywordFilter = fOptText(L.articleSearchMax);
const zScope = fEnum([...ARTICLE_SCOPES]).default('own');

export const ZArticleCardBody = z.object({ phoneIdEcr: fId() });
export const ZArticleCardListBody = z.object({ phoneIdEcr: fId(), keyword: zKeywordFilter, ...feedQueryShape });
export const ZArticleFoldListBody = z.object({ phoneIdEcr: fId(), foldId: fId(), ...feedQueryShape });
export const ZArticleKeywordBody = z.object({ phoneIdEcr: fId(), keyword: fText(1, L.articleSearchMax), ...feedQueryShape });
export const ZArticleCenterBody = z.object({ foldId: fId().optional(), keyword: zKeywordFilter, ...feedQueryShape });
export const ZMyArticlesBody = z.object({ scope: zScope, foldId: fId().optional(), keyword: zKeywordFilter, ...feedQueryShape });
export const ZMyArticleFoldsBody = z.object({ scope: zScope });
export const ZShowArticleBody = z.object({ articleId: fId() });

export const ZAddArticleFoldBody = z.object({ name: fText(1, L.articleFoldNameMax) });
export const ZRenameArticleFoldBody = z.object({ foldId: fId(), name: fText(1, L.articleFoldNameMax) });
export const ZArticleFoldIdBody = z.object({ foldId: fId() });
export const ZSortArticleFoldsBody = z.object({ scope: zScope, foldIds: fCsv(fId(), L.articleFoldsMax).pipe(z.array(z.string()).min(1, rule('required'))) });

const articleFields = {
  title: fText(1, L.articleTitleMax),
  summary: fOptText(L.articleSummaryMax, { multiline: true }),
  coverUrl: fOptText(L.articleImageUrlMax),
  paragraphs: z
    .array(ZArticleParagraph)
    .min(1, rule('required'))
    .max(L.articleParagraphsMax, rule('listSize', { max: L.articleParagraphsMax })),
  /** Comma-joined on a form, an array in JSON; a keyword itself holds no comma (the column is comma-joined). */
  keywords: fCsv(
    fText(1, L.articleKeywordMax).refine((k) => !/[,，]/.test(k), rule('type')),
    L.articleKeywordsMax,
  ).default([]),
  foldId: fId().optional(),
};
/** JSON bodies: the paragraphs are a real array. */
export const ZAddArticleBody = z.object(articleFields);
export const ZUpdateArticleBody = z.object({ articleId: fId(), ...articleFields });
export const ZArticleIdBody = z.object({ articleId: fId() });
export const ZHideArticleBody = z.object({ articleId: fId(), hidden: fBool() });
export const ZTopArticleBody = z.object({ articleId: fId(), top: fBool() });

export const CONTENT_ARTICLES_LABELS: AreaLabels = {
  fields: {
    foldId: label('文件夹', 'folder'),
    foldIds: label('文件夹顺序', 'folder order'),
    articleId: label('文章', 'article'),
    title: label('文章标题', 'article title'),
    summary: label('文章摘要', 'summary'),
    coverUrl: label('封面图片', 'cover image'),
    paragraphs: label('正文', 'article body'),
    text: label('正文段落', 'paragraph'),
    url: label('正文图片', 'body image'),
    type: label('段落类型', 'paragraph type'),
    keywords: label('关键词', 'keywords'),
    keyword: label('搜索关键词', 'search keyword'),
    hidden: label('隐藏', 'hidden'),
    top: label('置顶', 'pinned'),
    scope: label('文章归属', 'article owner'),
  },
  calls: {
    addArticleFold: { name: label('文件夹名称', 'folder name') },
    renameArticleFold: { name: label('文件夹名称', 'folder name') },
    addCompanyArticleFold: { name: label('文件夹名称', 'folder name') },
  },
};
