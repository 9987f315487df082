import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegionCode } from '@card/contract';
import { api, call } from '../../../lib/api';
import { areas, useAreaMutation } from '../../../lib/mutation';

export const bindingKeys = { wechat: areas.security.key('wechat') };

export const sendPhoneChangeCode = (body: { step: 'old' | 'new'; phone?: string; regionCode?: RegionCode; channel: 'sms' | 'voice' }) => call(api.security.getModeifyPhoneMasCode({ body }));

export const useCheckOldPhoneCode = () => useMutation({ mutationFn: (code: string) => call(api.security.checkModifPhoneCode({ body: { code } })) });

// The phone shows in the management centre and the user centre (both read the account area).
export const useChangePhone = () =>
  useAreaMutation([areas.account.all], (body: { newPhone: string; regionCode: RegionCode; newCode: string }) => call(api.security.modeifyBindingPhone({ body })));

export const useWxBindings = () =>
  useQuery({
    queryKey: bindingKeys.wechat,
    queryFn: async () => {
      const [openId, unionId] = await Promise.all([call(api.security.getLoginUserBindWxOpenId({ body: {} })), call(api.security.getLoginUserBindWxUnionId({ body: {} }))]);
      return { openId, unionId };
    },
  });

/** Leaves for WeChat's authorization page; WeChat sends the browser back with `code` and `state`. */
export const useStartWxAuthorization = () =>
  useMutation({
    mutationFn: (redirectUri: string) => call(api.security.findWxAuthorizationUrl({ body: { redirectUri } })),
    onSuccess: (r) => window.location.assign(r.url),
  });

export function useBindWx() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) => call(api.security.findWxAuthorization({ body })),
    // The page's own read of the bindings started on arrival, alongside this bind: drop it, or its older answer
    // (unbound) could land after the bind and overwrite the new state.
    onSuccess: async (r) => {
      await qc.cancelQueries({ queryKey: bindingKeys.wechat });
      qc.setQueryData(bindingKeys.wechat, r);
    },
  });
}

export const useUnbindWx = () =>
  useAreaMutation([bindingKeys.wechat], (which: 'openId' | 'unionId') =>
    call(which === 'openId' ? api.security.unBindWeChatOpenId({ body: {} }) : api.security.unBindWeChatUnionId({ body: {} })),
  );
