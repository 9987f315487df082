import { useQuery } from '@tanstack/react-query';
import type { TAddHonourBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';
import { useCardMutation } from './edit-api';

export const listKeys = { columns: areas.card.key('columns'), honours: areas.card.key('honours') };

export const useColumns = () => useQuery({ queryKey: listKeys.columns, queryFn: () => call(api.card.findMpColumns({ body: {} })) });
export const useAddColumn = () => useCardMutation((body: { name: string; content: string }) => call(api.card.addMpColumn({ body })));
export const useUpdateColumn = () => useCardMutation((body: { id: string; name: string; content: string }) => call(api.card.updateMpColumn({ body })));
export const useSortColumns = () => useCardMutation((ids: string[]) => call(api.card.sortMpColumn({ body: { ids: ids.join(',') } })));
export const useDeleteColumn = () => useCardMutation((id: string) => call(api.card.delMpColumn({ body: { id } })));

export const useHonours = () => useQuery({ queryKey: listKeys.honours, queryFn: () => call(api.card.findMpHonors({ body: {} })) });
export const useAddHonour = () => useCardMutation((body: TAddHonourBody) => call(api.card.addMpHonor({ body })));
export const useUpdateHonour = () => useCardMutation((body: TAddHonourBody & { id: string }) => call(api.card.updateMpHonor({ body })));
export const useDeleteHonour = () => useCardMutation((id: string) => call(api.card.delMpHonor({ body: { id } })));
