import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TChatConversation } from '@card/contract';
import { api, call } from '../../../lib/api';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';
import { usePagedList } from '../../../lib/paged-query';
import { emptyLog, mergeMessages, type ChatLog } from './chat-sync';

/**
 * Hooks of the live chat (issue 17). Keys start with 'serviceChat'. A conversation's messages live under
 * keys.log(id) as a ChatLog that only ever grows by merging (socket frames, catch-ups, history pages), so a refetch
 * never drops the older pages already loaded.
 */
export const chatKeys = (() => {
  const k = areaKeys('serviceChat');
  return {
    all: k.all,
    mine: k.key('mine'),
    lists: k.key('list'),
    list: (tab: OnlineTab) => k.key('list', tab),
    conversation: (id: string) => k.key('conversation', id),
    log: (id: string) => k.key('log', id),
  };
})();

export type OnlineTab = 'waiting' | 'mine' | 'closed';
export const HISTORY_PAGE = 20;
const LIST_PAGE = 20;

/** The user's open conversation (or null), its unread count and the agents online now. */
export const useMyConversation = () =>
  useQuery({
    queryKey: chatKeys.mine,
    queryFn: () => call(api.service.findMyConversation({ body: {} })),
  });

/** The newest page of a conversation, merged into what the screen already holds. */
export function useChatLog(conversationId: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: chatKeys.log(conversationId ?? ''),
    enabled: Boolean(conversationId),
    staleTime: Infinity,
    queryFn: async (): Promise<ChatLog> => {
      const page = await call(api.service.findMessages({ body: { conversationId: conversationId!, pageSize: HISTORY_PAGE } }));
      const held = qc.getQueryData<ChatLog>(chatKeys.log(conversationId!));
      return held ? mergeMessages(held, page.items) : { ...mergeMessages(emptyLog, page.items), hasOlder: page.hasMore };
    },
  });
}

/** The agent's list of one tab, paged, with the tabs' counts on every page. */
export const useOnlineList = (tab: OnlineTab) => usePagedList(chatKeys.list(tab), (pageIndex) => call(api.service.onlineList({ body: { tab, pageIndex, pageSize: LIST_PAGE } })));

/** A conversation the agent's lists hold already (a tap from the list opens it without another call). */
export function cachedConversation(qc: QueryClient, id: string): TChatConversation | undefined {
  const one = qc.getQueryData<TChatConversation>(chatKeys.conversation(id));
  if (one) return one;
  for (const [, data] of qc.getQueriesData<{ pages: { items: TChatConversation[] }[] }>({ queryKey: chatKeys.lists })) {
    const hit = data?.pages.flatMap((p) => p.items).find((c) => c.id === id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The agent's view of one conversation: the list's copy when there is one, else read by id (findConversation), which
 * never takes it: a waiting one opened by its link shows 接入 instead of the input bar.
 */
export function useAgentConversation(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: chatKeys.conversation(id),
    staleTime: Infinity,
    retry: false,
    queryFn: () => cachedConversation(qc, id) ?? call(api.service.findConversation({ body: { conversationId: id } })),
  });
}

export const useStartConversation = () => useAreaMutation([chatKeys.mine], () => call(api.service.startConversation({ body: {} })));
export const useCloseConversation = () => useAreaMutation([chatKeys.mine, chatKeys.lists], (conversationId: string) => call(api.service.closeConversation({ body: { conversationId } })));
/** Taking a waiting conversation; the lists refresh either way (taken by another agent: it leaves 待接入). */
export const useAcceptConversation = () =>
  useAreaMutation([chatKeys.lists], (conversationId: string) => call(api.service.acceptConversation({ body: { conversationId } })), { when: 'settled' });

/** The conversation if it has ended (how a screen without the socket learns of an end). */
export const endedConversation = async (id: string): Promise<TChatConversation | undefined> => {
  const c = await call(api.service.findConversation({ body: { conversationId: id } }));
  return c.status === 'closed' ? c : undefined;
};
