import { useQuery } from '@tanstack/react-query';
import type { TAdditionBody, TicketStatus, TSubmitTicketBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, areas, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of service tickets (customer service area, tickets part). Every key starts with 'serviceTickets', so a
 * submit, an addition, a reply or a close refreshes every ticket screen; reading a message also refreshes the user
 * centre (its unread count and the message centre).
 */
const keys = areaKeys('serviceTickets');
const useTicketMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

export const useMyTickets = () => usePagedList(keys.key('mine'), (pageIndex) => call(api.service.findMyTickets({ body: { pageIndex } })));
/** No retry: someone else's or an unknown ticket answers TICKET_NOT_FOUND at once, and the screen says so. */
export const useTicket = (ticketId: string) => useQuery({ queryKey: keys.key('mine', ticketId), retry: false, queryFn: () => call(api.service.findTicketDetail({ body: { ticketId } })) });
export const useAgentTickets = (tab: TicketStatus) => usePagedList(keys.key('agent', tab), (pageIndex) => call(api.service.findServiceTickets({ body: { tab, pageIndex } })));
export const useAgentTicket = (ticketId: string) =>
  useQuery({ queryKey: keys.key('agent', 'one', ticketId), retry: false, queryFn: () => call(api.service.findServiceTicketDetail({ body: { ticketId } })) });
/** Opening the message marks it read: the message centre's unread count is the user centre's. */
export const useServiceMessage = (messageId: string) =>
  useQuery({
    queryKey: keys.key('message', messageId),
    retry: false,
    queryFn: () => call(api.service.findServiceMessage({ body: { messageId } })),
  });
export const messageReadKeys = [areas.usercentre.all];

const voucherForm = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
/** One picture up; a refusal (type, size, quota) shows its catalogue message through the shared toast. */
export const useUploadVoucher = () => useAreaMutation([], (file: File) => call(api.service.uploadServiceVoucher({ body: voucherForm(file) as never })));
export const useSubmitTicket = () => useTicketMutation((b: TSubmitTicketBody) => call(api.service.submitTicket({ body: b })));
export const useSubmitSecurityTicket = () => useTicketMutation((b: Omit<TSubmitTicketBody, 'kind'>) => call(api.service.submitSecurityTicket({ body: b })));
export const useAddAddition = () => useTicketMutation((b: TAdditionBody) => call(api.service.addTicketAddition({ body: b })));
export const useCloseTicket = () => useTicketMutation((ticketId: string) => call(api.service.closeTicket({ body: { ticketId } })));
export const useReplyTicket = () => useTicketMutation((b: { ticketId: string; content: string }) => call(api.service.replyTicket({ body: b })));
export const useAgentCloseTicket = () => useTicketMutation((ticketId: string) => call(api.service.closeServiceTicket({ body: { ticketId } })));
