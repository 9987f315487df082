import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areas, useAreaMutation } from '../../lib/mutation';
import { cardKeys } from './edit-api';

export { cardKeys };

/** `enabled` false: not asked yet (a screen shown signed out too, as the management centre). */
export const useMyCard = (enabled = true) => useQuery({ queryKey: cardKeys.mine, queryFn: () => call(api.card.findMyCard({ body: {} })), enabled });

/** The name shows on the card and in the signed-in user's info (account area), so both are read again. */
export const useUpdateName = () => useAreaMutation([cardKeys.all, areas.account.all], (name: string) => call(api.card.updateMpUserName({ body: { name } })));
