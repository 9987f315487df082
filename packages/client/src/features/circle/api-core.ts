import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchCircleType } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstCursor, nextCursorOf } from '../../lib/paging';
import { circleKeys, useCircleMutation } from './keys';

/** Hooks of the circle core part: my circles, creating, joining, invitations, searches, QR codes, scan login. */

const feed = <T extends { hasMore: boolean; nextCursor: string | null; items: unknown[]; total: number | null }>(
  queryKey: readonly unknown[],
  fetch: (cursor?: string) => Promise<T>,
  enabled = true,
) => ({ queryKey, queryFn: ({ pageParam }: { pageParam: string | undefined }) => fetch(pageParam), initialPageParam: firstCursor, getNextPageParam: nextCursorOf, enabled });
const cur = (cursor?: string) => (cursor ? { cursor } : {});

export const useMyCircles = (tab: 'newCircle' | 'joinCircle') => useInfiniteQuery(feed(circleKeys.key('mine', tab), (c) => call(api.circle.findMyCircles({ body: { tab, ...cur(c) } }))));
export const useCircleLabels = () => useQuery({ queryKey: circleKeys.key('labels'), staleTime: Infinity, queryFn: () => call(api.circle.findCircleLabels({ body: {} })) });
export const useCircleDetail = (cid: string) =>
  useQuery({ queryKey: circleKeys.key('detail', cid), retry: false, enabled: Boolean(cid), queryFn: () => call(api.circle.circleDetail({ body: { cid } })) });

/** Provinces (province '') or one province's cities, from the offline region list the map screens use too. */

export interface CreateCircleInput {
  name: string;
  description: string;
  avatarUrl: string;
  province: string;
  city: string;
  address: string;
  industry: string;
  labels: string[];
  joinWay: 'open' | 'approval' | 'paid';
  joinPriceFen: number;
  viewPriceFen: number;
}
export const useCreateCircle = () =>
  useCircleMutation((b: CreateCircleInput) => call(api.circle.createCircle({ body: { ...b, labels: b.labels.join(','), industry: b.industry as never } as never })));
export const useUploadCircleAvatar = () =>
  useCircleMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.circle.uploadCircleAvatar({ body: form as never }));
  });

export const useJoinInfo = (cid: string, inviter: string) =>
  useQuery({ queryKey: circleKeys.key('joinInfo', cid, inviter), retry: false, queryFn: () => call(api.circle.circleJoinInfo({ body: { cid, ...(inviter ? { inviter } : {}) } })) });
export const useApplyJoin = () => useCircleMutation((b: { cid: string; note?: string }) => call(api.circle.applyJoinCircle({ body: { cid: b.cid, note: b.note ?? '' } })));
export const useQuitCircle = () => useCircleMutation((cid: string) => call(api.circle.quitCircle({ body: { cid } })));

export const useInvitations = () => useInfiniteQuery(feed(circleKeys.key('invitations'), (c) => call(api.circle.findMyCircleInvitations({ body: cur(c) }))));
export const useDecideInvitation = () =>
  useCircleMutation((b: { cid: string; agree: boolean }) =>
    call(b.agree ? api.circle.agreeCircleInvitation({ body: { cid: b.cid } }) : api.circle.ignoreCircleInvitation({ body: { cid: b.cid } })),
  );
export const useApplications = (cid: string) =>
  useInfiniteQuery({ ...feed(circleKeys.key('applications', cid), (c) => call(api.circle.findCircleApplications({ body: { cid, ...cur(c) } }))), retry: false });
export const useDecideApplication = () =>
  useCircleMutation((b: { cid: string; phoneIdEcr: string; agree: boolean }) =>
    call(
      b.agree
        ? api.circle.agreeCircleApplication({ body: { cid: b.cid, phoneIdEcr: b.phoneIdEcr } })
        : api.circle.ignoreCircleApplication({ body: { cid: b.cid, phoneIdEcr: b.phoneIdEcr } }),
    ),
  );
export const useInviteFriends = () =>
  useCircleMutation((b: { cid: string; phoneIdEcrs: string[] }) => call(api.circle.inviteCircleFriends({ body: { cid: b.cid, phoneIdEcrs: b.phoneIdEcrs.join(',') as never } })));

export const useCircleQr = (cid: string) =>
  useQuery({ queryKey: circleKeys.key('qr', cid), retry: false, enabled: Boolean(cid), queryFn: () => call(api.circle.circleQrCode({ body: { cid } })) });

export const useSearchCircle = (type: SearchCircleType, keyword: string) =>
  useInfiniteQuery({ ...feed(circleKeys.key('search', type, keyword), (c) => call(api.circle.searchCircle({ body: { type, keyword, ...cur(c) } })), keyword !== ''), retry: false });
export const useSearchJoinCircle = (keyword: string) =>
  useInfiniteQuery({ ...feed(circleKeys.key('searchJoin', keyword), (c) => call(api.circle.searchJoinCircle({ body: { keyword, ...cur(c) } })), keyword !== ''), retry: false });
export const useSearchMpUser = (cid: string, keyword: string) =>
  useQuery({ queryKey: circleKeys.key('searchMpUser', cid, keyword), enabled: keyword !== '', retry: false, queryFn: () => call(api.circle.searchMpUser({ body: { cid, keyword } })) });
export const useSearchCirUser = (cid: string, keyword: string) =>
  useInfiniteQuery({ ...feed(circleKeys.key('searchCirUser', cid, keyword), (c) => call(api.circle.searchCirUser({ body: { cid, keyword, ...cur(c) } })), keyword !== ''), retry: false });
export const useMemberInfo = (cid: string, phoneIdEcr: string) =>
  useQuery({ queryKey: circleKeys.key('memberInfo', cid, phoneIdEcr), retry: false, queryFn: () => call(api.circle.circleSearchMpUserInfo({ body: { cid, phoneIdEcr } })) });

/** Scan login: a fresh code (a new one each time the screen refreshes it), then polls of it. */
export const useLoginCode = (nonce: number) =>
  useQuery({ queryKey: circleKeys.key('loginCode', nonce), staleTime: Infinity, retry: false, queryFn: () => call(api.circle.createCircleLoginCode({ body: {} })) });
export const usePollLoginCode = (loginCode: string | undefined, active: boolean) =>
  useQuery({
    queryKey: circleKeys.key('loginPoll', loginCode),
    enabled: Boolean(loginCode) && active,
    retry: false,
    refetchInterval: active ? 2000 : false,
    queryFn: () => call(api.circle.pollCircleLoginCode({ body: { loginCode: loginCode! } })),
  });
export const useScanLoginCode = () => useCircleMutation((loginCode: string) => call(api.circle.scanCircleLoginCode({ body: { loginCode } })));
export const useConfirmLoginCode = () => useCircleMutation((loginCode: string) => call(api.circle.confirmCircleLoginCode({ body: { loginCode } })));
