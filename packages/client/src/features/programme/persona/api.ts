import { useQuery } from '@tanstack/react-query';
import type { PendantCategory, TAddNicknameCustomBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { areaKeys, areas, EVERYTHING, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the programme area's persona part (issue 18): avatar pendants and avatar-nickname customs. A pendant
 * change also refreshes the card (its view carries the pendant); setting a default custom changes the name and
 * avatar every screen shows, so it refreshes everything.
 */
const keys = areaKeys('programmePersona');

export const usePendants = (category: PendantCategory | null) =>
  useQuery({
    queryKey: keys.key('pendants', category ?? 'all'),
    queryFn: () => call(api.programme.findAvatarPendantList({ body: category ? { category } : {} })),
  });
/** A non-VIP's try answers MODULE_LOCKED: the shared toast shows the catalogue message, the screen the way to VIP. */
export const useWearPendant = () => useAreaMutation([keys.all, areas.card.all], (pendantId: string) => call(api.programme.setAvatarPendant({ body: { pendantId } })));
export const useTakeOffPendant = () => useAreaMutation([keys.all, areas.card.all], () => call(api.programme.cancelAvatarPendant({ body: {} })));

export const useCustoms = () =>
  useQuery({
    queryKey: keys.key('customs'),
    queryFn: () => call(api.programme.findAvatarNicknameCustom({ body: {} })),
  });
const pictureForm = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
export const useUploadCustomAvatar = () => useAreaMutation([], (file: File) => call(api.programme.uploadAvatarNicknamePicture({ body: pictureForm(file) as never })));
export const useAddCustom = () => useAreaMutation([keys.all], (b: TAddNicknameCustomBody) => call(api.programme.addAvatarNicknameCustom({ body: b })));
export const useDeleteCustoms = () => useAreaMutation([keys.all], (ids: string[]) => call(api.programme.batchDelAvatarNicknameCustom({ body: { ids } })));
export const useSetDefaultCustom = () => useAreaMutation(EVERYTHING, (id: string) => call(api.programme.setDefaultAvatarNicknameCustom({ body: { id } })));
