import '../../../../features/activity/activity-events.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useDelActivity, useMyActivities, usePublishActivity } from '../../../../features/activity/api-events';
import { EventCard } from '../../../../features/activity/components/EventCard';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /activity/index (module 61): the owner's activities with their phase, seats and fee, and what can be done to each. */
export default function ActivityHomeRoute() {
  const { t } = useTranslation('activityEvents');
  const q = useMyActivities();
  const publish = usePublishActivity();
  const del = useDelActivity();
  const rows = rowsOf(q.data);
  const back = paths.home;
  if (q.isError)
    return (
      <Page title={t('titles.home')} backTo={back}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.home')} backTo={back}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.home')} backTo={back}>
      <div className="ev-top">
        <Link className="btn btn-primary" to={paths.activityEdit('new')} data-testid="new-activity">
          {t('home.new')}
        </Link>
        <Link to={paths.myRegistrations}>{t('home.myRegistrations')}</Link>
      </div>
      {rows.length === 0 && <EmptyState icon={CalendarDays} title={t('home.empty')} hint={t('home.emptyHint')} action={{ label: t('home.emptyAction'), to: paths.activityEdit('new') }} />}
      <ul className="ev-list">
        {rows.map((a) => (
          <EventCard key={a.id} a={a} testId="my-activity">
            <div className="ev-actions">
              {(a.phase === 'draft' || a.phase === 'upcoming' || a.phase === 'ongoing') && <Link to={paths.activityEdit(a.id)}>{t('home.edit')}</Link>}
              {a.status === 'draft' && (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={publish.isPending}
                  data-testid="publish"
                  onClick={() => publish.mutate(a.id, { onSuccess: () => toast.info(t('home.published')) })}
                >
                  {t('home.publish')}
                </Button>
              )}
              <Link to={paths.registrationFields(a.id)}>{t('home.fields')}</Link>
              <Link to={paths.attendees(a.id)}>{t('home.attendees')}</Link>
              {a.status !== 'draft' && <Link to={paths.activityNotification(a.id)}>{t('home.notify')}</Link>}
              {a.status !== 'draft' && <Link to={paths.activityPoster(a.id)}>{t('home.poster')}</Link>}
              <Link to={paths.activityDetail(a.id)} data-testid="view">
                {t('home.view')}
              </Link>
              {(a.phase === 'draft' || a.phase === 'ended' || a.phase === 'cancelled') && (
                <ConfirmButton
                  label={t('home.delete')}
                  armedLabel={t('home.deleteArmed')}
                  disabled={del.isPending}
                  onConfirm={() => del.mutate(a.id, { onSuccess: () => toast.info(t('home.deleted')) })}
                />
              )}
            </div>
          </EventCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
