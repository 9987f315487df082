import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCardFields } from '@card/contract';
import { api, call } from '../../lib/api';
import { networkKeys, useNetworkMutation } from './keys';

/** Hooks of the network's paper card part (issue 34): upload a photo, follow the reading, save or discard, paper contacts. */

export const useUploadCardScan = () =>
  useNetworkMutation(({ front, back }: { front: Blob; back?: Blob | null }) => {
    const form = new FormData();
    form.append('file', front);
    if (back) form.append('back', back);
    return call(api.network.uploadCardScan({ body: form as never }));
  });

/** One scan; polled every second while it is queued or being read (a read takes a few seconds). */
export const useCardScan = (id: string) =>
  useQuery({
    queryKey: networkKeys.key('cardScan', id),
    enabled: Boolean(id),
    retry: false,
    queryFn: () => call(api.network.getCardScan({ query: { id } })),
    refetchInterval: (q) => (q.state.data && ['queued', 'running'].includes(q.state.data.status) ? 1_000 : false),
  });

export const useSaveCardScan = () =>
  useNetworkMutation(({ id, fields }: { id: string; fields: TCardFields }) =>
    call(api.network.saveCardScan({ body: { id, ...fields, mobiles: fields.mobiles.filter(Boolean).join(',') as never } })),
  );
export const useDiscardCardScan = () => useNetworkMutation((id: string) => call(api.network.discardCardScan({ body: { id } })));

export const usePaperContacts = () =>
  useInfiniteQuery({
    queryKey: networkKeys.key('paperContacts'),
    initialPageParam: 1,
    retry: false,
    queryFn: ({ pageParam }) => call(api.network.findPaperContacts({ body: { pageIndex: pageParam, pageSize: 20 } })),
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
