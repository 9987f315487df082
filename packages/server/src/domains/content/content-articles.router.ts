import { initServer } from '@ts-rest/fastify';
import { contentArticlesContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { contentArticlesEditService } from './content-articles-edit.service';
import { contentArticlesShowService } from './content-articles-show.service';

const s = initServer();

/** Handlers of the content area's articles part (contract content-articles.contract.ts). */
export function contentArticlesHandlers(ctx: AppContext) {
  const show = contentArticlesShowService(ctx);
  const edit = contentArticlesEditService(ctx);
  return s.router(contentArticlesContract, {
    getFolds: open(({ body }) => show.getFolds(body.phoneIdEcr)),
    getMotherFolds: open(({ body }) => show.getMotherFolds(body.phoneIdEcr)),
    getFoldTopList: open(({ body }) => show.foldList(body, true)),
    getFoldNotTopList: open(({ body }) => show.foldList(body, false)),
    getTopList: open(({ body }) => show.cardList(body, true)),
    getNotTopList: open(({ body }) => show.cardList(body, false)),
    getArticlesByKeyword: open(({ body }) => show.byKeyword(body)),
    getMcpInfo: open(({ body }) => show.mcpInfo(body.phoneIdEcr)),
    getArticle: open(({ body }, viewerId) => show.article(body.articleId, viewerId)),
    articleCenter: signedIn(({ body }, userId) => show.articleCenter(userId, body)),
    getCompanyFolds: signedIn((_input, userId) => show.companyFolds(userId)),
    addCompanyArticleFold: signedIn(({ body }, userId) => edit.addFold(userId, body.name, 'company')),
    addCompanyArticle: signedIn(({ body }, userId) => edit.addArticle(userId, body, 'company')),
    getMyFolds: signedIn(({ body }, userId) => edit.folds(userId, body.scope)),
    getMyArticles: signedIn(({ body }, userId) => edit.myArticles(userId, body)),
    addArticleFold: signedIn(({ body }, userId) => edit.addFold(userId, body.name, 'own')),
    renameArticleFold: signedIn(({ body }, userId) => edit.renameFold(userId, body.foldId, body.name)),
    deleteArticleFold: signedIn(({ body }, userId) => edit.deleteFold(userId, body.foldId)),
    sortArticleFolds: signedIn(({ body }, userId) => edit.sortFolds(userId, body.scope, body.foldIds)),
    addArticle: signedIn(({ body }, userId) => edit.addArticle(userId, body, 'own')),
    updateArticle: signedIn(({ body }, userId) => edit.updateArticle(userId, body.articleId, body)),
    deleteArticle: signedIn(({ body }, userId) => edit.deleteArticle(userId, body.articleId)),
    hideArticle: signedIn(({ body }, userId) => edit.hideArticle(userId, body.articleId, body.hidden)),
    topArticle: signedIn(({ body }, userId) => edit.topArticle(userId, body.articleId, body.top)),
  });
}
