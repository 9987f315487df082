import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegionCode } from '@card/contract';
import { api, call } from '../../../lib/api';
import { tokenStore } from '../../../lib/token';

/** Registration with the security extras: an optional password and a referee by phone or shared-link card id. */
export function useRegisterAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; code: string; password: string; agree: boolean; refereePhone: string; refereeIdEcr: string }) =>
      call(api.account.createUser({ body: { name: '', ...body } })),
    onSuccess: (r) => {
      tokenStore.set(r.token);
      qc.clear();
    },
  });
}
