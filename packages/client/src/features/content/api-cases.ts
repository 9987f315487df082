import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CaseReportReason, CaseType, TSaveCaseBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of design cases (module 52). Every key starts with 'contentCases', so any change refreshes every case screen. */
const keys = areaKeys('contentCases');
const useCasesMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

export const useMyCases = () => paged(keys.key('mine'), (pageIndex) => call(api.content.myCase({ body: { pageIndex, pageSize: 50 } })));
export const useForbiddenCases = () => paged(keys.key('forbidden'), (pageIndex) => call(api.content.forbiddenCase({ body: { pageIndex } })));
export const useCardCases = (phoneIdEcr: string) => paged(keys.key('card', phoneIdEcr), (pageIndex) => call(api.content.findCase({ body: { phoneIdEcr, pageIndex } })));
export const useRecommended = (phoneIdEcr: string) => useQuery({ queryKey: keys.key('recommend', phoneIdEcr), queryFn: () => call(api.content.recommend({ body: { phoneIdEcr } })) });
export const useSearchCases = (keyword: string, type: CaseType | '') =>
  paged(keys.key('search', keyword, type), (pageIndex) => call(api.content.searchCase({ body: { keyword, type: type || undefined, pageIndex } })), keyword !== '');
/** Disabled without an id: the new-case form used to ask showCase for '' and open on the red 案例格式不正确 toast (issue 32). */
export const useCase = (id: string) => useQuery({ queryKey: keys.key('case', id), retry: false, enabled: id !== '', queryFn: () => call(api.content.showCase({ body: { id } })) });
export const useRelated = (id: string, enabled: boolean) => useQuery({ queryKey: keys.key('related', id), enabled, queryFn: () => call(api.content.relatedCase({ body: { id } })) });
export const useReportReasons = () => useQuery({ queryKey: keys.key('reasons'), staleTime: Infinity, queryFn: () => call(api.content.reportReasons({ body: {} })) });

export const useSaveCase = () => useCasesMutation((body: TSaveCaseBody) => call(api.content.saveCase({ body })));
export const useDeleteCases = () => useCasesMutation((ids: string[]) => call(api.content.manageCase({ body: { ids: ids.join(',') } })));
export const useSortCases = () => useCasesMutation((ids: string[]) => call(api.content.sortCase({ body: { ids: ids.join(',') } })));
export const useCaseSwitch = (which: 'hideCase' | 'topCase' | 'recommendCase') => useCasesMutation((b: { id: string; on: boolean }) => call(api.content[which]({ body: b })));
export const useComplain = () => useCasesMutation((b: { id: string; reason: CaseReportReason; text: string }) => call(api.content.complaint({ body: b })));
export const useAppeal = () => useCasesMutation((b: { id: string; text: string }) => call(api.content.appealCase({ body: b })));

/** A picture stored in the caller's picture library (a case takes only the caller's own images). */
export const useUploadCaseImage = () =>
  useAreaMutation([], (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.content.uploadPicture({ body: form }));
  });

// --- operators ---
export const useAuditQueue = () => paged(keys.key('audit'), (pageIndex) => call(api.content.auditCaseList({ body: { pageIndex } })));
export const useComplaints = () => paged(keys.key('complaints'), (pageIndex) => call(api.content.complaintList({ body: { pageIndex } })));
export const useAppeals = () => paged(keys.key('appeals'), (pageIndex) => call(api.content.appealList({ body: { pageIndex } })));
export const useWhitelist = () => paged(keys.key('whitelist'), (pageIndex) => call(api.content.auditWhitelist({ body: { pageIndex } })));
type Decision = { id: string; pass: boolean; reason?: string };
export const useAuditCase = () => useCasesMutation((b: Decision) => call(api.content.auditCase({ body: b })));
export const useDecideComplaint = () => useCasesMutation((b: Decision) => call(api.content.decideComplaint({ body: b })));
export const useDecideAppeal = () => useCasesMutation((b: Decision) => call(api.content.decideAppeal({ body: b })));
export const useWhitelistAdd = () => useCasesMutation((phoneIdEcr: string) => call(api.content.addAuditWhitelist({ body: { phoneIdEcr } })));
export const useWhitelistRemove = () => useCasesMutation((phoneIdEcr: string) => call(api.content.removeAuditWhitelist({ body: { phoneIdEcr } })));
