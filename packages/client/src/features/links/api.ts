import { useQuery } from '@tanstack/react-query';
import type { TMiniLinkFields, TMiniLinkScheduleBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas, useAreaMutation } from '../../lib/mutation';

/** Every query of the area starts with 'links', so one invalidation refreshes the list and any open set. */
const links = areas.links;
export const linkKeys = {
  all: links.all,
  sets: links.key('sets'),
  set: (setId: string) => links.key('set', setId),
  stats: (setId: string, days: number) => links.key('stats', setId, days),
};

const useLinksMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([linkKeys.all], fn);

export const useLinkSets = () => useQuery({ queryKey: linkKeys.sets, queryFn: () => call(api.links.findMpMyselfLinkSets({ body: {} })) });

/** One of the caller's sets with its links; not retried, since a set that is gone stays gone. */
export const useLinkSet = (setId: string) => useQuery({ queryKey: linkKeys.set(setId), retry: false, queryFn: () => call(api.links.findFolderInnerMiniLinks({ body: { setId } })) });

export const useAddLinkSet = () => useLinksMutation((name: string) => call(api.links.addMpLinkSet({ body: { name } })));
export const useRenameLinkSet = () => useLinksMutation((body: { id: string; name: string }) => call(api.links.updateMpLinkSet({ body })));
export const useDeleteLinkSet = () => useLinksMutation((id: string) => call(api.links.delMpLinkSet({ body: { id } })));
export const useSortLinkSets = () => useLinksMutation((ids: string[]) => call(api.links.sortMpLinkSet({ body: { ids: ids.join(',') } })));

export const useAddMiniLink = (setId: string) => useLinksMutation((fields: TMiniLinkFields) => call(api.links.addMiniLink({ body: { setId, ...fields } })));
export const useUpdateMiniLink = () => useLinksMutation((body: TMiniLinkFields & { id: string }) => call(api.links.updateMiniLink({ body })));
export const useDeleteMiniLink = () => useLinksMutation((id: string) => call(api.links.delMiniLink({ body: { id } })));
export const useSortMiniLinks = (setId: string) => useLinksMutation((ids: string[]) => call(api.links.sortMiniLink({ body: { setId, ids: ids.join(',') } })));

export const useSwitchMiniLink = () => useLinksMutation((body: { id: string; enabled: boolean }) => call(api.links.switchMiniLink({ body })));
export const useScheduleMiniLink = () => useLinksMutation((body: TMiniLinkScheduleBody) => call(api.links.setMiniLinkSchedule({ body })));

/** A set's clicks per day (China time) over the last `days` days, with each link's clicks and total. */
export const useClickStats = (setId: string, days: 7 | 30) =>
  useQuery({ queryKey: linkKeys.stats(setId, days), queryFn: () => call(api.links.findMiniLinkClickStats({ body: { setId, days } })) });

/** The ids in their new order after moving the item at `index` one place up (-1) or down (+1). */
export function moved(ids: string[], index: number, by: -1 | 1): string[] {
  const out = [...ids];
  [out[index], out[index + by]] = [out[index + by], out[index]];
  return out;
}
