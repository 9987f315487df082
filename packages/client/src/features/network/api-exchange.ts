import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { downloadSignedIn } from '../../lib/download-file';
import { callSearch } from '../../lib/call-search';
import { firstCursor, nextCursorOf } from '../../lib/paging';
import { networkKeys, useNetworkMutation } from './keys';

/** Hooks of the network exchange part: exchange requests and states, the address book, labels, searches, export, scan. */

const feed = <T extends { hasMore: boolean; nextCursor: string | null; items: unknown[]; total: number | null }>(
  queryKey: readonly unknown[],
  fetch: (cursor?: string) => Promise<T>,
  enabled = true,
) => ({ queryKey, queryFn: ({ pageParam }: { pageParam: string | undefined }) => fetch(pageParam), initialPageParam: firstCursor, getNextPageParam: nextCursorOf, enabled, retry: false });
const cur = (cursor?: string) => (cursor ? { cursor } : {});

export const useExchangeState = (phoneIdEcr: string) =>
  useQuery({
    queryKey: networkKeys.key('exchangeState', phoneIdEcr),
    retry: false,
    enabled: Boolean(phoneIdEcr),
    queryFn: () => call(api.network.findExchangeState({ body: { phoneIdEcr } })),
  });
export type ExchangeAction = 'apply' | 'agree' | 'refuse' | 'cancel';
export const useExchangeAction = () =>
  useNetworkMutation(({ action, phoneIdEcr }: { action: ExchangeAction; phoneIdEcr: string }) => {
    const body = { phoneIdEcr };
    if (action === 'apply') return call(api.network.applyExchangeCard({ body: { ...body, note: '' } }));
    if (action === 'agree') return call(api.network.agreeExchangeCard({ body }));
    if (action === 'refuse') return call(api.network.refuseExchangeCard({ body }));
    return call(api.network.cancelExchangeCard({ body }));
  });
export const useExchangeRequests = (box: 'received' | 'sent') =>
  useInfiniteQuery(feed(networkKeys.key('exchangeRequests', box), (c) => call(api.network.findExchangeRequests({ body: { box, ...cur(c) } }))));

export const useAddressBook = (tab: 'friends' | 'colleagues', labelId: string) =>
  useInfiniteQuery(feed(networkKeys.key('book', tab, labelId), (c) => call(api.network.addRessBook({ body: { tab, ...(labelId ? { labelId } : {}), ...cur(c) } }))));
export const useSearchFriends = (keyword: string) =>
  useInfiniteQuery(feed(networkKeys.key('searchFriends', keyword), (c) => call(api.network.searchFriends({ body: { keyword, ...cur(c) } })), keyword !== ''));
export const useDepartments = (enabled: boolean) => useQuery({ queryKey: networkKeys.key('department'), enabled, queryFn: () => call(api.network.department({ body: {} })) });
export const useDeleteContact = () => useNetworkMutation((phoneIdEcr: string) => call(api.network.deleteContact({ body: { phoneIdEcr } })));

export const useSearchCardUser = (keyword: string) =>
  useQuery({ queryKey: networkKeys.key('searchCardUser', keyword), enabled: keyword !== '', retry: false, queryFn: () => callSearch(api.network.searchCardUser({ body: { keyword } })) });

export const useContactLabels = () => useQuery({ queryKey: networkKeys.key('labels'), queryFn: () => call(api.network.findContactLabels({ body: {} })) });
export const useAddLabel = () => useNetworkMutation((name: string) => call(api.network.addContactLabel({ body: { name } })));
export const useDelLabel = () => useNetworkMutation((labelId: string) => call(api.network.delContactLabel({ body: { labelId } })));
export const useSetContactLabels = () =>
  useNetworkMutation((b: { contactId: string; labelIds: string[] }) => call(api.network.setContactLabels({ body: { contactId: b.contactId, labelIds: b.labelIds.join(',') as never } })));

export const useDecodeCardQr = () =>
  useNetworkMutation((file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.network.decodeCardQr({ body: form as never }));
  });

/**
 * Saves an export file: the call needs the session header, so it is fetched and handed to the browser as a
 * download (a plain link would go without it). Answers false when the server refused (the screen says so).
 */
/** The address book as a CSV or vCard file (lib/download-file: the export needs the session header). */
export const downloadExport = (kind: 'csv' | 'vcf') => downloadSignedIn(`/addressbook/exportAddressBook.${kind}`, kind === 'csv' ? 'text/csv' : 'text/vcard', `address-book.${kind}`);
