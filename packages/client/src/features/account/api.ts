import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodePurpose, RegionCode } from '@card/contract';
import { api, call } from '../../lib/api';
import { tokenStore } from '../../lib/token';

export const accountKeys = { me: ['account', 'me'] as const, modules: ['account', 'modules'] as const };

export const useUserInfo = (enabled = true) =>
  useQuery({ queryKey: accountKeys.me, queryFn: () => call(api.account.in2userMainUserInfo({ body: {} })), enabled, retry: false });

export const useModules = (enabled = true) =>
  useQuery({ queryKey: accountKeys.modules, queryFn: () => call(api.account.in2userMainModules({ body: {} })), enabled });

export const useSendCode = () =>
  useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; purpose: CodePurpose; channel?: 'sms' | 'voice' }) =>
      call(api.account.getVerificationCode({ body: { channel: 'sms', ...body } })),
  });

function useSessionStart() {
  const qc = useQueryClient();
  return (token: string) => {
    tokenStore.set(token);
    qc.clear();
  };
}

export function useLogin() {
  const start = useSessionStart();
  return useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; loginType: 'password' | 'code'; password?: string; code?: string; agree: boolean }) =>
      call(api.account.userLogin({ body })),
    onSuccess: (r) => start(r.token),
  });
}

export function useRegister() {
  const start = useSessionStart();
  return useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; code: string; password: string; agree: boolean; refereePhone?: string }) =>
      call(api.account.createUser({ body: { refereePhone: '', name: '', ...body } })),
    onSuccess: (r) => start(r.token),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.account.userLogout({ body: {} })),
    onSettled: () => {
      tokenStore.clear();
      qc.clear();
    },
  });
}
