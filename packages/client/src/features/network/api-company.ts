import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areas, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { networkKeys } from './keys';

/**
 * Hooks of the network's company part. A company change also shows on the user centre's "my company" row
 * (in2userMainCompany), so every change refreshes both areas.
 */
const k = {
  state: networkKeys.key('company', 'state'),
  search: (keyword: string) => networkKeys.key('company', 'search', keyword),
  applications: (kind: 'join' | 'exit') => networkKeys.key('company', 'applications', kind),
  staff: networkKeys.key('company', 'staff'),
  admins: networkKeys.key('company', 'admins'),
  departments: networkKeys.key('company', 'departments'),
  master: networkKeys.key('company', 'master'),
  departed: networkKeys.key('company', 'departed'),
  handovers: networkKeys.key('company', 'handovers'),
  myHandovers: networkKeys.key('company', 'myHandovers'),
  invites: networkKeys.key('company', 'invites'),
  myInvites: networkKeys.key('company', 'myInvites'),
  invite: (inviteId: string) => networkKeys.key('company', 'invite', inviteId),
};
const useCompanyMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([networkKeys.all, areas.usercentre.all], fn);

export const useMyCompanyState = () => useQuery({ queryKey: k.state, queryFn: () => call(api.network.getMyCompanyState({ body: {} })) });
export const useCompanySearch = (keyword: string) =>
  useInfiniteQuery({
    queryKey: k.search(keyword),
    enabled: keyword.trim() !== '',
    queryFn: ({ pageParam }) => call(api.network.searchCompany({ body: { keyword, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useCompanyApplications = (kind: 'join' | 'exit') =>
  useInfiniteQuery({
    queryKey: k.applications(kind),
    queryFn: ({ pageParam }) => call(api.network.findCompanyApplications({ body: { kind, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useCompanyStaff = () =>
  useInfiniteQuery({
    queryKey: k.staff,
    queryFn: ({ pageParam }) => call(api.network.findCompanyStaff({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useCompanyDepartments = () => useQuery({ queryKey: k.departments, queryFn: () => call(api.network.findDepartments({ body: {} })) });
export const useCompanyMaster = () => useQuery({ queryKey: k.master, queryFn: () => call(api.network.findCompanyMasterCard({ body: {} })) });
export const useDepartedStaff = () => useQuery({ queryKey: k.departed, queryFn: () => call(api.network.findDepartedStaff({ body: {} })) });
export const useMyHandovers = () => useQuery({ queryKey: k.myHandovers, queryFn: () => call(api.network.findMyHandovers({ body: {} })) });

type Who = { phoneIdEcr: string };
type App = { applicationId: string };
export const useApplyJoin = () => useCompanyMutation((body: { companyId: string }) => call(api.network.applyJoinCompanyN({ body })));
export const useWithdrawJoin = () => useCompanyMutation(() => call(api.network.withdrawJoinCompany({ body: {} })));
export const useApplyExit = () => useCompanyMutation(() => call(api.network.applyExitCompany({ body: {} })));
export const useAgreeJoin = () => useCompanyMutation((body: App) => call(api.network.agreeJoinCompanyN({ body })));
export const useIgnoreJoin = () => useCompanyMutation((body: App) => call(api.network.ignoreJoinCompanyN({ body })));
export const useAgreeExit = () => useCompanyMutation((body: App) => call(api.network.agreeExitCompany({ body })));
export const useRefuseExit = () => useCompanyMutation((body: App) => call(api.network.refuseExitCompany({ body })));
export const useRemoveStaff = () => useCompanyMutation((body: Who) => call(api.network.outOfMyCompany({ body })));
export const useSetAdmin = () =>
  useCompanyMutation((body: Who & { on: boolean }) =>
    call(body.on ? api.network.setCompanyAdmin({ body: { phoneIdEcr: body.phoneIdEcr } }) : api.network.unsetCompanyAdmin({ body: { phoneIdEcr: body.phoneIdEcr } })),
  );
export const useAddDepartment = () => useCompanyMutation((body: { name: string }) => call(api.network.addDepartment({ body })));
export const useRenameDepartment = () => useCompanyMutation((body: { departmentId: string; name: string }) => call(api.network.renameDepartment({ body })));
export const useDelDepartment = () => useCompanyMutation((body: { departmentId: string }) => call(api.network.delDepartment({ body })));
export const useSetMemberDepartment = () => useCompanyMutation((body: Who & { departmentId: string }) => call(api.network.setMemberDepartment({ body })));
export const useSetMaster = () => useCompanyMutation((body: Who) => call(api.network.setCompanyMasterCard({ body })));
export const useSetPrivacyLock = () => useCompanyMutation((body: { lockPrivacy: boolean }) => call(api.network.setCompanyPrivacyLock({ body })));
export const useHandOver = () => useCompanyMutation((body: { fromPhoneIdEcr: string; toPhoneIdEcr: string }) => call(api.network.handOverContacts({ body })));
export const useRefuseHandover = () => useCompanyMutation((body: { handoverId: string }) => call(api.network.refuseHandover({ body })));

// --- issue 31: companies from scratch ---
export const useCompanyInvites = () => useQuery({ queryKey: k.invites, queryFn: () => call(api.network.findCompanyInvites({ body: {} })) });
export const useMyCompanyInvites = () => useQuery({ queryKey: k.myInvites, queryFn: () => call(api.network.findMyCompanyInvites({ body: {} })) });
export const useCompanyInvite = (inviteId: string) =>
  useQuery({
    queryKey: k.invite(inviteId),
    enabled: inviteId !== '',
    retry: false,
    queryFn: () => call(api.network.findCompanyInvite({ body: { inviteId } })),
  });
export const useCreateCompany = () => useCompanyMutation((body: { name: string; taxNumber: string }) => call(api.network.createCompany({ body })));
export const useInviteToCompany = () => useCompanyMutation((body: { invitee: string }) => call(api.network.inviteToCompany({ body })));
export const useAcceptInvite = () => useCompanyMutation((body: { inviteId: string }) => call(api.network.acceptCompanyInvite({ body })));
export const useDeclineInvite = () => useCompanyMutation((body: { inviteId: string }) => call(api.network.declineCompanyInvite({ body })));
export const useTransferAdmin = () => useCompanyMutation((body: Who) => call(api.network.transferCompanyAdmin({ body })));
export const useDissolveCompany = () => useCompanyMutation(() => call(api.network.dissolveCompany({ body: {} })));
