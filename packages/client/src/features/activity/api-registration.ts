import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TSaveRegistrationFieldsBody, TSaveRegistrationPageBody, TSubmitGuestRegistrationBody, TSubmitRegistrationBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { downloadSignedIn } from '../../lib/download-file';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the activity registration part. Every key starts with 'activityRegistration', so a change refreshes every screen of it. */
const keys = areaKeys('activityRegistration');
const useRegMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all, ['activityEvents']], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- registration pages ---
export const useMyPages = () => paged(keys.key('pages'), (pageIndex) => call(api.activity.findMyRegistrationPages({ body: { pageIndex, pageSize: 20 } })));
export const useSavePage = () => useRegMutation((b: TSaveRegistrationPageBody) => call(api.activity.saveRegistrationPage({ body: b })));
export const usePublishPage = () => useRegMutation((id: string) => call(api.activity.publishRegistrationPage({ body: { id } })));
export const useClosePage = () => useRegMutation((id: string) => call(api.activity.closeRegistrationPage({ body: { id } })));
export const useDelPage = () => useRegMutation((id: string) => call(api.activity.delRegistrationPage({ body: { id } })));

// --- the form ---
export const useFields = (id: string) => useQuery({ queryKey: keys.key('fields', id), queryFn: () => call(api.activity.findRegistrationFields({ body: { id } })) });
export const useSaveFields = () => useRegMutation((b: TSaveRegistrationFieldsBody) => call(api.activity.saveRegistrationFields({ body: b as never })));

// --- registering ---
export const useRegisterDetail = (id: string) => useQuery({ queryKey: keys.key('detail', id), queryFn: () => call(api.activity.findRegisterDetail({ body: { id } })) });
export const useSubmitRegistration = () => useRegMutation((b: TSubmitRegistrationBody) => call(api.activity.submitRegistration({ body: b as never })));
/** A visitor without an account (issue 32): the SMS code proving the phone, then the registration with it. */
export const sendRegistrationCode = (phone: string, channel: 'sms' | 'voice') => call(api.account.getVerificationCode({ body: { phone, purpose: 'activityRegister', channel } }));
export const useSubmitGuestRegistration = () => useRegMutation((b: TSubmitGuestRegistrationBody) => call(api.activity.submitGuestRegistration({ body: b as never })));
export const useCancelRegistration = () => useRegMutation((id: string) => call(api.activity.cancelRegistration({ body: { id } })));
export const useMyRegistrations = () => paged(keys.key('mine'), (pageIndex) => call(api.activity.findMyRegistrations({ body: { pageIndex, pageSize: 20 } })));

// --- attendees ---
export const useAttendees = (id: string, state: string) =>
  paged(keys.key('attendees', id, state), (pageIndex) => call(api.activity.findAttendees({ body: { id, state: state || undefined, pageIndex, pageSize: 20 } as never })));
export const useCheckIn = () => useRegMutation((id: string) => call(api.activity.checkInAttendee({ body: { id } })));
/** Downloads the attendee CSV (a signed-in GET on the activity base); false when the server refused. */
export const downloadAttendees = (id: string) => downloadSignedIn(`/activity/exportAttendees.xhtml?id=${encodeURIComponent(id)}`, 'text/csv', `attendees-${id}.csv`, 'activity');
