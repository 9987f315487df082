import '../../../../features/activity/activity-events.css';
import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { useActivityPoster } from '../../../../features/activity/api-events';
import { chinaTimeText } from '../../../../features/activity/activity-events.time';
import { Picture } from '../../../../components/ui/Picture';

/** /activity/MoviePoster/:id: a poster card of the activity with its QR code; people long-press the QR to save or scan it. */
export default function ActivityPosterRoute() {
  const { t } = useTranslation('activityEvents');
  const { id = '' } = useParams();
  const q = useActivityPoster(id);
  if (q.isError)
    return (
      <Page title={t('titles.poster')} backTo={paths.activityHome}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.poster')} backTo={paths.activityHome}>
        <Loading />
      </Page>
    );
  const p = q.data;
  return (
    <Page title={t('titles.poster')} backTo={paths.activityHome}>
      <div className="ev-poster" data-testid="poster">
        {p.coverUrl && <Picture width={343} height={193} eager className="ev-hero" src={p.coverUrl} alt="" />}
        <h2>{p.title}</h2>
        <p>
          {chinaTimeText(p.startTime)} – {chinaTimeText(p.endTime)}
        </p>
        <p>{p.address}</p>
        <p className="ev-fee">{p.feeFen === 0 ? t('free') : `¥${formatFen(p.feeFen)}`}</p>
        <Picture width={160} height={160} className="ev-qr" src={p.qrDataUrl} alt={t('poster.qrAlt')} data-testid="poster-qr" />
        <p className="ev-muted">{p.owner.name}</p>
      </div>
      <p className="ev-hint">{t('poster.hint')}</p>
    </Page>
  );
}
