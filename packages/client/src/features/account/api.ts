import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegionCode } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';
import { tokenStore } from '../../lib/token';

export const accountKeys = { all: areas.account.all, me: areas.account.key('me') };

export const useUserInfo = (enabled = true) => useQuery({ queryKey: accountKeys.me, queryFn: () => call(api.account.in2userMainUserInfo({ body: {} })), enabled, retry: false });

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
    mutationFn: (body: { phone: string; regionCode: RegionCode; loginType: 'password' | 'code'; password?: string; code?: string; agree: boolean }) => call(api.account.userLogin({ body })),
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
