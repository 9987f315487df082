import { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { AGENT_NEEDS } from './service.schemas';
import {
  ZHelpAdminPage,
  ZHelpArticle,
  ZHelpArticleAdmin,
  ZHelpArticlesBody,
  ZHelpHome,
  ZHelpIdQuery,
  ZHelpListQuery,
  ZHelpPage,
  ZHelpSearchQuery,
  ZHideHelpBody,
  ZSaveHelpBody,
} from './service-help.schemas';

/**
 * Customer service, help part (issue 17): help centre: e-books, videos, guides and articles from the seed, full-text search ranked (core/fulltext), detail pages, and agents' article management. Visitors' reads are the spec's GET /customerService/s/* calls (signed in or not); agents' writes /customerService/helpCenter/*. The spec names the groups only, so every call name here is ours.
 */
const S = '/customerService/s';
const A = '/customerService/helpCenter';
const read = <N extends string, Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, query: Q, result: R, summary: string) => ({
  method: 'GET' as const,
  path: `${S}/${name}.xhtml` as `/customerService/s/${N}.xhtml`,
  query,
  metadata: meta('optional'),
  responses: { 200: envelope(result) },
  summary,
});
const agent = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string) =>
  formPost(`${A}/${name}.xhtml` as `/customerService/helpCenter/${N}.xhtml`, body, result, 'user', { needs: AGENT_NEEDS, summary });

export const serviceHelpContract = c.router(
  {
    findHelpHome: read(
      'findHelpHome',
      z.object({}),
      ZHelpHome,
      "Ours: the help centre's home: for each kind (ebook, video, guide, article) how many shown articles it has and its first few in order",
    ),
    findHelpList: read('findHelpList', ZHelpListQuery, ZHelpPage, "Ours: one kind's shown articles, paged, in the agents' order (then newest first)"),
    findHelpDetail: read('findHelpDetail', ZHelpIdQuery, ZHelpArticle, 'Ours: one shown article with its body; counts a view. A hidden or unknown id answers NOT_FOUND'),
    searchHelp: read(
      'searchHelp',
      ZHelpSearchQuery,
      ZHelpPage,
      'Ours: shown articles holding every word of the keyword (Chinese words found inside text), best first (a title hit before a body hit), paged; a blank keyword answers HELP_KEYWORD_REQUIRED',
    ),
    saveHelpArticle: agent('saveHelpArticle', ZSaveHelpBody, ZHelpArticleAdmin, 'Ours: an agent creates an article (no id) or changes one; the search index follows in the same transaction'),
    hideHelpArticle: agent(
      'hideHelpArticle',
      ZHideHelpBody,
      ZHelpArticleAdmin,
      'Ours: an agent takes an article off the help centre (hidden true: out of lists and search) or shows it again',
    ),
    findHelpArticles: agent(
      'findHelpArticles',
      ZHelpArticlesBody,
      ZHelpAdminPage,
      "Ours: every article for agents, hidden ones too, optionally of one kind, paged in the help centre's order",
    ),
  },
  { commonResponses },
);
