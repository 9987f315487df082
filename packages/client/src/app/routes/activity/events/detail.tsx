import '../../../../features/activity/activity-events.css';
import { Link, useParams } from 'react-router';
import { mapLinks } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LazyImage } from '../../../../components/ui/LazyImage';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useActivity } from '../../../../features/activity/api-events';
import { EventFee, EventPhase } from '../../../../features/activity/components/EventCard';
import { chinaTimeText } from '../../../../features/activity/activity-events.time';
import { Picture } from '../../../../components/ui/Picture';

/** /activity/detail/:id: an activity as visitors see it, with 立即报名 while registration is open, else why not. */
export default function ActivityDetailRoute() {
  const { t } = useTranslation('activityEvents');
  const { id = '' } = useParams();
  const q = useActivity(id);
  if (q.isError)
    return (
      <Page title={t('titles.detail')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.detail')}>
        <Loading />
      </Page>
    );
  const a = q.data;
  const seatsLeft = a.capacity === 0 ? null : Math.max(0, a.capacity - a.enrolled);
  const map = a.lat !== null && a.lng !== null ? mapLinks({ lat: a.lat, lng: a.lng, name: a.title, address: a.address })[0] : undefined;
  const why = a.phase === 'ended' ? 'ended' : a.phase === 'cancelled' ? 'cancelled' : a.phase === 'draft' ? 'draft' : seatsLeft === 0 ? 'full' : 'closed';
  return (
    <Page title={t('titles.detail')} backTo={a.owner.phoneIdEcr ? paths.cardActivities(a.owner.phoneIdEcr) : undefined}>
      <article className="ev-detail" data-testid="activity-detail">
        {a.coverUrl && <LazyImage width={343} height={193} className="ev-hero" src={a.coverUrl} alt="" />}
        <h2>
          {a.title} <EventPhase phase={a.phase} />
        </h2>
        <ul className="ev-facts">
          <li>
            {t('detail.time')}：{chinaTimeText(a.startTime)} – {chinaTimeText(a.endTime)}
          </li>
          {a.signUpEnd && (
            <li>
              {t('detail.signUpEnd')}：{chinaTimeText(a.signUpEnd)}
            </li>
          )}
          <li>
            {t('detail.address')}：
            {map ? (
              <a href={map.url} target="_blank" rel="noopener noreferrer" data-testid="map-link">
                {a.address}
              </a>
            ) : (
              a.address
            )}
          </li>
          <li>
            {t('detail.fee')}：<EventFee feeFen={a.feeFen} />
          </li>
          <li data-testid="seats-left">
            {t('detail.seats')}：{seatsLeft === null ? t('detail.unlimited') : t('detail.seatsLeft', { n: seatsLeft, capacity: a.capacity })}
          </li>
        </ul>
        {a.intro && <p className="ev-intro">{a.intro}</p>}
        {a.owner.name && (
          <p className="ev-owner">
            {a.owner.avatarUrl && <Picture width={36} height={36} src={a.owner.avatarUrl} alt="" />}
            {t('detail.organiser', { name: a.owner.name })}
          </p>
        )}
        <div className="ev-cta">
          {a.mine ? (
            <Link to={paths.activityHome}>{t('detail.manage')}</Link>
          ) : a.myRegistration === 'registered' || a.myRegistration === 'unpaid' ? (
            <p className="ev-why" data-testid="my-registration">
              {t(`detail.mine.${a.myRegistration}`)}
            </p>
          ) : a.open ? (
            <Link to={paths.registerDetail(a.id)} data-testid="register">
              {t('detail.register')}
            </Link>
          ) : (
            <p className="ev-why" data-testid="why-closed">
              {t(`detail.why.${why}`)}
            </p>
          )}
        </div>
      </article>
    </Page>
  );
}
