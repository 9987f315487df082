import { useQuery } from '@tanstack/react-query';
import type { ThemeId, TMapPointBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { useCardMutation } from './edit-api';

export const styleKeys = {
  images: ['card', 'images'] as const,
  musics: (category: string) => ['card', 'musics', category] as const,
  musicSearch: (keyword: string) => ['card', 'musicSearch', keyword] as const,
  points: ['card', 'points'] as const,
  areas: (province: string) => ['card', 'areas', province] as const,
};

export const useImageList = () => useQuery({ queryKey: styleKeys.images, queryFn: () => call(api.card.getMpImageList({ body: {} })) });
export const useUpdateTheme = () => useCardMutation((themeId: ThemeId) => call(api.card.updateMpTheme({ body: { themeId } })));
export const useUpdateBackground = () =>
  useCardMutation((backgroundUrl: string) => call(api.card.updateMpBackground({ body: { backgroundUrl } })));

export const useMusics = (category: string) =>
  useQuery({ queryKey: styleKeys.musics(category), queryFn: () => call(api.card.findBackgroundMusics({ body: { category } })) });
/** Runs only once a keyword is submitted; the empty keyword is refused by the screen before it gets here. */
export const useMusicSearch = (keyword: string) =>
  useQuery({ queryKey: styleKeys.musicSearch(keyword), queryFn: () => call(api.card.searchMusics({ body: { keyword } })), enabled: keyword !== '' });
export const useUpdateMusic = () => useCardMutation((musicId: string) => call(api.card.updateMpMusic({ body: { musicId } })));

export const usePoints = () => useQuery({ queryKey: styleKeys.points, queryFn: () => call(api.card.findMapPointList({ body: {} })) });
export const useAreas = (province: string) =>
  useQuery({ queryKey: styleKeys.areas(province), queryFn: () => call(api.card.findDomesticAreaCity({ body: { province } })), staleTime: Infinity });
export const useAddPoint = () => useCardMutation((body: TMapPointBody) => call(api.card.addMapPoint({ body })));
export const useUpdatePoint = () => useCardMutation((body: TMapPointBody & { id: string }) => call(api.card.updateMapPoint({ body })));
export const useDeletePoint = () => useCardMutation((id: string) => call(api.card.delMapPoint({ body: { id } })));
export const useSetNavigation = () => useCardMutation((id: string) => call(api.card.setNavigationPoint({ body: { id } })));
