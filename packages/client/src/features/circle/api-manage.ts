import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CircleComplaintState } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { circleKeys, useCircleMutation } from './keys';

/** Hooks of the circle manage part: every change refreshes the whole circle area (see keys.ts). */
const k = {
  info: (cid: string) => circleKeys.key('manage', cid, 'info'),
  members: (cid: string, keyword: string) => circleKeys.key('manage', cid, 'members', keyword),
  admins: (cid: string) => circleKeys.key('manage', cid, 'admins'),
  titles: (cid: string) => circleKeys.key('manage', cid, 'titles'),
  jurisdiction: (cid: string) => circleKeys.key('manage', cid, 'jurisdiction'),
  detail: (cid: string) => circleKeys.key('manage', cid, 'detail'),
};

export const useManageInfo = (cid: string) => useQuery({ queryKey: k.info(cid), queryFn: () => call(api.circle.findCircleManageInfo({ body: { cid } })) });
export const useManagedCircle = (cid: string) => useQuery({ queryKey: k.detail(cid), queryFn: () => call(api.circle.circleDetail({ body: { cid } })) });
export const useCircleMembers = (cid: string, keyword = '', enabled = true) =>
  useInfiniteQuery({
    queryKey: k.members(cid, keyword),
    enabled,
    queryFn: ({ pageParam }) => call(api.circle.findCircleMembers({ body: { cid, keyword, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useCircleAdmins = (cid: string) => useQuery({ queryKey: k.admins(cid), queryFn: () => call(api.circle.findCircleAdmins({ body: { cid } })) });
export const useCircleTitles = (cid: string) => useQuery({ queryKey: k.titles(cid), queryFn: () => call(api.circle.findCircleTitles({ body: { cid } })) });
export const useJurisdiction = (cid: string) => useQuery({ queryKey: k.jurisdiction(cid), queryFn: () => call(api.circle.findCircleJurisdiction({ body: { cid } })) });

type Who = { cid: string; phoneIdEcr: string };
export const useAddAdmin = () => useCircleMutation((body: Who) => call(api.circle.addCircleAdmin({ body })));
export const useDelAdmin = () => useCircleMutation((body: Who) => call(api.circle.delCircleAdmin({ body })));
export const useDisableMember = () => useCircleMutation((body: Who) => call(api.circle.disableCircleMember({ body })));
export const useRestoreMember = () => useCircleMutation((body: Who) => call(api.circle.restoreCircleMember({ body })));
export const useDeleteMember = () => useCircleMutation((body: Who) => call(api.circle.deleteCircleMember({ body })));
export const useSetMemberTitle = () => useCircleMutation((body: Who & { titleId: string }) => call(api.circle.setCircleMemberTitle({ body })));
export const useAddTitle = () => useCircleMutation((body: { cid: string; titleName: string }) => call(api.circle.addCircleTitle({ body })));
export const useDelTitle = () => useCircleMutation((body: { cid: string; titleId: string }) => call(api.circle.delCircleTitle({ body })));
export const useEditName = () => useCircleMutation((body: { cid: string; name: string }) => call(api.circle.editCircleName({ body })));
export const useEditDescribe = () =>
  useCircleMutation((body: { cid: string; description: string; city: string; industry: string; labels: string[] }) => call(api.circle.editCircleDescribe({ body })));
export const useEditHonour = () => useCircleMutation((body: { cid: string; honour: string }) => call(api.circle.editCircleHonour({ body })));
export const useSetJurisdiction = () =>
  useCircleMutation((body: { cid: string; noMemberBulletin: boolean; noViewOthers: boolean; noAddContacts: boolean }) => call(api.circle.setCircleJurisdiction({ body })));
export const useSetJoinWay = () =>
  useCircleMutation((body: { cid: string; joinWay: 'open' | 'approval' | 'paid'; joinPriceFen: number; viewPriceFen: number }) => call(api.circle.setCircleJoinWay({ body })));
export const useTransferCircle = () => useCircleMutation((body: Who) => call(api.circle.transferCircle({ body })));
export const useDeleteCircle = () => useCircleMutation((body: { cid: string }) => call(api.circle.deleteCircle({ body })));

/** The operator console's complaints about circles, open or decided (issue 32); the server lets only operators in. */
export const useCircleComplaintQueue = (complaintState: CircleComplaintState = 'open') =>
  useInfiniteQuery({
    queryKey: circleKeys.key('complaintQueue', complaintState),
    retry: false,
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
    queryFn: ({ pageParam }: { pageParam: number }) => call(api.circle.findCircleComplaints({ body: { complaintState, pageIndex: pageParam } })),
  });
export const useDecideCircleComplaint = () => useCircleMutation((b: { complaintId: string; uphold: boolean; reason: string }) => call(api.circle.decideCircleComplaint({ body: b })));
