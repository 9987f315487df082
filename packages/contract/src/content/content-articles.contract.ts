import type { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import type { RouteMeta, RouteNeeds } from '../common/bases';
import {
  ZAddArticleBody,
  ZAddArticleFoldBody,
  ZArticleCenterBody,
  ZArticleDetail,
  ZArticleDone,
  ZArticleIdBody,
  ZArticlePage,
  ZArticleCardBody,
  ZArticleCardListBody,
  ZArticleFoldDone,
  ZArticleFoldIdBody,
  ZArticleFoldList,
  ZArticleFoldListBody,
  ZHideArticleBody,
  ZArticleKeywordBody,
  ZMcpInfo,
  ZMyArticlesBody,
  ZMyArticleFoldsBody,
  ZRenameArticleFoldBody,
  ZShowArticleBody,
  ZSortArticleFoldsBody,
  ZTopArticleBody,
  ZUpdateArticleBody,
} from './content-articles.schemas';

/**
 * Content, articles part (issue 14): the article host's calls (service base `article`, /x/article). Visitors'
 * reads (`/mini/show/...`) are open to anyone and answer only published articles; the owner's edits
 * (`/mini/edit/...`) need a session; the company article centre is read by the company's members and written by
 * its admins (the guard checks the role of the creating calls; the service checks every write again). Calls the
 * spec names keep its spelling; the rest carry a summary starting "Ours:".
 */
const once: RouteNeeds = { idempotent: true };
const admin: RouteNeeds = { roles: [{ role: 'companyAdmin' }] };

const show = <P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, summary: string) =>
  formPost(path, body, result, 'optional', { base: 'article', summary });
const edit = <P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(path, body, result, 'user', { base: 'article', needs, summary });
/** A JSON-bodied POST of the article host: an article's paragraphs are a real array. */
function jsonEdit<P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, summary: string, needs: RouteNeeds = {}) {
  const metadata: RouteMeta = meta('user', 'article', needs);
  return { method: 'POST' as const, path, contentType: 'application/json' as const, body, responses: { 200: envelope(result) }, metadata, summary };
}

