import { useQuery } from '@tanstack/react-query';
import type { TDecideComplaintBody, TSubmitComplaintBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, areas, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of complaints (customer service area, complaint part). Every key starts with 'serviceComplaint', so a submit
 * or a decision refreshes every complaint screen; a decision also sends the complainant a message (user centre).
 */
const keys = areaKeys('serviceComplaint');

export const useMyComplaints = () => usePagedList(keys.key('mine'), (pageIndex) => call(api.service.findMyComplaints({ body: { pageIndex } })));
/** No retry: someone else's or an unknown complaint answers NOT_FOUND at once, and the screen says so. */
export const useMyComplaint = (id: string) => useQuery({ queryKey: keys.key('mine', id), retry: false, queryFn: () => call(api.service.findComplaintDetail({ body: { id } })) });
export const useAgentComplaints = (tab: 'pending' | 'decided') => usePagedList(keys.key('agent', tab), (pageIndex) => call(api.service.findComplaints({ body: { tab, pageIndex } })));

const pictureForm = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
/** One picture up; a refusal (type, size, quota) shows its catalogue message through the shared toast. */
export const useUploadComplaintPicture = () => useAreaMutation([], (file: File) => call(api.service.uploadComplaintPicture({ body: pictureForm(file) as never })));
/** Pictures travel comma-joined (the spec's wire form). */
export const useSubmitComplaint = () =>
  useAreaMutation([keys.all], (b: TSubmitComplaintBody) => call(api.service.submitComplaint({ body: { ...b, pictures: b.pictures.join(',') as never } })));
/** Refreshed when settled: a decision refused because another agent decided first also changes what the lists show. */
export const useDecideComplaint = () => useAreaMutation([keys.all, areas.usercentre.all], (b: TDecideComplaintBody) => call(api.service.decideComplaint({ body: b })), { when: 'settled' });
