import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api';

export const cardKeys = { mine: ['card', 'mine'] as const };

export const useMyCard = () => useQuery({ queryKey: cardKeys.mine, queryFn: () => call(api.card.findMyCard({ body: {} })) });

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(api.card.updateMpUserName({ body: { name } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['card'] }).then(() => qc.invalidateQueries({ queryKey: ['account'] })),
  });
}
