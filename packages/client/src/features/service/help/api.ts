import { useQuery } from '@tanstack/react-query';
import type { HelpKind, TSaveHelpBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the help centre (customer service area, help part). Every key starts with 'serviceHelp', so an agent's
 * save or hide refreshes every help screen at once: lists, search results and the agent's own list.
 */
const keys = areaKeys('serviceHelp');
const useHelpMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

export const useHelpHome = () => useQuery({ queryKey: keys.key('home'), queryFn: () => call(api.service.findHelpHome({ query: {} })) });
export const useHelpList = (kind: HelpKind) => usePagedList(keys.key('list', kind), (pageIndex) => call(api.service.findHelpList({ query: { kind, pageIndex } })));
/** No retry: a hidden or unknown article answers NOT_FOUND at once, and the screen says so. */
export const useHelpDetail = (id: string) => useQuery({ queryKey: keys.key('detail', id), retry: false, queryFn: () => call(api.service.findHelpDetail({ query: { id } })) });
/** Asks only for a keyword that is not blank: the screen checks that first and shows HELP_KEYWORD_REQUIRED itself. */
export const useHelpSearch = (keyword: string) =>
  usePagedList(keys.key('search', keyword), (pageIndex) => call(api.service.searchHelp({ query: { keyword, pageIndex } })), keyword.trim() !== '');

/** Every article for agents, hidden ones too; `kind` '' for all kinds. */
export const useAgentArticles = (kind: HelpKind | '') =>
  usePagedList(keys.key('agent', kind), (pageIndex) => call(api.service.findHelpArticles({ body: { pageIndex, ...(kind ? { kind } : {}) } })));
export const useSaveArticle = () => useHelpMutation((b: TSaveHelpBody) => call(api.service.saveHelpArticle({ body: b })));
export const useHideArticle = () => useHelpMutation((b: { id: string; hidden: boolean }) => call(api.service.hideHelpArticle({ body: b })));
