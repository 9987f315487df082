import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TSaveActivityBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex } from '../../lib/paging';

/** Hooks of the activity events part. Every key starts with 'activityEvents', so any change refreshes every events screen. */
const keys = areaKeys('activityEvents');
const useEventsMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

/** The owner's activities in every state (findMyActivities), newest first. */
export const useMyActivities = () =>
  useInfiniteQuery({
    queryKey: keys.key('mine'),
    initialPageParam: firstPageIndex,
    queryFn: ({ pageParam }) => call(api.activity.findMyActivities({ body: { pageIndex: pageParam, pageSize: 20 } })),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

/** A card's ACTIVE list through the spec's call: startIndex from 1, len 10 (its defaults), the window left to the server. */
export const useCardActivities = (phoneIdEcr: string) =>
  useInfiniteQuery({
    queryKey: keys.key('card', phoneIdEcr),
    initialPageParam: firstPageIndex,
    queryFn: ({ pageParam }) => call(api.activity.getActivitysByStatuss({ body: { activityStatus: 'ACTIVE', phoneIdEcr, startIndex: pageParam } })),
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

export const useActivity = (id: string, enabled = true) => useQuery({ queryKey: keys.key('one', id), enabled, queryFn: () => call(api.activity.getActivity({ body: { id } })) });
export const useActivityPoster = (id: string) => useQuery({ queryKey: keys.key('poster', id), queryFn: () => call(api.activity.getActivityPoster({ body: { id } })) });

export const useSaveActivity = () => useEventsMutation((b: TSaveActivityBody) => call(api.activity.saveActivity({ body: b })));
export const usePublishActivity = () => useEventsMutation((id: string) => call(api.activity.publishActivity({ body: { id } })));
export const useDelActivity = () => useEventsMutation((id: string) => call(api.activity.delActivity({ body: { id } })));
export const useNotifyAttendees = () => useEventsMutation((b: { id: string; text: string }) => call(api.activity.notifyActivityAttendees({ body: b })));
