import { useQuery } from '@tanstack/react-query';
import type { TUpdateBasicInfoBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas, useAreaMutation } from '../../lib/mutation';

/** Query keys of the card area all start with 'card', so one invalidation refreshes every card screen. */
const card = areas.card;
export const cardKeys = { all: card.all, mine: card.key('mine'), completion: card.key('completion'), wechatQr: card.key('wechatQr') };
export const editKeys = cardKeys;

/** A mutation that refreshes every card query when it succeeds. */
export const useCardMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([cardKeys.all], fn);

export const useCompletion = () => useQuery({ queryKey: editKeys.completion, queryFn: () => call(api.card.countMpDataCompletion({ body: {} })) });

export const useUpdateBasicInfo = () => useCardMutation((body: TUpdateBasicInfoBody) => call(api.card.updateMpBasicInfo({ body })));

export const useUpdateSocial = () => useCardMutation((body: { qq: string; weibo: string }) => call(api.card.updateMpSocial({ body })));

export const useUpdateMobiles = () => useCardMutation((mobiles: string[]) => call(api.card.updateMpUserPhone({ body: { mobiles: mobiles.join(',') } })));

/** The three free-text sections share one screen; each has its own call. */
export type TextSection = 'title' | 'signature' | 'productService';
export function useUpdateText(section: TextSection) {
  return useCardMutation(async (value: string): Promise<unknown> => {
    if (section === 'title') return call(api.card.updateMpTitle({ body: { title: value } }));
    if (section === 'signature') return call(api.card.updateMpSignature({ body: { signature: value } }));
    return call(api.card.updateMpProductService({ body: { productService: value } }));
  });
}

export const useWeChatQr = () => useQuery({ queryKey: editKeys.wechatQr, queryFn: () => call(api.card.findWeiXinQRCode({ body: {} })) });

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const useUploadWeChatQr = () => useCardMutation((file: File) => call(api.card.uploadWeChatQrCode({ body: fileForm(file) })));
export const useDeleteWeChatQr = () => useCardMutation(() => call(api.card.delWeChatQrCode({ body: {} })));
export const useUploadBackground = () => useCardMutation((file: File) => call(api.card.uploadBackground({ body: fileForm(file) })));
