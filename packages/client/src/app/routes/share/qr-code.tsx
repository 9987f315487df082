import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { qrImagePath } from '@card/contract';
import { Loading, Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useQrDownloads } from '../../../features/share/api';
import { Picture } from '../../../components/ui/Picture';
import '../../../features/share/share.css';

/**
 * The card's QR code with the avatar in the middle, big enough to scan from another phone. A real <img> of
 * a real PNG, so long-press "save image" and "recognise QR code" work in WeChat and mobile browsers.
 */
export default function QrCodeRoute() {
  const { t } = useTranslation(['share', 'common']);
  const [params] = useSearchParams();
  const id = params.get('phoneIdEcr') ?? undefined;
  const center = useQrDownloads(id);
  const c = center.data;
  return (
    <Page title={t('titles.qrCode')}>
      {center.isError ? (
        <div className="result" data-testid="qr-missing">
          <p>{t('qr.missing')}</p>
          <Link className="btn btn-primary" to={paths.home} replace>
            {t('common:goHome')}
          </Link>
        </div>
      ) : !c ? (
        <Loading />
      ) : (
        <div className="qr-screen">
          <div className="qr-card">
            <p className="qr-name">{c.name}</p>
            <Picture
              eager
              className="qr-img"
              data-testid="qr-image"
              width={258}
              height={258}
              alt={t('qr.alt', { name: c.name })}
              src={qrImagePath({ phoneIdEcr: c.phoneIdEcr, format: 'png', size: 860, logo: true })}
            />
            <p className="muted">{t('qr.scanTip')}</p>
          </div>
          <p className="qr-hint" data-testid="qr-hint">
            {t('qr.hint')}
          </p>
          <p className="qr-link">
            <span className="muted">{t('qr.link')}</span> <span data-testid="qr-link">{c.link}</span>
          </p>
          <Link className="btn btn-ghost" to={`${paths.qrDownloadCenter}?phoneIdEcr=${encodeURIComponent(c.phoneIdEcr)}`} data-testid="open-downloads">
            {t('qr.downloadCenter')}
          </Link>
        </div>
      )}
    </Page>
  );
}
