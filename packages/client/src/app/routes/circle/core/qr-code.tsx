import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useCircleDetail, useCircleQr } from '../../../../features/circle/api-core';
import { circleQrHref } from '../../../../features/circle/qr-link';
import '../../../../features/circle/components/core.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * CircleQrCode (?cid&phoneIdEcr) and inviteQrCode (?cid): the caller's invitation QR code of the circle's join
 * page, to save (long press) or share. The QR always names the signed-in member as the inviter.
 */
export default function QrCodeRoute({ invite = false }: { invite?: boolean }) {
  const { t } = useTranslation('circle');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const q = useCircleQr(cid);
  const detail = useCircleDetail(cid);
  const title = t(invite ? 'titles.inviteQrCode' : 'titles.circleQrCode');
  const back = cid ? paths.circleAffiche(cid) : paths.myCircles;
  if (q.isError)
    return (
      <Page title={title} backTo={back}>
        <p className="result" data-testid="qr-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={back}>
      <section className="cc-card">
        <h2 data-testid="qr-circle">{detail.data?.name ?? ''}</h2>
        <Picture width={240} height={240} eager className="cc-qr" src={q.data.qrDataUrl} alt={t('qr.alt')} data-testid="qr-image" />
        <p className="muted">{t('qr.hint', { name: q.data.inviter.name })}</p>
        <p>
          <a className="btn btn-ghost" href={q.data.qrDataUrl} download="circle-qr.png" data-testid="qr-save">
            {t('qr.save')}
          </a>
        </p>
        {invite && (
          <p>
            <a href={circleQrHref(cid, q.data.inviter.phoneIdEcr)} data-testid="qr-full">
              {t('qr.full')}
            </a>
          </p>
        )}
      </section>
    </Page>
  );
}
