import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentType, RegionCode, TTxPwdInfo } from '@card/contract';
import { api, call } from '../../../lib/api';
import { areas, refresh, txPasswordKey } from '../../../lib/mutation';

export const securityKeys = { all: areas.security.all, loginPassword: areas.security.key('loginPassword'), txPassword: txPasswordKey };

export const useHasLoginPassword = () => useQuery({ queryKey: securityKeys.loginPassword, queryFn: () => call(api.security.hasLoginPassword({ body: {} })) });

export const useTxPwdInfo = () => useQuery({ queryKey: securityKeys.txPassword, queryFn: () => call(api.security.findTransactionPwdInfo({ body: {} })), staleTime: 0 });

export function useSetLoginPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; confirmPassword: string }) => call(api.security.setUserLoginPassword({ body })),
    onSuccess: (r) => qc.setQueryData(securityKeys.loginPassword, r),
  });
}

export const useModifyLoginPassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmPassword: string }) => call(api.security.modifyUserLoginPassword({ body })),
  });

/** A plain check of the reset code (it stays usable), so the second screen only asks for the new password. */
export const useCheckResetCode = () =>
  useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; code: string }) => call(api.account.checkVerificationCode({ body: { ...body, purpose: 'resetPwd' } })),
  });

export const useResetLoginPassword = () =>
  useMutation({
    mutationFn: (body: { phone: string; regionCode: RegionCode; code: string; newPassword: string; confirmPassword: string }) => call(api.security.resetLoginPassword({ body })),
  });

/**
 * Transaction password calls answer with the new state, so it is written into the cache rather than read again
 * (the one policy useAreaMutation does not cover); failures refresh it so the tries left stay true.
 */
function useTxMutation<B>(fn: (body: B) => Promise<TTxPwdInfo>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => qc.setQueryData(securityKeys.txPassword, r),
    onError: () => refresh(qc, [securityKeys.txPassword]),
  });
}

export const useSetTxPwd = () => useTxMutation((body: { txPwd: string; confirmTxPwd: string; idType: IdDocumentType; idNumber: string }) => call(api.security.setTransactionPwd({ body })));

export const useModifyTxPwd = () => useTxMutation((body: { oldTxPwd: string; newTxPwd: string; confirmTxPwd: string }) => call(api.security.transactionPwdModify({ body })));

export const useBackTxPwd = () =>
  useTxMutation((body: { idType: IdDocumentType; idNumber: string; code: string; newTxPwd: string; confirmTxPwd: string }) => call(api.security.backTransactionPwd({ body })));

export const sendOwnPhoneCode = (channel: 'sms' | 'voice') => call(api.security.getOwnPhoneCode({ body: { purpose: 'txPwd', channel } }));
