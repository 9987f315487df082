import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ThemeId, TMapPointBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { callSearch } from '../../lib/call-search';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { areas } from '../../lib/mutation';
import { useCardMutation } from './edit-api';

export const styleKeys = {
  images: areas.card.key('images'),
  musics: (category: string) => areas.card.key('musics', category),
  musicSearch: (keyword: string) => areas.card.key('musicSearch', keyword),
  points: areas.card.key('points'),
};

export const useImageList = () => useQuery({ queryKey: styleKeys.images, queryFn: () => call(api.card.getMpImageList({ body: {} })) });
export const useUpdateTheme = () => useCardMutation((themeId: ThemeId) => call(api.card.updateMpTheme({ body: { themeId } })));
export const useUpdateBackground = () => useCardMutation((backgroundUrl: string) => call(api.card.updateMpBackground({ body: { backgroundUrl } })));

export const useMusics = (category: string) =>
  useInfiniteQuery({
    queryKey: styleKeys.musics(category),
    queryFn: ({ pageParam }) => call(api.card.findBackgroundMusics({ body: { category, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
/**
 * Runs only once a keyword is submitted; the empty keyword is refused by the screen before it gets here. Each page
 * is a search outcome (results, empty, needVip, failed); only a page of results can have a next one.
 */
export const useMusicSearch = (keyword: string) =>
  useInfiniteQuery({
    queryKey: styleKeys.musicSearch(keyword),
    queryFn: ({ pageParam }) => callSearch(api.card.searchMusics({ body: { keyword, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => (last.kind === 'results' ? nextPageIndex(last.data, pages) : undefined),
    enabled: keyword !== '',
  });
export const useUpdateMusic = () => useCardMutation((musicId: string) => call(api.card.updateMpMusic({ body: { musicId } })));

export const usePoints = () => useQuery({ queryKey: styleKeys.points, queryFn: () => call(api.card.findMapPointList({ body: {} })) });
export const useAddPoint = () => useCardMutation((body: TMapPointBody) => call(api.card.addMapPoint({ body })));
export const useUpdatePoint = () => useCardMutation((body: TMapPointBody & { id: string }) => call(api.card.updateMapPoint({ body })));
export const useDeletePoint = () => useCardMutation((id: string) => call(api.card.delMapPoint({ body: { id } })));
export const useSetNavigation = () => useCardMutation((id: string) => call(api.card.setNavigationPoint({ body: { id } })));

/** Address lookups for the map-point picker: asked on a tap, never cached (a search is what the owner typed now). */
export const searchAddress = (keyword: string, city = '') => call(api.card.searchAddress({ body: { keyword, city } }));
export const reverseGeocode = (lat: number, lng: number) => call(api.card.reverseGeocode({ body: { lat, lng } }));
