import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TArticleParagraph } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { nextCursorOf } from '../../lib/paging';

/**
 * Hooks of the content area's articles part (issue 14). Keys all start with 'contentArticles': a change refreshes
 * every articles screen (the owner's lists, the fold pages, an open article).
 */
const keys = areaKeys('contentArticles');
const useArticlesMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);
export type Scope = 'own' | 'company';
const first = undefined as string | undefined;

// --- the owner's side ---
export const useMyFolds = (scope: Scope) =>
  useQuery({
    queryKey: keys.key('myFolds', scope),
    queryFn: () => call(api.content.getMyFolds({ body: { scope } })),
  });
export const useMyArticles = (scope: Scope, foldId: string) =>
  useInfiniteQuery({
    queryKey: keys.key('mine', scope, foldId),
    queryFn: ({ pageParam }) => call(api.content.getMyArticles({ body: { scope, cursor: pageParam, ...(foldId ? { foldId } : {}) } })),
    initialPageParam: first,
    getNextPageParam: nextCursorOf,
  });
export const useArticle = (articleId: string) =>
  useQuery({
    queryKey: keys.key('article', articleId),
    enabled: articleId !== '',
    retry: false,
    queryFn: () => call(api.content.getArticle({ body: { articleId } })),
  });

export const useAddFold = (scope: Scope) =>
  useArticlesMutation((name: string) => call(scope === 'company' ? api.content.addCompanyArticleFold({ body: { name } }) : api.content.addArticleFold({ body: { name } })));
export const useRenameFold = () => useArticlesMutation((b: { foldId: string; name: string }) => call(api.content.renameArticleFold({ body: b })));
export const useDeleteFold = () => useArticlesMutation((foldId: string) => call(api.content.deleteArticleFold({ body: { foldId } })));
export const useSortFolds = (scope: Scope) => useArticlesMutation((foldIds: string[]) => call(api.content.sortArticleFolds({ body: { scope, foldIds: foldIds.join(',') } })));

export interface ArticleDraft {
  title: string;
  summary: string;
  coverUrl: string;
  paragraphs: TArticleParagraph[];
  keywords: string[];
  foldId?: string;
}
export const useSaveArticle = (scope: Scope, articleId: string) =>
  useArticlesMutation((d: ArticleDraft) => {
    if (articleId) return call(api.content.updateArticle({ body: { articleId, ...d } }));
    return call(scope === 'company' ? api.content.addCompanyArticle({ body: d }) : api.content.addArticle({ body: d }));
  });
export const useDeleteArticle = () => useArticlesMutation((articleId: string) => call(api.content.deleteArticle({ body: { articleId } })));
export const useHideArticle = () => useArticlesMutation((b: { articleId: string; hidden: boolean }) => call(api.content.hideArticle({ body: b })));
export const useTopArticle = () => useArticlesMutation((b: { articleId: string; top: boolean }) => call(api.content.topArticle({ body: b })));
/** An image for an article goes into the caller's picture library first (the server accepts only their own files). */
export const useUploadArticleImage = () =>
  useAreaMutation([], (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.content.uploadPicture({ body: form }));
  });

// --- visitors ---
export const useCardFolds = (phoneIdEcr: string) =>
  useQuery({
    queryKey: keys.key('folds', phoneIdEcr),
    retry: false,
    queryFn: async () => {
      const [own, mother] = await Promise.all([call(api.content.getFolds({ body: { phoneIdEcr } })), call(api.content.getMotherFolds({ body: { phoneIdEcr } }))]);
      return [...own.folds, ...mother.folds];
    },
  });
export const useFoldArticles = (phoneIdEcr: string, foldId: string, top: boolean) =>
  useInfiniteQuery({
    queryKey: keys.key('fold', phoneIdEcr, foldId, top),
    retry: false,
    queryFn: ({ pageParam }) => call((top ? api.content.getFoldTopList : api.content.getFoldNotTopList)({ body: { phoneIdEcr, foldId, cursor: pageParam } })),
    initialPageParam: first,
    getNextPageParam: nextCursorOf,
  });
export const useCardArticles = (phoneIdEcr: string, top: boolean, keyword: string) =>
  useInfiniteQuery({
    queryKey: keys.key('card', phoneIdEcr, top, keyword),
    retry: false,
    queryFn: ({ pageParam }) => call((top ? api.content.getTopList : api.content.getNotTopList)({ body: { phoneIdEcr, keyword, cursor: pageParam } })),
    initialPageParam: first,
    getNextPageParam: nextCursorOf,
  });
export const useMcpInfo = (phoneIdEcr: string) =>
  useQuery({
    queryKey: keys.key('mcp', phoneIdEcr),
    enabled: phoneIdEcr !== '',
    retry: false,
    queryFn: () => call(api.content.getMcpInfo({ body: { phoneIdEcr } })),
  });

// --- the company article centre ---
export const useCompanyFolds = () =>
  useQuery({
    queryKey: keys.key('companyFolds'),
    retry: false,
    queryFn: () => call(api.content.getCompanyFolds({ body: {} })),
  });
export const useArticleCenter = (foldId: string) =>
  useInfiniteQuery({
    queryKey: keys.key('center', foldId),
    retry: false,
    queryFn: ({ pageParam }) => call(api.content.articleCenter({ body: { cursor: pageParam, ...(foldId ? { foldId } : {}) } })),
    initialPageParam: first,
    getNextPageParam: nextCursorOf,
  });
