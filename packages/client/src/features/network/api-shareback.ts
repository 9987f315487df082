import { useMutation } from '@tanstack/react-query';
import type { TShareBackBody } from '@card/contract';
import { api, call } from '../../lib/api';

/** Hooks of the network's share-back part (issue 34): the visitor's code, sharing back, withdrawing. */
export const sendShareBackCode = (phone: string, channel: 'sms' | 'voice') => call(api.account.getVerificationCode({ body: { phone, purpose: 'shareBack', channel } }));
export const useShareBack = () => useMutation({ mutationFn: (b: TShareBackBody) => call(api.network.shareBack({ body: b as never })) });
export const useWithdrawShareBack = () => useMutation({ mutationFn: (token: string) => call(api.network.withdrawShareBack({ body: { token } })) });
export const useWithdrawShareBackByCode = () =>
  useMutation({
    mutationFn: (b: { phoneIdEcr: string; mobile: string; code: string }) => call(api.network.withdrawShareBackByCode({ body: b as never })),
  });
