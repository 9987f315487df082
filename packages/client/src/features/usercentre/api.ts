import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MessageKind } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas, EVERYTHING, useAreaMutation } from '../../lib/mutation';
import { firstCursor, nextCursorOf } from '../../lib/paging';

/** Home data of the user centre: the home aggregate, messages, wallet tips, bind requests, module layout. */
const uc = areas.usercentre;
export const ucKeys = {
  all: uc.all,
  home: uc.key('home'),
  messages: uc.key('messages'),
  personal: uc.key('personal'),
  privacy: uc.key('privacy'),
  subscriptions: uc.key('subscriptions'),
  mobileRules: uc.key('mobileRules'),
};

/**
 * Several areas show the user centre's data (avatar, name, modules, bind requests), so its changes refresh
 * every query rather than guess which screens are affected.
 */
export const useUsercentreMutation = <A = void, R = unknown>(fn: (arg: A) => Promise<R>, opts?: { when?: 'success' | 'settled' }) => useAreaMutation(EVERYTHING, fn, opts);

export const useHomeAggregate = (enabled = true) => useQuery({ queryKey: ucKeys.home, queryFn: () => call(api.usercentre.forwardUserHomeNew({ body: {} })), enabled });

/**
 * One module's entry as the management centre's tiles get it (name and state: open, locked, VIP only, coming), for a
 * module's own screen to say the same as its tile (issue 31). Any unlock refreshes every query (EVERYTHING).
 */
export const useModuleEntry = (moduleId: number) =>
  useQuery({ queryKey: uc.key('modules'), queryFn: () => call(api.account.in2userMainModules({ body: {} })), select: (list) => list.find((m) => m.id === moduleId) ?? null });

/** The message feed, a page at a time (newest first); `fetchNextPage` follows the server's cursor. */
/** The message feed, all kinds or one (the message centre's tabs). */
export const useMessages = (kind?: MessageKind) =>
  useInfiniteQuery({
    queryKey: [...ucKeys.messages, kind ?? 'all'],
    queryFn: ({ pageParam }) => call(api.usercentre.in2userMainMessage({ body: { ...(pageParam ? { cursor: pageParam } : {}), ...(kind ? { kind } : {}) } })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });

export const useReadMessage = () => useUsercentreMutation((id: string) => call(api.usercentre.readUserMessage({ body: { id } })));

/** 全部已读: every unread message of the caller; the area's refresh brings every count (feed, home badge) to 0. */
export const useReadAllMessages = () => useUsercentreMutation(() => call(api.usercentre.readAllUserMessages({ body: {} })));

export const useReadWalletTips = () => useUsercentreMutation(() => call(api.usercentre.readWalletIncomeTip({ body: {} })));

export const useDecideBind = () =>
  useUsercentreMutation(({ id, agree }: { id: string; agree: boolean }) => call(agree ? api.usercentre.bindAgree({ body: { id } }) : api.usercentre.bindRefuse({ body: { id } })));

export interface ModuleLayout {
  topIds: number[];
  mainIds: number[];
  bottomIds: number[];
  hiddenIds: number[];
}

export const useSaveModules = () =>
  // The legacy wire takes each list comma-joined.
  useUsercentreMutation((l: ModuleLayout) =>
    call(
      api.usercentre.updateCenterModule({
        body: { topIds: l.topIds.join(','), mainIds: l.mainIds.join(','), bottomIds: l.bottomIds.join(','), hiddenIds: l.hiddenIds.join(',') },
      }),
    ),
  );
