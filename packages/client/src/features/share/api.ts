import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';

export const shareKeys = {
  qr: (id: string) => areas.share.key('qr', id),
  downloads: (id: string) => areas.share.key('downloads', id),
};

export const useQrInfo = (phoneIdEcr: string) =>
  useQuery({
    queryKey: shareKeys.qr(phoneIdEcr),
    enabled: phoneIdEcr !== '',
    retry: false,
    queryFn: () => call(api.share.getQrCodeById({ params: { phoneIdEcr }, body: {} })),
  });

/** The download list of a card, or of the caller's own card when no id is given. */
export const useQrDownloads = (phoneIdEcr: string | undefined) =>
  useQuery({
    queryKey: shareKeys.downloads(phoneIdEcr ?? 'mine'),
    retry: false,
    queryFn: () => call(api.share.mpLinkQRCodeDownloadCenter({ body: phoneIdEcr ? { phoneIdEcr } : {} })),
  });
