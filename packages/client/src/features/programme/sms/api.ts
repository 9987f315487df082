import { useQuery } from '@tanstack/react-query';
import type { TSaveSmsSettingBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of SMS management (programme area, sms part). Every key starts with 'programmeSms', so any change (a sign, a
 * send, a pack, a setting) refreshes every SMS screen; credits follow a send and a paid pack.
 */
const keys = areaKeys('programmeSms');
const sms = api.programme;

export const useSmsHome = () => useQuery({ queryKey: keys.key('home'), queryFn: () => call(sms.findSmsHome({ body: {} })) });
export const useSmsSetting = () => useQuery({ queryKey: keys.key('setting'), queryFn: () => call(sms.findSmsSetting({ body: {} })) });
export const useSmsAuthorization = () => useQuery({ queryKey: keys.key('auth'), queryFn: () => call(sms.findSmsAuthorization({ body: {} })) });
export const useSmsRecords = () => usePagedList(keys.key('records'), (pageIndex) => call(sms.findSmsRecords({ body: { pageIndex } })));
export const useSmsCredits = () => usePagedList(keys.key('credits'), (pageIndex) => call(sms.findSmsCredits({ body: { pageIndex } })));
/** No retry: someone else's or an unknown record answers SMS_RECORD_NOT_FOUND at once, and the screen says so. */
export const useSmsRecord = (id: string) => useQuery({ queryKey: keys.key('record', id), retry: false, enabled: !!id, queryFn: () => call(sms.findSmsRecordDetail({ body: { id } })) });
export const useSmsReviews = (status: 'pending' | 'approved' | 'rejected') =>
  usePagedList(keys.key('reviews', status), (pageIndex) => call(sms.findSmsSignReviews({ body: { status, pageIndex } })));

export const useApplySign = () => useAreaMutation([keys.all], (text: string) => call(sms.applySmsSign({ body: { text } })));
/** Refreshed when settled: a sign another operator decided first also leaves the pending list. */
export const useReviewSign = () => useAreaMutation([keys.all], (b: { id: string; approve: boolean; reason: string }) => call(sms.reviewSmsSign({ body: b })), { when: 'settled' });
export const useBuyPack = () => useAreaMutation([], (packCode: string) => call(sms.buySmsPack({ body: { packCode } })));
export const useSaveSetting = () => useAreaMutation([keys.all], (b: TSaveSmsSettingBody) => call(sms.saveSmsSetting({ body: { ...b, defaultSignId: b.defaultSignId ?? '' } as never })));
export const useSaveConsent = () => useAreaMutation([keys.all], (consent: boolean) => call(sms.saveSmsConsent({ body: { consent } })));
export const useGrant = () => useAreaMutation([keys.all], (b: { phoneIdEcr: string; perDay: number }) => call(sms.grantSmsCredits({ body: b })));
export const useRevokeGrant = () => useAreaMutation([keys.all], (id: string) => call(sms.revokeSmsGrant({ body: { id } })));
/** Numbers travel comma-joined (the wire's list form). Refreshed when settled: a refused send may still have moved nothing, but the day's count is re-read either way. */
export const useSendSms = () =>
  useAreaMutation([keys.all], (b: { signId: string; text: string; mobiles: string[]; payer: string }) => call(sms.sendSms({ body: { ...b, mobiles: b.mobiles.join(',') as never } })), {
    when: 'settled',
  });

/** Fen as yuan with two decimals (¥10.00). */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
/** Numbers typed one per line, or separated by commas, spaces or Chinese commas. */
export const splitMobiles = (raw: string) =>
  raw
    .split(/[\s,，;；]+/)
    .map((s) => s.trim())
    .filter(Boolean);
