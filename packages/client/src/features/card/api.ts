import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { useAreaMutation } from '../../lib/mutation';
import { cardKeys } from './edit-api';

export { cardKeys };

export const useMyCard = () => useQuery({ queryKey: cardKeys.mine, queryFn: () => call(api.card.findMyCard({ body: {} })) });

/** The name shows on the card and in the signed-in user's info (account area), so both are read again. */
export const useUpdateName = () =>
  useAreaMutation([cardKeys.all, ['account']], (name: string) => call(api.card.updateMpUserName({ body: { name } })));
