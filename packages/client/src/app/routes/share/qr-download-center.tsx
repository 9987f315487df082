import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { qrImagePath, type QrSize, type TQrDownloadCenter } from '@card/contract';
import { Loading, Page } from '../../../components/layouts/Page';
import { Chips, type ChipItem } from '../../../components/ui/Chips';
import { useQrDownloads } from '../../../features/share/api';
import { OpenInBrowserHint } from '../../../features/share/components/OpenInBrowserHint';
import { inWeChat } from '../../../features/share/wechat';
import '../../../features/share/share.css';

type Item = TQrDownloadCenter['items'][number];

/**
 * Every size of the QR code, as PNG (for phones and print shops) and SVG (scales for posters), to download.
 * WeChat's browser blocks downloads: there the screen says so up front, and a tapped download opens the
 * open-in-browser guide instead of failing silently (as the card page's "save contact" does).
 */
export default function QrDownloadCenterRoute() {
  const { t } = useTranslation('share');
  const [params] = useSearchParams();
  const center = useQrDownloads(params.get('phoneIdEcr') ?? undefined);
  const c = center.data;
  const sizes = c ? [...new Set(c.items.map((i) => i.size))] : [];
  const wechat = inWeChat();
  const [hint, setHint] = useState(false);
  return (
    <Page title={t('titles.qrDownloadCenter')}>
      {!c ? (
        <Loading />
      ) : (
        <>
          <p className="muted">{t('download.intro', { name: c.name })}</p>
          {wechat && (
            <p className="wx-note" data-testid="wechat-note">
              {t('download.wechatNote')}
            </p>
          )}
          <ul className="download-list" data-testid="download-list">
            {sizes.map((size) => {
              const row = c.items.filter((i) => i.size === size);
              return (
                <li key={size} data-size={size}>
                  <div>
                    <strong>{t('download.size', { size })}</strong>
                    <p className="muted">{t('download.distance', { m: row[0].scanDistanceM })}</p>
                  </div>
                  <Chips label={t('download.size', { size })} items={row.map((i) => downloadChip(t, c.phoneIdEcr, i, wechat ? () => setHint(true) : undefined))} />
                </li>
              );
            })}
          </ul>
          {hint && <OpenInBrowserHint title={t('download.wechatTitle')} body={t('download.wechatBody')} onClose={() => setHint(false)} />}
        </>
      )}
    </Page>
  );
}

/** Same-origin paths (not the absolute URLs of the list) so the browser honours the download attribute. */
function downloadChip(t: TFunction, id: string, item: Item, onBlocked?: () => void): ChipItem {
  return {
    key: item.format,
    label: t(`download.${item.format}`),
    href: qrImagePath({ phoneIdEcr: id, format: item.format, size: item.size as QrSize, logo: item.logo, download: true }),
    download: item.filename,
    testId: `download-${item.format}`,
    onClick:
      onBlocked &&
      ((e) => {
        e.preventDefault();
        onBlocked();
      }),
  };
}
