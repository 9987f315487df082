import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFirstRunState } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';

const firstRunKey = areas.usercentre.key('firstRun');

/** Whether the walkthrough is still to be shown (the server remembers, per account). */
export const useFirstRun = (enabled: boolean) => useQuery({ queryKey: firstRunKey, queryFn: () => call(api.usercentre.findFirstRun({ body: {} })), enabled, staleTime: Infinity });

/** Finished or skipped: the server records it and the walkthrough closes at once, whatever the answer's timing. */
export function useFinishFirstRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.usercentre.finishFirstRun({ body: {} })),
    onMutate: () => {
      qc.setQueryData<TFirstRunState>(firstRunKey, { pending: false });
    },
  });
}
