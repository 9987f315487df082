import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCircleComplaintBody, TPublishBulletinBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { circleKeys, useCircleMutation } from './keys';

/** Hooks of the circle bulletin part: announcements, uploads, comments, read info, messages, complaints. */

const pages = <T>(queryKey: readonly unknown[], fetch: (pageIndex: number) => Promise<T>, enabled = true) => ({
  queryKey,
  enabled,
  queryFn: ({ pageParam }: { pageParam: number }) => fetch(pageParam),
  initialPageParam: firstPageIndex,
  getNextPageParam: nextPageIndex,
});

export const bulletinKeys = {
  list: (cid: string) => circleKeys.key('bulletins', cid),
  detail: (cid: string, bulletinId: string) => circleKeys.key('bulletin', cid, bulletinId),
  comments: (cid: string, bulletinId: string) => circleKeys.key('bulletinComments', cid, bulletinId),
  readers: (cid: string, bulletinId: string) => circleKeys.key('bulletinReaders', cid, bulletinId),
  msgs: (cid: string) => circleKeys.key('bulletinMsgs', cid),
  videos: (cid: string) => circleKeys.key('bulletinVideos', cid),
  issuer: (cid: string, phoneIdEcr: string) => circleKeys.key('issuer', cid, phoneIdEcr),
};

export const useCircleBulletins = (cid: string, enabled = true) =>
  useInfiniteQuery({ ...pages(bulletinKeys.list(cid), (pageIndex) => call(api.circle.findCircleBulletins({ body: { cid, pageIndex } })), enabled), retry: false });
export const useBulletinDetail = (cid: string, bulletinId: string) =>
  useQuery({ queryKey: bulletinKeys.detail(cid, bulletinId), retry: false, queryFn: () => call(api.circle.findCircleBulletinDetail({ body: { cid, bulletinId } })) });
export const useBulletinComments = (cid: string, bulletinId: string) =>
  useInfiniteQuery(pages(bulletinKeys.comments(cid, bulletinId), (pageIndex) => call(api.circle.findCircleBulletinComments({ body: { cid, bulletinId, pageIndex } }))));
export const useBulletinReaders = (cid: string, bulletinId: string) =>
  useInfiniteQuery({ ...pages(bulletinKeys.readers(cid, bulletinId), (pageIndex) => call(api.circle.findCircleBulletinReaders({ body: { cid, bulletinId, pageIndex } }))), retry: false });
export const useBulletinMsgs = (cid: string) => useInfiniteQuery(pages(bulletinKeys.msgs(cid), (pageIndex) => call(api.circle.findCircleBulletinMsgs({ body: { cid, pageIndex } }))));
export const useBulletinVideos = (cid: string) => useInfiniteQuery(pages(bulletinKeys.videos(cid), (pageIndex) => call(api.circle.searchCircleBulletinVideos({ body: { cid, pageIndex } }))));
export const useIssuerInfo = (cid: string, phoneIdEcr: string) =>
  useQuery({ queryKey: bulletinKeys.issuer(cid, phoneIdEcr), retry: false, queryFn: () => call(api.circle.findCircleIssuerInfo({ body: { cid, phoneIdEcr } })) });

/** Lists travel comma-joined, as the wire wants them. */
export type PublishDraft = Omit<TPublishBulletinBody, 'links' | 'images'> & { links: string[]; images: string[] };
export const usePublishBulletin = () =>
  useCircleMutation((d: PublishDraft) => call(api.circle.publishCircleBulletin({ body: { ...d, links: d.links.join(','), images: d.images.join(',') } as never })));
export const useDeleteBulletin = () => useCircleMutation((b: { cid: string; bulletinId: string }) => call(api.circle.deleteCircleBulletin({ body: b })));
export const useAddComment = () => useCircleMutation((b: { cid: string; bulletinId: string; content: string }) => call(api.circle.addCircleBulletinComment({ body: b })));
export const useReplyComment = () => useCircleMutation((b: { cid: string; commentId: string; content: string }) => call(api.circle.replyCircleBulletinComment({ body: b })));
export const useDeleteComment = () => useCircleMutation((b: { cid: string; commentId: string }) => call(api.circle.deleteCircleBulletinComment({ body: b })));

/** The complaint holds its picture names as an array; the wire takes them joined into ONE comma string (spec). */
export type ComplaintDraft = Omit<TCircleComplaintBody, 'bulletinIds' | 'fileNames'> & { bulletinIds: string[]; fileNames: string[] };
export const useComplain = () =>
  useCircleMutation((d: ComplaintDraft) => call(api.circle.complaintCircle({ body: { ...d, bulletinIds: d.bulletinIds.join(','), fileNames: d.fileNames.join(',') } as never })));

const uploadForm = (cid: string, file: File) => {
  const f = new FormData();
  f.append('cid', cid);
  f.append('file', file);
  return f;
};
export const uploadBulletinImage = (cid: string, file: File) => call(api.circle.uploadCircleBulletinImage({ body: uploadForm(cid, file) as never }));
export const uploadBulletinVideo = (cid: string, file: File) => call(api.circle.uploadCircleBulletinVideo({ body: uploadForm(cid, file) as never }));
export const uploadComplaintPicture = (cid: string, file: File) => call(api.circle.uploadCircleComplaintPicture({ body: uploadForm(cid, file) as never }));

/** The owner's complaint inbox (the server lets only the circle's owner in). */
export const useComplaintInbox = (cid: string) =>
  useInfiniteQuery({ ...pages(circleKeys.key('complaintInbox', cid), (pageIndex) => call(api.circle.findCircleComplaintInbox({ body: { cid, pageIndex } }))), retry: false });