export const contentArticlesContract = c.router(
  {
    // --- a card's articles, for visitors (the spec's article host reads) ---
    getFolds: show(
      '/mini/show/getFolds.xhtml',
      ZArticleCardBody,
      ZArticleFoldList,
      "A card's folds for visitors, each with its url rewritten to /multipleWdy/micro/show/fold?foldId=…&phoneIdEcr=…",
    ),
    getMotherFolds: show(
      '/mini/userMother/show/getFolds.xhtml',
      ZArticleCardBody,
      ZArticleFoldList,
      "The folds of a sub card's mirror master (empty unless bound and the sub allows articles); urls keep the sub card's phoneIdEcr",
    ),
    getFoldTopList: show(
      '/mini/show/fold/getTopList.xhtml',
      ZArticleFoldListBody,
      ZArticlePage,
      "Fold top list: a fold's pinned published articles, newest pin first (feed); the fold is the card's or its mirror master's",
    ),
    getFoldNotTopList: show('/mini/show/fold/getNotTopList.xhtml', ZArticleFoldListBody, ZArticlePage, "Fold non-top list: a fold's other published articles, newest first (feed)"),
    getTopList: show(
      '/mini/show/getTopList.xhtml',
      ZArticleCardListBody,
      ZArticlePage,
      "Top list, own and mirror: a card's pinned published articles and, for a sub card, its master's (marked mirrored), newest pin first; optional keyword filter",
    ),
    getNotTopList: show(
      '/mini/show/getNotTopList.xhtml',
      ZArticleCardListBody,
      ZArticlePage,
      'Non-top list, own and mirror: the other published articles of the card and its master, newest first; optional keyword filter',
    ),
    getArticlesByKeyword: show(
      '/mini/show/getArticlesByKeyword.xhtml',
      ZArticleKeywordBody,
      ZArticlePage,
      "Keyword filter: the card's (and its master's) published articles whose title or keywords hold the keyword, case-insensitive, newest first",
    ),
    getMcpInfo: show('/mini/show/getMcpInfo.xhtml', ZArticleCardBody, ZMcpInfo, 'The card shown with an article: name, avatar, company, position, phoneIdEcr'),
    getArticle: show(
      '/mini/show/getArticle.xhtml',
      ZShowArticleBody,
      ZArticleDetail,
      'Ours: one article with its paragraphs; published ones for anyone (counted as a view unless the owner reads), hidden ones only for their owner',
    ),
    // --- the company article centre ---
    articleCenter: edit(
      '/mini/company/articleCenter.xhtml',
      ZArticleCenterBody,
      ZArticlePage,
      "The caller's company's published articles (members only), newest first; optional fold and keyword filters",
    ),
    getCompanyFolds: edit('/mini/company/getFolds.xhtml', ZNoBody, ZArticleFoldList, "The caller's company's folds (members only)"),
    addCompanyArticleFold: edit('/mini/company/edit/addFold.xhtml', ZAddArticleFoldBody, ZArticleFoldDone, "Ours: a company admin adds a fold to the company's article centre", {
      ...admin,
      ...once,
    }),
    addCompanyArticle: jsonEdit('/mini/company/edit/addArticle.xhtml', ZAddArticleBody, ZArticleDone, "Ours: a company admin writes an article of the company's article centre (JSON body)", {
      ...admin,
      ...once,
    }),
    // --- the owner's edits ---
    getMyFolds: edit(
      '/mini/edit/getMyFolds.xhtml',
      ZMyArticleFoldsBody,
      ZArticleFoldList,
      "Ours: the caller's folds (scope own) or, for a company admin, the company's (scope company), counting hidden articles too",
    ),
    getMyArticles: edit(
      '/mini/edit/getMyArticles.xhtml',
      ZMyArticlesBody,
      ZArticlePage,
      "Ours: the caller's articles (or the company's for its admin), hidden ones too, pinned first then newest (feed)",
    ),
    addArticleFold: edit('/mini/edit/addFold.xhtml', ZAddArticleFoldBody, ZArticleFoldDone, "Ours: add a fold to the caller's articles", once),
    renameArticleFold: edit('/mini/edit/renameFold.xhtml', ZRenameArticleFoldBody, ZArticleFoldDone, "Ours: rename a fold (own, or the company's for its admin)"),
    deleteArticleFold: edit('/mini/edit/deleteFold.xhtml', ZArticleFoldIdBody, ZArticleFoldDone, 'Ours: delete an empty fold; refused while it holds articles (ARTICLE_FOLD_NOT_EMPTY)'),
    sortArticleFolds: edit('/mini/edit/sortFolds.xhtml', ZSortArticleFoldsBody, ZArticleFoldList, 'Ours: put the folds in this order (foldIds comma-joined, every fold once)'),
    addArticle: jsonEdit(
      '/mini/edit/addArticle.xhtml',
      ZAddArticleBody,
      ZArticleDone,
      "Ours: write an article on the caller's card: title, summary, cover, paragraphs of text or images, keywords, fold (JSON body)",
      once,
    ),
    updateArticle: jsonEdit('/mini/edit/updateArticle.xhtml', ZUpdateArticleBody, ZArticleDone, "Ours: change an article (own, or the company's for its admin) (JSON body)"),
    deleteArticle: edit('/mini/edit/deleteArticle.xhtml', ZArticleIdBody, ZArticleDone, 'Ours: delete an article'),
    hideArticle: edit('/mini/edit/hideArticle.xhtml', ZHideArticleBody, ZArticleDone, 'Ours: hide an article from visitors, or show it again'),
    topArticle: edit('/mini/edit/topArticle.xhtml', ZTopArticleBody, ZArticleDone, 'Ours: pin an article to the top list, or unpin it'),
  },
  { commonResponses },
);
