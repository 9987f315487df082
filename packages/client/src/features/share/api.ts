import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';

export const shareKeys = {
  showInfo: (id: string) => ['share', 'showInfo', id] as const,
  qr: (id: string) => ['share', 'qr', id] as const,
  downloads: (id: string) => ['share', 'downloads', id] as const,
  rank: ['share', 'rank'] as const,
};

/** How the viewer relates to the card (owner? logged in?). Asked only once the card itself has loaded. */
export const useUserShowInfo = (phoneIdEcr: string, enabled: boolean) =>
  useQuery({
    queryKey: shareKeys.showInfo(phoneIdEcr), enabled, retry: false,
    queryFn: () => call(api.share.findUserShowInfo({ body: { phoneIdEcr } })),
  });

export const useQrInfo = (phoneIdEcr: string) =>
  useQuery({
    queryKey: shareKeys.qr(phoneIdEcr), enabled: phoneIdEcr !== '', retry: false,
    queryFn: () => call(api.share.getQrCodeById({ params: { phoneIdEcr }, body: {} })),
  });

/** The download list of a card, or of the caller's own card when no id is given. */
export const useQrDownloads = (phoneIdEcr: string | undefined) =>
  useQuery({
    queryKey: shareKeys.downloads(phoneIdEcr ?? 'mine'), retry: false,
    queryFn: () => call(api.share.mpLinkQRCodeDownloadCenter({ body: phoneIdEcr ? { phoneIdEcr } : {} })),
  });

export const useCardRank = (enabled: boolean) =>
  useQuery({ queryKey: shareKeys.rank, enabled, queryFn: () => call(api.share.rank({ body: {} })) });
