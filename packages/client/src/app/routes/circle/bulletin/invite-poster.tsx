import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { drawInvitePoster } from '../../../../features/circle/invite-poster';
import { useCircleDetail, useCircleQr } from '../../../../features/circle/api-core';
import '../../../../features/circle/bulletin.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * The invite poster (issue 32): the circle's name and cover, the inviter (the signed-in member, as the QR names
 * them) and the join QR, drawn once into a PNG shown as a picture: long-press saves it in WeChat, the button
 * downloads it elsewhere. If drawing fails the bare QR is still there to long-press.
 */
export default function InvitePosterRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const head = useCircleDetail(cid);
  const qr = useCircleQr(cid);
  const [poster, setPoster] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const title = t('poster.title');
  const back = paths.circleAffiche(cid);
  const c = head.data;
  const q = qr.data;
  useEffect(() => {
    if (!c || !q) return;
    let live = true;
    drawInvitePoster({
      circleName: c.name,
      coverUrl: c.avatarUrl,
      inviterName: q.inviter.name,
      inviterAvatarUrl: q.inviter.avatarUrl,
      qrDataUrl: q.qrDataUrl,
      invitesText: t('poster.invites', { name: q.inviter.name }),
      scanText: t('poster.scan'),
    }).then(
      (url) => {
        if (live) setPoster(url);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [c, q, t]);

  const error = head.error ?? qr.error;
  if (error)
    return (
      <Page title={title} backTo={back}>
        <p className="result muted" role="alert" data-testid="poster-error">
          {error.message}
        </p>
      </Page>
    );
  if (!c || !q)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={back}>
      {poster ? (
        <>
          <Picture width={347} height={617} eager className="circle-poster" src={poster} alt={t('poster.invites', { name: q.inviter.name })} data-testid="poster-image" />
          <p className="muted center">{t('poster.hint')}</p>
          <p>
            <a className="btn" href={poster} download={`circle-${cid}.png`} data-testid="poster-save">
              {t('poster.save')}
            </a>
          </p>
        </>
      ) : failed ? (
        <>
          <p className="form-error" role="alert">
            {t('poster.failed')}
          </p>
          <Picture width={240} height={240} className="cc-qr" src={q.qrDataUrl} alt="" />
        </>
      ) : (
        <p className="muted center">{t('poster.saving')}</p>
      )}
    </Page>
  );
}
