import { useQuery } from '@tanstack/react-query';
import type { CardLayoutId, TCardEnglish } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';
import { useCardMutation } from './edit-api';

/** The card's layout (issue 35): the list with what may be chosen, the choice, the English fields. */
export const layoutKeys = { list: areas.card.key('layouts') };
export const useLayoutList = () => useQuery({ queryKey: layoutKeys.list, queryFn: () => call(api.card.getMpLayoutList({ body: {} })) });
export const useUpdateLayout = () => useCardMutation((layoutId: CardLayoutId) => call(api.card.updateMpLayout({ body: { layoutId } })));
export const useUpdateEnglish = () => useCardMutation((body: TCardEnglish) => call(api.card.updateMpEnglish({ body })));
export const useUpdateBrand = () => useCardMutation((body: { primary: string; secondary: string; lockLayout: boolean }) => call(api.card.updateCompanyBrand({ body })));
export const useUploadLogo = () =>
  useCardMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.card.uploadCompanyLogo({ body: form }));
  });
