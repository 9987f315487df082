import { useQuery } from '@tanstack/react-query';
import type { TInviteDocumentsBody, TReviewClaimBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, areas, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the promotion part (programme area, issue 18): the ambassador and distributor homes and lists, the invite
 * activity. Every key starts with 'programmePromotion', so each change refreshes every screen of the part.
 */
const keys = areaKeys('programmePromotion');

export const useAmbassadorHome = () => useQuery({ queryKey: keys.key('ambassador'), queryFn: () => call(api.programme.findAmbassadorHome({ body: {} })) });
export const useAmbassadorReferrals = (enabled: boolean) => usePagedList(keys.key('referrals'), (pageIndex) => call(api.programme.findAmbassadorReferrals({ body: { pageIndex } })), enabled);
/** Joining also gives a role, which the user centre shows. */
export const useApplyAmbassador = () => useAreaMutation([keys.all, areas.usercentre.all], () => call(api.programme.applyAmbassador({ body: {} })));

export const useDistributorHome = () => useQuery({ queryKey: keys.key('distributor'), queryFn: () => call(api.programme.findDistributorHome({ body: {} })) });
export const useDistributorTeam = (tier: 'direct' | 'second', enabled: boolean) =>
  usePagedList(keys.key('team', tier), (pageIndex) => call(api.programme.findDistributorTeam({ body: { tier, pageIndex } })), enabled);
export const useApplyDistributor = () => useAreaMutation([keys.all, areas.usercentre.all], () => call(api.programme.applyDistributor({ body: {} })));

export const useInviteHome = () => useQuery({ queryKey: keys.key('invite'), queryFn: () => call(api.programme.findInviteHome({ body: {} })) });
export const useInviteProgress = (activityId: string) =>
  usePagedList(keys.key('progress', activityId), (pageIndex) => call(api.programme.findInviteProgress({ body: { activityId, pageIndex } })), Boolean(activityId));

const pictureForm = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
/** One picture up; a refusal (type, size, quota) shows its catalogue message through the shared toast. */
export const useUploadInviteDocument = () => useAreaMutation([], (file: File) => call(api.programme.uploadInviteDocument({ body: pictureForm(file) as never })));
/** Pictures travel comma-joined; `edit` changes the submission under review instead of making one. */
export const useSaveInviteDocuments = (edit: boolean) =>
  useAreaMutation([keys.all], (b: TInviteDocumentsBody) => {
    const body = { ...b, images: b.images.join(',') as never };
    return call(edit ? api.programme.editInviteDocuments({ body }) : api.programme.submitInviteDocuments({ body }));
  });

export const useInviteClaims = (tab: 'pending' | 'decided') => usePagedList(keys.key('claims', tab), (pageIndex) => call(api.programme.findInviteClaims({ body: { tab, pageIndex } })));
/** Refreshed when settled: a review refused because another operator decided first also changes the lists. */
export const useReviewClaim = () => useAreaMutation([keys.all], (b: TReviewClaimBody) => call(api.programme.reviewInviteClaim({ body: b })), { when: 'settled' });
